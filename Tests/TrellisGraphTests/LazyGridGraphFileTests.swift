import Foundation
import Testing
import Trellis
import TrellisTestSupport

@Suite("Graph files: lazy grids") @MainActor
struct LazyGridGraphFileTests {
    @Test("every grid item size, spacing and alignment survives a round trip through JSON")
    func roundTrip() throws {
        var graph = LayoutGraph()
        let cells = (0..<5).map { graph.color("red", ids: ["c\($0)"]) }
        let columns = LazyGridSpec(axis: .vertical, items: [
            GridItemSpec(.fixed(70), spacing: 4, alignment: .center),
            GridItemSpec(.flexible(minimum: 10, maximum: .infinity)),
            GridItemSpec(.adaptive(minimum: 40, maximum: 90), alignment: .bottomTrailing),
        ], alignment: HorizontalAlignment.leading.key, spacing: 12)
        let grid = graph.add(.lazyGrid(columns), children: Array(cells.prefix(3)))
        let rows = LazyGridSpec(axis: .horizontal, items: [GridItemSpec(.flexible(minimum: 0, maximum: 30))])
        let other = graph.add(.lazyGrid(rows), children: Array(cells.suffix(2)))
        graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: [grid, other])

        let decoded = try LayoutGraph.decode(json: graph.jsonData())
        for node in [grid, other] {
            guard case .lazyGrid(let original) = graph.kind(of: node), case .lazyGrid(let reloaded) = decoded.kind(of: node) else {
                Issue.record("node \(node) changed kind")
                continue
            }
            #expect(original == reloaded)
        }
        let window = CGSize(width: 300, height: 400)
        #expect(LayoutSolver().layout(decoded, in: window).frames == LayoutSolver().layout(graph, in: window).frames)
        #expect(try decoded.jsonData() == graph.jsonData())
    }

    @Test("a grid item with an unknown size or field is an error at its field")
    func badItems() {
        func decode(_ item: String) -> String? {
            let json = #"{"version": 1, "nodes": [{"kind": "lazyVGrid", "columns": [\#(item)]}]}"#
            do {
                _ = try LayoutGraph.decode(json: Data(json.utf8))
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(decode(#"{"size": "huge"}"#)?.contains("expected \"fixed\", \"flexible\" or \"adaptive\"") == true)
        #expect(decode(#"{"size": "fixed"}"#)?.contains("needs its 'length'") == true)
        #expect(decode(#"{"size": "adaptive", "minimum": -3}"#)?.contains("non-negative") == true)
        #expect(decode(#"{"size": "flexible", "width": 3}"#)?.contains("unknown field 'width'") == true)
        #expect(decode(#"{"size": "flexible", "maximum": "infinity"}"#) == nil)
    }
}
