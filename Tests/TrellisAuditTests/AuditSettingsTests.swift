import Foundation
import Testing
import Trellis
import TrellisAudit

@Suite("Audit settings, matrix and shards")
struct AuditSettingsTests {
    @Test("trellis.json sets the matrix; every dimension multiplies the columns")
    func configuration() throws {
        var settings = AuditSettings()
        try settings.apply(configuration: Data("""
            {"devices": ["iPhone SE (3rd generation)", "iPad (10th generation)"], "orientations": "all",
             "textSizes": ["large", "AX5"], "designs": ["18", "26"], "layoutDirections": ["ltr", "rtl"],
             "languages": ["en_US", "accented"], "output": "out", "shard": "2/3"}
            """.utf8), file: "trellis.json")
        // 2 devices × 2 orientations × 2 designs × 2 sizes × 2 languages × 2 directions.
        #expect(settings.matrix.columns.count == 64)
        #expect(settings.output == "out")
        #expect(settings.shard == AuditShard(index: 2, count: 3))
        #expect(settings.matrix.columns.first?.description == "iPhone SE (3rd generation) · portrait · large · iOS 18 · LTR · en_US")
    }

    @Test("text sizes are named as SwiftUI's cases and as iOS's AX1 to AX5; all means every one")
    func textSizeNames() throws {
        #expect(DynamicTypeSize.allCases.map(AuditTextSize.name(of:)) == [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5",
        ])
        #expect(AuditTextSize.size(named: "accessibility5") == .accessibility5 && AuditTextSize.size(named: "ax2") == .accessibility2)
        #expect(AuditTextSize.size(named: "XXXLARGE") == .xxxLarge && AuditTextSize.size(named: "huge") == nil)
        var settings = AuditSettings()
        try settings.set("textSizes", to: ["all"], at: "--text-size")
        try settings.set("designs", to: ["all"], at: "--design")
        #expect(settings.matrix.textSizes.count == 12 && settings.matrix.designs == [.iOS17, .iOS18, .iOS26])
    }

    @Test("bad settings name the file, the key and the problem")
    func errors() {
        func problem(_ json: String) -> String? {
            var settings = AuditSettings()
            do {
                try settings.apply(configuration: Data(json.utf8), file: "trellis.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(problem(#"{"textSizes": ["huge"]}"#)?.hasPrefix("trellis.json: key 'textSizes': unknown text size 'huge'; the sizes are xSmall, small") == true)
        #expect(problem(#"{"devise": ["iPhone 16 Pro"]}"#) == "trellis.json: key 'devise': unknown key; the keys are devices, orientations, textSizes, designs, layoutDirections, languages, previews, output, baseline, shard")
        #expect(problem(#"{"devices": ["iPhone 16 Pr"]}"#)?.hasPrefix("trellis.json: key 'devices': unknown device 'iPhone 16 Pr'; did you mean 'iPhone 16 Pro'") == true)
        #expect(problem(#"{"designs": [16]}"#) == "trellis.json: key 'designs': item 1 is not a string")
        #expect(problem(#"{"shard": "4/3"}"#) == "trellis.json: key 'shard': '4/3' is no shard; write i/n with 1 ≤ i ≤ n, such as 2/4")
        #expect(problem(#"["iPhone"]"#)?.hasPrefix("trellis.json: expected a JSON object") == true)
        #expect(problem(#"{"devices": "#)?.hasPrefix("trellis.json: not valid JSON") == true)
    }

    @Test("an option set after the file wins")
    func optionsWin() throws {
        var settings = AuditSettings()
        try settings.apply(configuration: Data(#"{"textSizes": ["large"]}"#.utf8), file: "trellis.json")
        try settings.set("textSizes", to: ["xSmall", "accessibility3"], at: "--text-size")
        #expect(settings.matrix.textSizes == [.xSmall, .accessibility3])
        #expect(throws: AuditSettingsError(place: "--orientation", problem: "unknown orientation 'sideways'; the orientations are portrait, landscape")) {
            try settings.set("orientations", to: ["sideways"], at: "--orientation")
        }
    }

    @Test("a design a device does not run has no column; a right-to-left language has one direction")
    func columnsLeftOut() throws {
        let matrix = AuditMatrix(devices: [try Device.named("iPhone 17"), try Device.named("iPhone 15")], orientations: [.portrait],
                                 textSizes: [.large], designs: [.iOS17, .iOS26], layoutDirections: [.leftToRight, .rightToLeft],
                                 languages: [.locale("ar")])
        #expect(matrix.columns.map(\.description) == [
            "iPhone 17 · portrait · large · iOS 26 · RTL · ar",
            "iPhone 15 · portrait · large · iOS 17 · RTL · ar",
            "iPhone 15 · portrait · large · iOS 26 · RTL · ar",
        ])
    }

    @Test("shards are disjoint, cover the run, and count their layouts")
    func shards() throws {
        let shards = (1...3).compactMap { AuditShard(index: $0, count: 3) }
        for position in 0..<20 {
            #expect(shards.filter { $0.contains(position) }.count == 1)
        }
        #expect(AuditShard("0/3") == nil && AuditShard("a/b") == nil && AuditShard("3/3") != nil)
        let columns = AuditFixtures.columns
        let counts = shards.map { AuditRunner(columns: columns, shard: $0).layoutCount(previews: 5) }
        #expect(counts.reduce(0, +) == 5 * columns.count)
    }
}
