import Foundation
import TrellisGraph

// Models: SwiftUI position(x:y:) (spec §6; OpenSwiftUI PositionLayout).

extension LayoutEngine {
    /// Models `position(x:y:)` sizing: the modifier takes the proposal; on an unspecified axis it
    /// takes the child's size for that proposal instead (not 10). Rule: ``LayoutRule/position``.
    func positionSize(child: NodeID?, node: NodeID, for proposal: ProposedViewSize) -> CGSize {
        if let width = proposal.width, let height = proposal.height {
            return CGSize(width: width, height: height)
        }
        let childSize = child.map { size(of: $0, for: proposal, askedBy: node) } ?? .zero
        return CGSize(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
    }

    /// Models `position(x:y:)` placement: the child is offered the modifier's own size and its
    /// centre is put at `point`, measured from the modifier's top-leading corner.
    func positionPlacement(_ child: NodeID, at point: CGPoint, size: CGSize) -> ChildPlacement {
        let proposal = ProposedViewSize(size)
        let childSize = self.size(of: child, for: proposal)
        return ChildPlacement(child: child, proposal: proposal, origin: CGPoint(x: point.x - childSize.width / 2, y: point.y - childSize.height / 2), size: childSize)
    }
}
