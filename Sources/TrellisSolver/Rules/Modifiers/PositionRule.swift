import Foundation
import TrellisGraph

// Models: SwiftUI's `position(x:y:)` — documented in the LayoutRules article, §6.

/// The modifier takes the proposal (on an unspecified axis, the child's size for that proposal
/// instead of 10), offers the child its own size and puts the child's centre at the point,
/// measured from its top-leading corner.
enum PositionRule: ModifierRule {
    typealias Spec = CGPoint

    static func normalize(_ spec: inout CGPoint, _ report: inout NormalizationReport) {
        spec.x = report.usableLength(spec.x, .positionX, allowNegative: true)
        spec.y = report.usableLength(spec.y, .positionY, allowNegative: true)
    }

    static func priorityPassing(in context: FactsContext<CGPoint>) -> PriorityPassing { .hides }

    static func name(in context: NodeContext<CGPoint>) -> LayoutRule { .position }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<CGPoint>) -> CGSize {
        if let width = proposal.width, let height = proposal.height {
            return CGSize(width: width, height: height)
        }
        let childSize = context.sizeOfOnlyChild(for: proposal)
        return CGSize(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<CGPoint>) -> Placements {
        guard let child = context.firstChild else { return .none }
        let childProposal = ProposedViewSize(size)
        let childSize = context.size(of: child, for: childProposal)
        let childOrigin = CGPoint(x: context.spec.x - childSize.width / 2, y: context.spec.y - childSize.height / 2)
        return .one(ChildPlacement(child: child, proposal: childProposal, origin: childOrigin, size: childSize))
    }

    /// The view is put where the position says, which may lie beyond the modifier's frame.
    static func childBounds(at frame: CGRect, in context: NodeContext<CGPoint>) -> ChildBounds {
        ChildBounds(mayLeaveNode: true)
    }
}
