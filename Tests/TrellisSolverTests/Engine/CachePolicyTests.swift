import Foundation
import Testing
@testable import TrellisSolver
import Trellis
import TrellisTestSupport

/// A node is answered from the measurement cache unless asking it again costs less than a
/// lookup: shapes, leaves whose size is arithmetic on the proposal, frames fixed on both axes,
/// and the modifiers of a shape. The policy changes how much work a layout takes, never its
/// frames.
@Suite("Cache policies")
struct CachePolicyTests {
    private static func policies(_ nodes: [NodeID], in graph: LayoutGraph) -> [CachePolicy] {
        let facts = PreparedGraph(graph, memoize: true).facts
        return nodes.map { facts.columns.cachePolicy[$0.index] }
    }

    private static func flexible(min: CGFloat, max: CGFloat) -> NodeKind {
        .flexFrame(FlexFrameSpec(width: .init(min: min, ideal: nil, max: max), height: .init(), alignment: .center))
    }

    @Test("a one-child modifier around a shape is recomputed, around anything else cached")
    func modifiersOfShapes() {
        var graph = LayoutGraph()
        let aroundShape = [
            graph.add(Self.flexible(min: 4, max: 20), children: [graph.color()]),
            graph.add(.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), children: [graph.color()]),
            graph.add(.frame(FrameSpec(width: 30, height: nil)), children: [graph.color()]),
            graph.add(.offset(CGSize(width: 3, height: 4)), children: [graph.color()]),
            graph.add(.layoutPriority(1), children: [graph.color()]),
            graph.add(.fixedSize(FixedSizeSpec(horizontal: true, vertical: false)), children: [graph.color()]),
            graph.add(.aspectRatio(AspectRatioSpec(ratio: 2, contentMode: .fit)), children: [graph.color()]),
        ]
        let text = graph.addText(TextSpec("Words"), measurer: nil)
        let aroundText = graph.add(.padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), children: [text])
        let stack = graph.add(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.center.key)), children: [graph.color(), graph.color()])
        let aroundStack = graph.add(Self.flexible(min: 0, max: 100), children: [stack])
        graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: aroundShape + [aroundText, aroundStack])
        #expect(Self.policies(aroundShape, in: graph) == Array(repeating: .recomputed, count: aroundShape.count))
        #expect(Self.policies([text, aroundText, stack, aroundStack], in: graph) == [.cached, .cached, .cached, .cached])
    }

    @Test("a modifier of a recomputed modifier is cached, so no chain recomputes its whole length; a frame fixed on both axes never asks its child")
    func chains() {
        var graph = LayoutGraph()
        let inner = graph.add(.padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)), children: [graph.color()])
        let middle = graph.add(Self.flexible(min: 10, max: 40), children: [inner])
        let outer = graph.add(.padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)), children: [middle])
        let fixed = graph.add(.frame(FrameSpec(width: 10, height: 10)), children: [outer])
        #expect(Self.policies([inner, middle, outer, fixed], in: graph) == [.recomputed, .cached, .cached, .recomputed])
    }

    @Test("a row of flexible frames around shapes, squeezed and stretched, lays out as without memoisation, and looks none of its frames up")
    func framesOfShapesLayOutAlike() {
        var graph = LayoutGraph()
        let frames = (0..<12).map { index in
            graph.add(Self.flexible(min: CGFloat(index % 4) * 5, max: 10 + CGFloat(index * 7 % 11) * 4), children: [graph.color()])
        }
        graph.add(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.center.key)), children: frames)
        for width: CGFloat in [0, 60, 200, 400, 1_000] {
            let proposal = ProposedViewSize(width: width, height: 50)
            let memoized = LayoutSolver().layout(graph, proposal: proposal)
            #expect(memoized.frames == LayoutSolver(memoize: false).layout(graph, proposal: proposal).frames, "width \(width)")
            // Only the row is cached, and found once, when it is placed after being measured:
            // its children are sorted by what they answer at 0 and ∞, then offered their
            // shares, and none of those questions is looked up.
            #expect(memoized.statistics.cacheHits == 1, "width \(width)")
        }
    }
}
