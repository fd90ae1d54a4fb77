import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// Replays the fuzzer's corpus and every crash it found (Scripts/fuzz.sh): each file either
/// decodes and lays out with finite frames, or is refused with an error naming its JSON path.
@Suite("Fuzz corpus")
@MainActor
struct GraphFuzzCorpusTests {
    nonisolated static let files: [URL] = {
        let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz")
        return ["Corpus", "Crashes"].flatMap { folder in
            (try? FileManager.default.contentsOfDirectory(at: fuzz.appendingPathComponent(folder), includingPropertiesForKeys: nil)) ?? []
        }
        .filter { $0.pathExtension == "json" }
        .sorted { $0.path < $1.path }
    }()

    @Test("the corpus is there")
    func corpusExists() {
        #expect(Self.files.count >= 3)
    }

    @Test("every input decodes and lays out, or is refused with a path", arguments: files)
    func replay(file: URL) throws {
        let data = try Data(contentsOf: file)
        do {
            let graph = try LayoutGraph.decode(json: data)
            for window in [CGSize(width: 390, height: 844), .zero, CGSize(width: 1366, height: 100)] {
                for case let frame? in LayoutSolver().layout(graph, in: window).frames {
                    #expect(frame.isFiniteFrame, "\(file.lastPathComponent)")
                }
            }
        } catch {
            #expect(!error.path.isEmpty && !error.problem.isEmpty)
        }
    }

    @Test("a child listed twice is refused, not a crash")
    func duplicateChild() {
        let json = #"{"version": 1, "nodes": [{"kind": "color"}, {"kind": "hstack", "children": [0, 0]}]}"#
        #expect(throws: GraphFileError(path: "nodes[1].children[1]", problem: "node 0 is listed twice; a node can have only one parent")) {
            try LayoutGraph.decode(json: Data(json.utf8))
        }
    }
}
