import Foundation
import TrellisGraph

// Models: SwiftUI's `ZStack(alignment:)` — documented in the LayoutRules article, §3.

/// Every child is offered the ZStack's proposal, and the ZStack takes the largest width and
/// height among the children with the highest layout priority; lower-priority children never
/// change its size. When placed, every child is offered the ZStack's size and aligned so that
/// its guide meets the largest guide value among the highest-priority children.
enum ZStackRule: ContainerRule {
    typealias Spec = ZStackSpec

    /// Its answers are cached like any view's.
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<ZStackSpec>) -> CachePolicy { .cached }

    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<ZStackSpec>) -> LengthOrigin { .fromChildren }

    /// Its children may lie anywhere inside it, the window or a safe area.
    static func childBounds(at frame: CGRect, in context: NodeContext<ZStackSpec>) -> ChildBounds { ChildBounds() }

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<ZStackSpec>) -> ProposalDimensions {
        children.reduce(into: []) { $0.formUnion($1) }
    }

    static func priorityPassing(in context: FactsContext<ZStackSpec>) -> PriorityPassing {
        context.childCount == 1 ? .fromFirstChild : .readsChildren
    }

    /// A ZStack's preferences are its children's.
    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<ZStackSpec>) -> EdgeSpacing {
        children.reduce(into: .none) { $0.formUnion($1) }
    }

    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<ZStackSpec>) -> InheritedContext {
        inherited.outsideStacks
    }

    static func guidePassing(in context: FactsContext<ZStackSpec>) -> GuidePassing {
        context.childCount == 1 ? .fromFirstChild() : .combinedFromChildren
    }

    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<ZStackSpec>) -> Bool { context.spec.alignment[key.axis] == key }

    static func name(in context: NodeContext<ZStackSpec>) -> LayoutRule {
        context.childCount == 1 ? .singleChildStackIsTransparent : .zstackSize
    }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<ZStackSpec>) -> CGSize {
        size(of: context.node, for: proposal, children: context.children, in: context)
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<ZStackSpec>) -> Placements {
        let children = context.children
        if children.count == 1, let only = children.first { return .one(ChildPlacement(child: only, proposal: proposal, origin: .zero, size: size)) }
        return .many(placements(of: context.node, size: size, children: children, in: context))
    }

    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<ZStackSpec>) -> CGFloat? {
        guard context.childCount > 1 else { return GuidePropagation.ofFirstChild(key, proposal: proposal, in: context) }
        return GuidePropagation.combined(key, proposal: proposal, in: context)
    }

    /// The size of a ZStack of `children` (its own, or a custom layout's subviews arranged by
    /// a `ZStackLayout`).
    static func size(of node: NodeID, for proposal: ProposedViewSize, children: Children, in context: NodeContext<Spec>) -> CGSize {
        if children.count == 1, let only = children.first {
            return context.size(of: only, for: proposal)
        }
        let top = children.lazy.map(context.facts.priority(of:)).max() ?? 0
        var result = CGSize.zero
        for child in children {
            let childSize = context.size(of: child, for: proposal)
            guard context.facts.priority(of: child) == top else { continue }
            result.width = max(result.width, childSize.width)
            result.height = max(result.height, childSize.height)
        }
        return result
    }

    /// Where a ZStack of `size` puts `children`.
    static func placements(of node: NodeID, size: CGSize, children: Children, in context: NodeContext<ZStackSpec>) -> [ChildPlacement] {
        let proposal = ProposedViewSize(size)
        let top = children.lazy.map(context.facts.priority(of:)).max() ?? 0
        let measured = children.map { child -> (NodeID, CGSize, CGPoint) in
            let childSize = context.size(of: child, for: proposal)
            let guides = CGPoint(
                x: context.guide(context.spec.alignment.horizontal.key, of: child, proposal: proposal, size: childSize),
                y: context.guide(context.spec.alignment.vertical.key, of: child, proposal: proposal, size: childSize))
            return (child, childSize, guides)
        }
        var line = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for (child, _, guides) in measured where context.facts.priority(of: child) == top {
            line.x = max(line.x, guides.x)
            line.y = max(line.y, guides.y)
        }
        return measured.map { child, childSize, guides in
            ChildPlacement(child: child, proposal: proposal, origin: CGPoint(x: line.x - guides.x, y: line.y - guides.y), size: childSize)
        }
    }
}
