import Foundation
import TrellisGraph

// Models: SwiftUI's `gridCellColumns(_:)`, `gridColumnAlignment(_:)` and
// `gridCellAnchor(_:)` — documented in the LayoutRules article, §9 (grids).

/// The grid cell modifiers lay out as their child; the `Grid` around them reads their
/// parameters (see ``GridRule``).
enum GridCellRule: ModifierRule {
    typealias Spec = GridCellSpec

    static func normalize(_ spec: inout GridCellSpec, _ report: inout NormalizationReport) {
        guard let columns = spec.columns, columns < 1 else { return }
        report.replaced(.gridCellColumns, CGFloat(columns), with: .value(1))
        spec.columns = 1
    }

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<GridCellSpec>) -> ProposalDimensions { children.first ?? [] }

    static func name(in context: NodeContext<GridCellSpec>) -> LayoutRule { .sizeOfChild }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<GridCellSpec>) -> CGSize {
        context.sizeOfOnlyChild(for: proposal)
    }
}
