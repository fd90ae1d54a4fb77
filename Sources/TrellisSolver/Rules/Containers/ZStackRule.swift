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
    static func cachePolicy(_ spec: ZStackSpec, children: ChildFacts<CachePolicy>) -> CachePolicy { .cached }

    static func lengthOrigin(_ spec: ZStackSpec, along axis: Axis, length: CGFloat) -> LengthOrigin { .fromChildren }

    /// Its children may lie anywhere inside it, the window or a safe area.
    static func childBounds(_ spec: ZStackSpec, of node: NodeID, at frame: CGRect, in proxy: LayoutProxy) -> ChildBounds { ChildBounds() }

    static func readDimensions(_ spec: ZStackSpec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions {
        children.reduce(into: []) { $0.formUnion($1) }
    }

    static func priorityPassing(_ spec: ZStackSpec, childCount: Int) -> PriorityPassing {
        childCount == 1 ? .fromFirstChild : .readsChildren
    }

    /// A ZStack's preferences are its children's.
    static func spacing(_ spec: ZStackSpec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing {
        children.reduce(into: .none) { $0.formUnion($1) }
    }

    static func childContext(_ spec: ZStackSpec, _ context: InheritedContext, child index: Int, graph: LayoutGraph) -> InheritedContext {
        context.outsideStacks
    }

    static func guidePassing(_ spec: ZStackSpec, childCount: Int) -> GuidePassing {
        childCount == 1 ? .fromFirstChild() : .combinedFromChildren
    }

    static func mayAlignChildren(on key: AlignmentKey, _ spec: ZStackSpec) -> Bool { spec.alignment[key.axis] == key }

    static func name(_ spec: ZStackSpec, of node: NodeID, in proxy: LayoutProxy) -> LayoutRule {
        proxy.childCount(of: node) == 1 ? .singleChildStackIsTransparent : .zstackSize
    }

    static func size(_ spec: ZStackSpec, of node: NodeID, for proposal: ProposedViewSize, in proxy: LayoutProxy) -> CGSize {
        size(of: node, for: proposal, children: proxy.children(of: node), in: proxy)
    }

    static func placements(_ spec: ZStackSpec, of node: NodeID, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in proxy: LayoutProxy) -> Placements {
        let children = proxy.children(of: node)
        if children.count == 1, let only = children.first { return .one(ChildPlacement(child: only, proposal: proposal, origin: .zero, size: size)) }
        return .many(placements(of: node, spec, size: size, children: children, in: proxy))
    }

    static func explicitGuide(_ key: AlignmentKey, _ spec: ZStackSpec, of node: NodeID, proposal: ProposedViewSize, in proxy: LayoutProxy) -> CGFloat? {
        guard proxy.childCount(of: node) > 1 else { return GuidePropagation.ofFirstChild(key, of: node, proposal: proposal, in: proxy) }
        return GuidePropagation.combined(key, of: node, proposal: proposal, in: proxy)
    }

    /// The size of a ZStack of `children` (its own, or a custom layout's subviews arranged by
    /// a `ZStackLayout`).
    static func size(of node: NodeID, for proposal: ProposedViewSize, children: Children, in proxy: LayoutProxy) -> CGSize {
        if children.count == 1, let only = children.first {
            return proxy.size(of: only, for: proposal, askedBy: node)
        }
        let top = children.lazy.map(proxy.priority(of:)).max() ?? 0
        var result = CGSize.zero
        for child in children {
            let childSize = proxy.size(of: child, for: proposal, askedBy: node)
            guard proxy.priority(of: child) == top else { continue }
            result.width = max(result.width, childSize.width)
            result.height = max(result.height, childSize.height)
        }
        return result
    }

    /// Where a ZStack of `size` puts `children`.
    static func placements(of node: NodeID, _ spec: ZStackSpec, size: CGSize, children: Children, in proxy: LayoutProxy) -> [ChildPlacement] {
        let proposal = ProposedViewSize(size)
        let top = children.lazy.map(proxy.priority(of:)).max() ?? 0
        let measured = children.map { child -> (NodeID, CGSize, CGPoint) in
            let childSize = proxy.size(of: child, for: proposal, askedBy: node)
            let guides = CGPoint(
                x: proxy.guide(spec.alignment.horizontal.key, of: child, proposal: proposal, size: childSize),
                y: proxy.guide(spec.alignment.vertical.key, of: child, proposal: proposal, size: childSize))
            return (child, childSize, guides)
        }
        var line = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for (child, _, guides) in measured where proxy.priority(of: child) == top {
            line.x = max(line.x, guides.x)
            line.y = max(line.y, guides.y)
        }
        return measured.map { child, childSize, guides in
            ChildPlacement(child: child, proposal: proposal, origin: CGPoint(x: line.x - guides.x, y: line.y - guides.y), size: childSize)
        }
    }
}
