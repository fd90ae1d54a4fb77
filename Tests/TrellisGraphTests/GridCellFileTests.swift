import Testing
import Trellis
import TrellisTestSupport

@Suite("Grid cells in graph files") @MainActor
struct GridCellFileTests {
    @Test("gridCellUnsizedAxes survives a round trip through JSON")
    func unsizedAxesRoundTrip() throws {
        var graph = LayoutGraph()
        let red = graph.color("red", ids: ["red"])
        let line = graph.color("green")
        let unsized = graph.add(.gridCell(GridCellSpec(unsizedAxes: .horizontal)), children: [line], ids: ["line"])
        let row = graph.add(.gridRow(GridRowSpec()), children: [red])
        graph.add(.grid(GridSpec()), children: [row, unsized])

        let json = try graph.jsonData()
        #expect(String(decoding: json, as: UTF8.self).contains("\"unsizedAxes\""))
        let decoded = try LayoutGraph.decode(json: json)
        guard case .gridCell(let spec) = decoded.kind(of: unsized) else {
            Issue.record("the cell is no longer a gridCell")
            return
        }
        #expect(spec.unsizedAxes == .horizontal)
        let window = CGSize(width: 300, height: 200)
        #expect(LayoutSolver().layout(decoded, in: window).frames == LayoutSolver().layout(graph, in: window).frames)
    }
}
