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

    @Test("an inset with the default spacing stays one after a round trip, and an old file's missing spacing is 0")
    func defaultSpacingRoundTrip() throws {
        var graph = LayoutGraph()
        let content = graph.color("red", ids: ["content"])
        let bar = graph.add(.frame(FrameSpec(width: nil, height: 30)), children: [graph.color("blue", ids: ["bar"])])
        graph.add(.safeArea(SafeAreaSpec(source: .inset(SafeAreaBar(edge: .bottom, alignment: HorizontalAlignment.center.key, spacing: nil)))),
                  children: [content, bar])
        let json = try graph.jsonData()
        #expect(String(decoding: json, as: UTF8.self).contains("defaultSpacing"))
        let decoded = try LayoutGraph.decode(json: json)
        guard case .safeArea(let spec) = decoded.kind(of: decoded.root), case .inset(let reloaded) = spec.source else {
            Issue.record("the root is no longer an inset")
            return
        }
        #expect(reloaded.spacing == nil)
        // A file without either field, as files were written before the default spacing
        // existed, keeps no spacing.
        var withoutField = graph
        try withoutField.replaceKind(of: withoutField.root, with: .safeArea(SafeAreaSpec(source: .inset(SafeAreaBar(edge: .bottom, alignment: HorizontalAlignment.center.key, spacing: 0)))))
        let oldJSON = try withoutField.jsonData()
        #expect(!String(decoding: oldJSON, as: UTF8.self).contains("spacing"))
        guard case .safeArea(let old) = try LayoutGraph.decode(json: oldJSON).kind(of: decoded.root), case .inset(let oldBar) = old.source else {
            Issue.record("the old file's root is no longer an inset")
            return
        }
        #expect(oldBar.spacing == 0)
    }
}
