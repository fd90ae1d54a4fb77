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
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<CustomLayoutSpec>) -> CachePolicy { .cached }

    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<CustomLayoutSpec>) -> LengthOrigin { .fromChildren }

    /// Its children may lie anywhere inside it, the window or a safe area.
    static func childBounds(at frame: CGRect, in context: NodeContext<CustomLayoutSpec>) -> ChildBounds { ChildBounds() }

    /// Its answer may depend on both dimensions of its proposal.
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<CustomLayoutSpec>) -> ProposalDimensions { .both }

    static func priorityPassing(in context: FactsContext<CustomLayoutSpec>) -> PriorityPassing { .readsChildren }

    /// The layout's `spacing(subviews:cache:)` once an engine can run it; until then the
    /// protocol's default, the union of its subviews' preferences.
    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<CustomLayoutSpec>) -> EdgeSpacing {
        if let ask = inputs.customLayoutSpacing { return ask(inputs.node, context.spec, inputs.known) }
        return children.reduce(into: .none) { $0.formUnion($1) }
    }

    /// Subviews stand in a stack when the layout says it has a stack orientation.
    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<CustomLayoutSpec>) -> InheritedContext {
        InheritedContext(stackAxis: graph.customLayout(context.spec.layout).properties.stackOrientation, direction: inherited.direction, isChildOfGrid: false)
    }

    static func guidePassing(in context: FactsContext<CustomLayoutSpec>) -> GuidePassing { .any }

    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<CustomLayoutSpec>) -> Bool { true }

    static func name(in context: NodeContext<CustomLayoutSpec>) -> LayoutRule { .customLayout }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<CustomLayoutSpec>) -> CGSize {
        let size = context.tree.customLayouts.withLayout(of: context.node, context.spec) { layout, subviews, cache in
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        return context.usableSize(size, of: context.node)
    }

    /// The layout's `placeSubviews` with bounds that start at the layout's place in the window.
    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<CustomLayoutSpec>) -> Placements {
        let bounds = CGRect(origin: origin, size: size)
        return .many(context.tree.customLayouts.withLayout(of: context.node, context.spec) { layout, subviews, cache in
            context.tree.customLayouts.placements(of: context.node, in: bounds, proposal: proposal) {
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        })
    }

    /// The layout's `explicitAlignment(of:in:proposal:subviews:cache:)`, asked with bounds at
    /// the origin.
    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<CustomLayoutSpec>) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: context.tree.size(of: context.node, for: proposal))
        return context.tree.customLayouts.withLayout(of: context.node, context.spec) { layout, subviews, cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}
