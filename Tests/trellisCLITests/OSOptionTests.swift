import Foundation
import Testing

/// `--os 18,26` on the verbs that lay out views written in Swift: each device or window is laid
/// out once for each iOS design named, and the explorer page names the design it drew.
@Suite("trellis command line: iOS designs")
struct OSOptionTests {
    @Test("demo lays the dashboard out once per design named")
    func demo() throws {
        let result = try runTool(["demo", "--device", "iPhone 15", "--os", "18,26"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("iPhone 15 393×852 running iOS 18\n"))
        #expect(result.output.contains("\niPhone 15 393×852 running iOS 26\n"))
    }

    @Test("examples lays a screen out per design: iOS 26's bar is 54 pt, iOS 18's 44")
    func examples() throws {
        let result = try runTool(["examples", "checkout", "--device", "iPhone 15", "--os", "18,26"])
        #expect(result.status == 0, "\(result.error)")
        let parts = result.output.components(separatedBy: "checkout on iPhone 15 393×852 running iOS 26\n")
        try #require(parts.count == 2, "no iOS 26 heading")
        #expect(parts[0].hasPrefix("checkout on iPhone 15 393×852 running iOS 18\n"))
        // The navigation bar with its large title: 44 + 52 on iOS 18, 54 + 62 on iOS 26.
        func barSize(_ table: String) -> [String]? {
            table.split(separator: "\n").first { $0.contains("'navigationBar'") }.map { $0.split(separator: " ").suffix(5).prefix(2).map(String.init) }
        }
        #expect(barSize(parts[0]) == ["393", "96"])
        #expect(barSize(parts[1]) == ["393", "116"])
    }

    @Test("the explorer page says which design it drew")
    func explorer() throws {
        let result = try runTool(["examples", "checkout", "--device", "iPhone 15", "--os", "18", "--format", "html"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("<title>Trellis layout 393×852 (iOS 18)</title>"))
        #expect(result.output.contains("drawn as iOS 18 draws it"))
    }

    @Test("an unknown version is refused with the versions Trellis knows")
    func unknownVersion() throws {
        let result = try runTool(["demo", "--os", "16"])
        #expect(result.status == 64)
        #expect(result.error.contains("unknown OS version '16' in --os; the versions are 17, 18, 26.0, 26"), "\(result.error)")
    }

    @Test("iOS 17 and a point release are designs of their own; a release names its design")
    func releases() throws {
        let result = try runTool(["demo", "--device", "iPhone 15", "--os", "17,26.0,iOS 26.5"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("iPhone 15 393×852 running iOS 17\n"))
        #expect(result.output.contains("\niPhone 15 393×852 running iOS 26.0\n"))
        #expect(result.output.contains("\niPhone 15 393×852 running iOS 26\n"))
    }

    @Test("previews lays a preview out per design: the Follow toggle's switch is 49 × 31 on iOS 18, 63 × 28 on iOS 26")
    func previews() throws {
        let result = try runTool(["previews", "Follow toggle", "--os", "18,26"])
        #expect(result.status == 0, "\(result.error)")
        // The preview is the label, 8 and the switch's frame wide: the iOS 26 window is 14 wider
        // (63 − 49: iOS 18 lays its 51-pt switch out 49 wide) and 3 less tall (28 − 31) than the
        // iOS 18 one.
        #expect(result.output.contains("on iPhone 15 393×852 running iOS 18, window 160.667×63\n"))
        #expect(result.output.contains("on iPhone 15 393×852 running iOS 26, window 174.667×60\n"))
    }
}
