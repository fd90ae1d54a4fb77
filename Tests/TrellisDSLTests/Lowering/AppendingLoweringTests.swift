import Testing
import Trellis

/// Views that append their nodes to their parent's list (leaves, `ForEach`, `AnyView`, tuples,
/// built-in modifiers) lower to the same graph as the lists they used to return.
@Suite("Lowering by appending") @MainActor
struct AppendingLoweringTests {
    @Test("a frame on a group in a ForEach wraps each of the group's views, in order")
    func frameOnGroupInForEach() {
        let graph = VStack {
            ForEach(0..<2) { _ in
                Group { Color.red; Color.blue }.frame(width: 10, height: 10)
            }
        }.layoutGraph()
        let frames = Array(graph.children(of: graph.root))
        #expect(frames.count == 4)
        let leaves = frames.map { frame in graph.children(of: frame).map { graph.displayName(of: $0) } }
        #expect(leaves == [["Color.red"], ["Color.blue"], ["Color.red"], ["Color.blue"]])
        #expect(frames.allSatisfy { graph.displayName(of: $0) == "frame" })
    }

    @Test("views in a ForEach keep their names and their order among views before and after it")
    func namedViewsAroundForEach() {
        let result = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 5).id("first")
            ForEach(0..<3) { index in
                AnyView(Color.green.frame(width: 10, height: 10).id("row \(index)"))
            }
            Color.blue.frame(width: 10, height: 5).id("last")
        }.layout(in: CGSize(width: 100, height: 100))
        // A VStack stacks its children top to bottom with no space between them here.
        #expect(result.frame(of: "row 0")?.minY == (result.frame(of: "first")?.maxY ?? -1))
        #expect(result.frame(of: "row 2")?.maxY == (result.frame(of: "last")?.minY ?? -1))
        #expect(result.frame(of: "row 1")?.height == 10)
    }
}
