import Foundation
import TrellisGraph

// Models: SwiftUI's `GridRow` — documented in the LayoutRules article, §9 (grids).

/// A row of a `Grid` takes the size the grid gives it and puts its cells where the grid
/// decided (``GridRule``); a `GridRow` anywhere else is laid out as a grid of one row.
enum GridRowRule: ContainerRule {
    typealias Spec = GridRowSpec

    /// Its answers are cached like any view's.
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<GridRowSpec>) -> CachePolicy { .cached }

    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<GridRowSpec>) -> LengthOrigin { .fromChildren }

    /// Its children may lie anywhere inside it, the window or a safe area.
    static func childBounds(at frame: CGRect, in context: NodeContext<GridRowSpec>) -> ChildBounds { ChildBounds() }

    /// It reports no guides of its own (its guide passing is `.none`).
    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<GridRowSpec>) -> CGFloat? {
        nil
    }

    /// Its answer may depend on both dimensions of its proposal.
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<GridRowSpec>) -> ProposalDimensions { .both }

    static func priorityPassing(in context: FactsContext<GridRowSpec>) -> PriorityPassing { .readsChildren }

    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<GridRowSpec>) -> EdgeSpacing { .none }

    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<GridRowSpec>) -> InheritedContext {
        inherited.outsideStacks
    }

    static func guidePassing(in context: FactsContext<GridRowSpec>) -> GuidePassing { .none }

    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<GridRowSpec>) -> Bool { true }

    static func name(in context: NodeContext<GridRowSpec>) -> LayoutRule { .grid }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<GridRowSpec>) -> CGSize {
        guard !context.facts.isRowOfGrid(context.node) else { return proposal.replacingUnspecifiedDimensions() }
        let grid = NodeContext(context, spec: GridSpec())
        return GridRule.measure(context.node, GridRule.structure(of: context.node, grid.spec, in: grid), for: proposal, in: grid).size
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<GridRowSpec>) -> Placements {
        guard !context.facts.isRowOfGrid(context.node) else { return .many(context.state(GridRule.RowPlacements.self).cells[context.node] ?? []) }
        return .many(GridRule.placements(of: context.node, proposal: proposal, in: NodeContext(context, spec: GridSpec())))
    }
}
