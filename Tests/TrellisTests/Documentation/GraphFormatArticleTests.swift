import Foundation
import Testing
import Trellis

/// The graph-format article lists every node kind a graph file may hold.
@Suite("Graph format article")
struct GraphFormatArticleTests {
    /// The kinds the decoder knows, as it lists them when it meets a kind it does not.
    private func decodableKinds() throws -> [String] {
        let file = #"{"version": 1, "nodes": [{"kind": "noSuchKind"}]}"#
        do {
            _ = try LayoutGraph.decode(json: Data(file.utf8))
        } catch {
            let message = "\(error)"
            let list = try #require(message.components(separatedBy: "expected one of ").last)
            return list.components(separatedBy: ", ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        Issue.record("an unknown kind was decoded")
        return []
    }

    @Test("every node kind the decoder reads has a row in the node-kind table")
    func everyKindListed() throws {
        let kinds = try decodableKinds()
        #expect(kinds.contains("layoutDirection") && kinds.contains("text"))
        let rows = try DocumentationFiles.text("Documentation/Trellis.docc/GraphFormat.md")
            .components(separatedBy: "\n").filter { $0.hasPrefix("| `") }
        let firstCells = rows.map { $0.components(separatedBy: "|")[1] }
        for kind in kinds {
            #expect(firstCells.contains { $0.contains("`\(kind)`") }, "GraphFormat.md has no row for '\(kind)'")
        }
    }
}
