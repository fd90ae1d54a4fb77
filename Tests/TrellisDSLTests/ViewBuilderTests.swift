import Testing
import Trellis

/// The result builder and the structural views lower to exactly the children SwiftUI would
/// lay out. Frames are derived by hand: 10×10 squares in an `HStack(spacing: 0)` centred in a
/// 200×100 window start at x = 100 − 5·count.
@Suite("View builder")
@MainActor
struct ViewBuilderTests {
    private let window = CGSize(width: 200, height: 100)

    private func square(_ name: String) -> some View {
        Color.red.frame(width: 10, height: 10).id(name)
    }

    private func xs(_ result: LayoutResult, _ names: [String]) -> [CGFloat?] {
        names.map { result.frame(of: $0)?.minX }
    }

    private enum Shape { case one, two }

    @Test("switch picks one branch")
    func switchStatement() {
        let shape = Shape.two
        let result = HStack(spacing: 0) {
            switch shape {
            case .one: square("a")
            case .two: square("b"); square("c")
            }
        }.layout(in: window)
        #expect(result.frame(of: "a") == nil)
        #expect(xs(result, ["b", "c"]) == [90, 100])
    }

    @Test("for-in and ForEach over ranges, collections and Identifiable data")
    func loops() {
        struct Item: Identifiable { let id: String }
        let items = [Item(id: "i1"), Item(id: "i2")]
        let result = HStack(spacing: 0) {
            for index in 0..<2 { Color.red.frame(width: 10, height: 10).id("for\(index)") }
            ForEach(0..<2) { index in square("range\(index)") }
            ForEach(["x", "y"], id: \.self) { name in square(name) }
            ForEach(items) { item in square(item.id) }
        }.layout(in: window)
        #expect(xs(result, ["for0", "for1", "range0", "range1", "x", "y", "i1", "i2"]) == [60, 70, 80, 90, 100, 110, 120, 130])
    }

    @Test("optionals, if-else and AnyView")
    func optionalsAndErasure() {
        let missing: Int? = nil
        let present: Int? = 3
        let result = HStack(spacing: 0) {
            if let missing { square("missing\(missing)") }
            if let present { square("present\(present)") } else { square("absent") }
            AnyView(square("erased"))
        }.layout(in: window)
        #expect(result.frame(of: "absent") == nil)
        #expect(xs(result, ["present3", "erased"]) == [90, 100])
    }

    @Test("a root with several views stacks them vertically, as a hosting view does")
    func severalRootViews() {
        struct Screen: View {
            var body: some View {
                Color.red.frame(width: 10, height: 10).id("top")
                Color.blue.frame(width: 10, height: 10).id("bottom")
            }
        }
        let result = Screen().layout(in: window)
        // 10 + 8 + 10 = 28 tall, centred: 36 and 54.
        #expect(result.frame(of: "top") == CGRect(x: 95, y: 36, width: 10, height: 10))
        #expect(result.frame(of: "bottom") == CGRect(x: 95, y: 54, width: 10, height: 10))
    }

    @Test("several views in an overlay share an implicit ZStack with the overlay's alignment")
    func overlayWithSeveralViews() {
        let result = Color.gray.frame(width: 100, height: 50)
            .overlay(alignment: .topLeading) {
                Color.red.frame(width: 10, height: 10).id("small")
                Color.blue.frame(width: 20, height: 30).id("large")
            }
            .layout(in: window)
        // The ZStack is 20×30, aligned top-leading on the 100×50 primary at (50, 25).
        #expect(result.frame(of: "small") == CGRect(x: 50, y: 25, width: 10, height: 10))
        #expect(result.frame(of: "large") == CGRect(x: 50, y: 25, width: 20, height: 30))
    }

    private struct Card: ViewModifier {
        func body(content: Content) -> some View {
            content.padding(10).background(Color.white.id("card"))
        }
    }

    @Test("custom view modifiers lower their body around the content")
    func customModifier() {
        let result = Color.red.frame(width: 20, height: 20).id("content").modifier(Card()).layout(in: window)
        // The padded card is 40×40, centred in 200×100; the content sits 10 pt inside it.
        #expect(result.frame(of: "card") == CGRect(x: 80, y: 30, width: 40, height: 40))
        #expect(result.frame(of: "content") == CGRect(x: 90, y: 40, width: 20, height: 20))
    }

    @Test("the lowered graph of a view is inspectable")
    func loweredGraph() {
        let graph = HStack(spacing: 4) { Color.red; Spacer() }.padding().layoutGraph()
        #expect(graph.count == 4)
        #expect(graph.kind(of: graph.root).displayName == "padding")
        let stack = graph.children(of: graph.root).first!
        guard case .stack(let spec) = graph.kind(of: stack) else {
            Issue.record("expected a stack under the padding")
            return
        }
        #expect(spec.axis == .horizontal && spec.spacing == 4)
        #expect(graph.children(of: stack).map { graph.displayName(of: $0) } == ["Color.red", "Spacer"])
    }
}
