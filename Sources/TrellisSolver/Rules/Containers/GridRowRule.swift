import Foundation
import TrellisGraph

// Models: SwiftUI's `GridRow` — documented in the LayoutRules article, §9 (grids).

/// A row of a `Grid` takes the size the grid gives it and puts its cells where the grid
/// decided (``GridRule``); a `GridRow` anywhere else is laid out as a grid of one row.
enum GridRowRule: ContainerRule {
    typealias Spec = GridRowSpec

    /// Its answers are cached like any view's.
    static func cachePolicy(_ spec: GridRowSpec, children: ChildFacts<CachePolicy>) -> CachePolicy { .cached }

    static func lengthOrigin(_ spec: GridRowSpec, along axis: Axis, length: CGFloat) -> LengthOrigin { .fromChildren }

    /// Its children may lie anywhere inside it, the window or a safe area.
    static func childBounds(_ spec: GridRowSpec, at frame: CGRect, in context: NodeContext) -> ChildBounds { ChildBounds() }

    /// It reports no guides of its own (its guide passing is `.none`).
    static func explicitGuide(_ key: AlignmentKey, _ spec: GridRowSpec, proposal: ProposedViewSize, in context: NodeContext) -> CGFloat? {
        nil
    }

    /// Its answer may depend on both dimensions of its proposal.
    static func readDimensions(_ spec: GridRowSpec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions { .both }

    static func priorityPassing(_ spec: GridRowSpec, childCount: Int) -> PriorityPassing { .readsChildren }

    static func spacing(_ spec: GridRowSpec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing { .none }

    static func childContext(_ spec: GridRowSpec, _ context: InheritedContext, child index: Int, graph: LayoutGraph) -> InheritedContext {
        context.outsideStacks
    }

    static func guidePassing(_ spec: GridRowSpec, childCount: Int) -> GuidePassing { .none }

    static func mayAlignChildren(on key: AlignmentKey, _ spec: GridRowSpec) -> Bool { true }

    static func name(_ spec: GridRowSpec, in context: NodeContext) -> LayoutRule { .grid }

    static func size(_ spec: GridRowSpec, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize {
        guard !context.facts.isRowOfGrid(context.node) else { return proposal.replacingUnspecifiedDimensions() }
        return GridRule.measure(context.node, GridRule.structure(of: context.node, GridSpec(), in: context), for: proposal, in: context).size
    }

    static func placements(_ spec: GridRowSpec, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext) -> Placements {
        guard !context.facts.isRowOfGrid(context.node) else { return .many(context.state(GridRule.RowPlacements.self).cells[context.node] ?? []) }
        return .many(GridRule.placements(of: context.node, GridSpec(), proposal: proposal, in: context))
    }
}
