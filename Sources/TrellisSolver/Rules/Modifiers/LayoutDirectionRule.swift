import Foundation
import TrellisGraph

// Models: SwiftUI's right-to-left layout (`.environment(\.layoutDirection, _)`) — documented
// in the LayoutRules article, §10.

/// A subtree whose direction differs from its surroundings is laid out as usual and then
/// mirrored about the vertical centre line of its frame, so stacks run from the trailing edge,
/// leading and trailing alignments swap sides, and paddings and offsets along x change sides
/// with them. A subtree nested inside that turns the direction back is mirrored again, inside
/// its own (already mirrored) frame.
enum LayoutDirectionRule: ModifierRule {
    typealias Spec = LayoutDirection

    static func readDimensions(_ spec: LayoutDirection, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions { children.first ?? [] }

    static func childContext(_ spec: LayoutDirection, _ context: InheritedContext, child index: Int, graph: LayoutGraph) -> InheritedContext {
        var inner = context.passedOn
        inner.direction = spec
        return inner
    }

    static func mirrorsSubtree(_ spec: LayoutDirection, in context: InheritedContext) -> Bool { spec != context.direction }

    static func name(_ spec: LayoutDirection, of node: NodeID, in proxy: LayoutProxy) -> LayoutRule { .layoutDirection }

    static func size(_ spec: LayoutDirection, of node: NodeID, for proposal: ProposedViewSize, in proxy: LayoutProxy) -> CGSize {
        proxy.sizeOfOnlyChild(of: node, for: proposal)
    }

    static func followsPlacement(_ spec: LayoutDirection) -> Bool { true }

    static func didPlace(_ spec: LayoutDirection, _ node: NodeID, at frame: CGRect, in proxy: LayoutProxy) {
        guard proxy.mirrorsSubtree(node) else { return }
        proxy.record(.mirrored(aboutX: frame.midX), about: node, proposal: ProposedViewSize(frame.size), size: frame.size, rule: .layoutDirection)
        var pending = Array(proxy.children(of: node))
        while let descendant = pending.popLast() {
            if var moved = proxy.placedFrame(descendant) {
                moved.origin.x = frame.minX + frame.maxX - moved.maxX
                proxy.movePlaced(descendant, to: moved)
            }
            pending.append(contentsOf: proxy.children(of: descendant))
        }
    }
}
