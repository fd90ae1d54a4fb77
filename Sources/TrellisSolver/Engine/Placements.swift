import Foundation
import TrellisGraph

/// Where a container puts one child: the proposal it gives it and the child's origin in the
/// container's coordinates.
struct ChildPlacement {
    var child: NodeID
    var proposal: ProposedViewSize
    var origin: CGPoint
    /// The size the child chose for `proposal`, when the container measured it on the way.
    var size: CGSize?
    /// The index in the trace of the decision that gave the child its proposal, −1 for none.
    /// Kept in 4 bytes: a big stack's placements are many.
    private var decisionIndex: Int32

    init(child: NodeID, proposal: ProposedViewSize, origin: CGPoint, size: CGSize? = nil, decision: Int? = nil) {
        self.child = child
        self.proposal = proposal
        self.origin = origin
        self.size = size
        decisionIndex = decision.map { Int32(truncatingIfNeeded: $0) } ?? -1
    }

    /// The index in the trace of the decision that gave the child its proposal, in explain mode.
    var decision: Int? { decisionIndex < 0 ? nil : Int(decisionIndex) }
}

/// Where a node puts its children: none for a leaf, one for a modifier (without allocating),
/// several for a container.
enum Placements {
    case none
    case one(ChildPlacement)
    case many([ChildPlacement])

    /// Every placement, in the order the node gives them.
    var all: [ChildPlacement] {
        switch self {
        case .none: return []
        case .one(let placement): return [placement]
        case .many(let placements): return placements
        }
    }
}
