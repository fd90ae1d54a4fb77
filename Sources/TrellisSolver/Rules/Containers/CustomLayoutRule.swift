import Foundation
import TrellisGraph

// Models: a user's SwiftUI `Layout` — documented in the LayoutRules article, §9.

/// A custom layout's `sizeThatFits(proposal:subviews:cache:)` decides its size and its
/// `placeSubviews(in:proposal:subviews:cache:)` where each subview goes; a subview it does not
/// place is centred with the layout's proposal, as SwiftUI documents. Subview measurements go
/// through the engine's caching `size(of:for:askedBy:)` (see ``CustomLayoutHost``). The layout
/// reads its subviews' priorities and may answer for any alignment guide.
enum CustomLayoutRule: ContainerRule {
    typealias Spec = CustomLayoutSpec

    /// Its answers are cached like any view's.
    static func cachePolicy(_ spec: CustomLayoutSpec, children: ChildFacts<CachePolicy>) -> CachePolicy { .cached }

    static func lengthOrigin(_ spec: CustomLayoutSpec, along axis: Axis, length: CGFloat) -> LengthOrigin { .fromChildren }

    /// Its children may lie anywhere inside it, the window or a safe area.
    static func childBounds(_ spec: CustomLayoutSpec, at frame: CGRect, in context: NodeContext) -> ChildBounds { ChildBounds() }

    /// Its answer may depend on both dimensions of its proposal.
    static func readDimensions(_ spec: CustomLayoutSpec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions { .both }

    static func priorityPassing(_ spec: CustomLayoutSpec, childCount: Int) -> PriorityPassing { .readsChildren }

    /// The layout's `spacing(subviews:cache:)` once an engine can run it; until then the
    /// protocol's default, the union of its subviews' preferences.
    static func spacing(_ spec: CustomLayoutSpec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing {
        if let ask = inputs.customLayoutSpacing { return ask(inputs.node, spec, inputs.known) }
        return children.reduce(into: .none) { $0.formUnion($1) }
    }

    /// Subviews stand in a stack when the layout says it has a stack orientation.
    static func childContext(_ spec: CustomLayoutSpec, _ context: InheritedContext, child index: Int, graph: LayoutGraph) -> InheritedContext {
        InheritedContext(stackAxis: graph.customLayout(spec.layout).properties.stackOrientation, direction: context.direction, isChildOfGrid: false)
    }

    static func guidePassing(_ spec: CustomLayoutSpec, childCount: Int) -> GuidePassing { .any }

    static func mayAlignChildren(on key: AlignmentKey, _ spec: CustomLayoutSpec) -> Bool { true }

    static func name(_ spec: CustomLayoutSpec, in context: NodeContext) -> LayoutRule { .customLayout }

    static func size(_ spec: CustomLayoutSpec, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize {
        let size = context.tree.customLayouts.withLayout(of: context.node, spec) { layout, subviews, cache in
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        return context.usableSize(size, of: context.node)
    }

    /// The layout's `placeSubviews` with bounds that start at the layout's place in the window.
    static func placements(_ spec: CustomLayoutSpec, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext) -> Placements {
        let bounds = CGRect(origin: origin, size: size)
        return .many(context.tree.customLayouts.withLayout(of: context.node, spec) { layout, subviews, cache in
            context.tree.customLayouts.placements(of: context.node, in: bounds, proposal: proposal) {
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        })
    }

    /// The layout's `explicitAlignment(of:in:proposal:subviews:cache:)`, asked with bounds at
    /// the origin.
    static func explicitGuide(_ key: AlignmentKey, _ spec: CustomLayoutSpec, proposal: ProposedViewSize, in context: NodeContext) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: context.tree.size(of: context.node, for: proposal))
        return context.tree.customLayouts.withLayout(of: context.node, spec) { layout, subviews, cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}
