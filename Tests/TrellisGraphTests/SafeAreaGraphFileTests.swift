import Testing
import Trellis
import TrellisTestSupport

@Suite("Graph files: safe areas") @MainActor
struct SafeAreaGraphFileTests {
    @Test("every safe-area source, region and ignored edge set survives a round trip through JSON")
    func roundTrip() throws {
        var graph = LayoutGraph()
        let red = graph.color("red", ids: ["red"])
        let ignoring = graph.add(.ignoresSafeArea(IgnoresSafeAreaSpec(regions: .keyboard, edges: [.top, .trailing])), children: [red])
        let padded = graph.add(.safeArea(SafeAreaSpec(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), source: .padding)), children: [ignoring])
        let bar = graph.color("blue", ids: ["bar"])
        let barFrame = graph.add(.frame(FrameSpec(width: nil, height: 30)), children: [bar])
        let inset = graph.add(.safeArea(SafeAreaSpec(source: .inset(SafeAreaBar(edge: .trailing, alignment: VerticalAlignment.bottom.key, spacing: -2)))),
                              children: [padded, barFrame])
        let all = graph.add(.ignoresSafeArea(IgnoresSafeAreaSpec()), children: [inset])
        let keyboard = graph.add(.safeArea(SafeAreaSpec(insets: EdgeInsets(top: 0, leading: 0, bottom: 200, trailing: 0), region: .keyboard, source: .window)),
                                 children: [all])
        graph.add(.safeArea(SafeAreaSpec(insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), source: .window)), children: [keyboard])

        let decoded = try LayoutGraph.decode(json: graph.jsonData())
        #expect(decoded.count == graph.count)
        for node in graph.nodeIDs {
            switch (graph.kind(of: node), decoded.kind(of: node)) {
            case (.safeArea(let original), .safeArea(let reloaded)): #expect(original == reloaded)
            case (.ignoresSafeArea(let original), .ignoresSafeArea(let reloaded)): #expect(original == reloaded)
            case (.safeArea, _), (.ignoresSafeArea, _): Issue.record("node \(node) changed kind")
            default: break
            }
        }
        let window = CGSize(width: 393, height: 852)
        #expect(LayoutSolver().layout(decoded, in: window).frames == LayoutSolver().layout(graph, in: window).frames)
        #expect(try decoded.jsonData() == graph.jsonData())
    }
}
