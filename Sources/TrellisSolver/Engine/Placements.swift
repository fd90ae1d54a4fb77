import Foundation
import TrellisGraph

/// Where a container puts one child: the proposal it gives it and the child's origin in the
/// container's coordinates.
struct ChildPlacement {
    var child: NodeID
    var proposal: ProposedViewSize
    var origin: CGPoint
    /// The size the child chose for `proposal`, when the container measured it on the way.
    var size: CGSize? = nil
    /// The index in the trace of the decision that gave the child its proposal, in explain mode.
    var decision: Int? = nil
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
