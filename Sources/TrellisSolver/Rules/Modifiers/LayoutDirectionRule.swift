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

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<LayoutDirection>) -> ProposalDimensions { children.first ?? [] }

    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<LayoutDirection>) -> InheritedContext {
        var inner = inherited.passedOn
        inner.direction = context.spec
        return inner
    }

    static func name(in context: NodeContext<LayoutDirection>) -> LayoutRule { .layoutDirection }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<LayoutDirection>) -> CGSize {
        context.sizeOfOnlyChild(for: proposal)
    }

    static func roles(in context: FactsContext<LayoutDirection>) -> NodeRoles { .followsPlacement }

    static func didPlace(at frame: CGRect, in context: NodeContext<LayoutDirection>) {
        guard context.facts.mirrorsSubtree(context.node) else { return }
        context.record(.mirrored(aboutX: frame.midX), about: context.node, proposal: ProposedViewSize(frame.size), size: frame.size, rule: .layoutDirection)
        var pending = Array(context.children)
        while let descendant = pending.popLast() {
            if var moved = context.tree.placedFrame(descendant) {
                moved.origin.x = frame.minX + frame.maxX - moved.maxX
                context.tree.movePlaced(descendant, to: moved)
            }
            pending.append(contentsOf: context.tree.children(of: descendant))
        }
    }
}
