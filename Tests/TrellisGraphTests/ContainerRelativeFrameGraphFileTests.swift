import Testing
import Trellis
import TrellisTestSupport

@Suite("Graph files: containerRelativeFrame") @MainActor
struct ContainerRelativeFrameGraphFileTests {
    @Test("a container-relative frame in a scroll view survives a round trip through JSON")
    func roundTrip() throws {
        var graph = LayoutGraph()
        let red = graph.color("red", ids: ["red"])
        let spec = ContainerRelativeFrameSpec(axes: [.horizontal], count: 3, span: 2, spacing: 10, alignment: .leading)
        let frame = graph.add(.containerRelativeFrame(spec), children: [red])
        graph.add(.scrollView(ScrollViewSpec(axes: .horizontal)), children: [frame])
        let decoded = try LayoutGraph.decode(json: graph.jsonData())
        guard case .containerRelativeFrame(let reloaded) = decoded.kind(of: frame) else {
            Issue.record("the frame changed kind")
            return
        }
        #expect(reloaded == spec)
        // (300 − 20) / 3 × 2 + 10 = 196.666…
        let result = LayoutSolver().layout(decoded, in: CGSize(width: 300, height: 100))
        #expect(abs((result.frame(of: "red")?.width ?? 0) - (280.0 / 3 * 2 + 10)) < 1e-9)
        #expect(try decoded.jsonData() == graph.jsonData())
    }
}
