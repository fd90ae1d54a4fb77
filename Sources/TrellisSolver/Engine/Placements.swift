import Foundation
import TrellisGraph
import TrellisSupport

/// Where a container puts one child: the proposal it gives it and the child's origin in the
/// container's coordinates.
///
/// A big stack keeps one for each of its children while it measures and places them, so the
/// optional dimensions are stored as plain values with a NaN of their own for `nil` (56 bytes
/// instead of 80). No arithmetic makes that NaN: a NaN a layout computes reads back as NaN.
struct ChildPlacement {
    var child: NodeID
    /// The index in the trace of the decision that gave the child its proposal, −1 for none.
    private var decisionIndex: Int32
    private var proposalWidth: CGFloat, proposalHeight: CGFloat
    var origin: CGPoint
    private var sizeWidth: CGFloat, sizeHeight: CGFloat

    init(child: NodeID, proposal: ProposedViewSize, origin: CGPoint, size: CGSize? = nil, decision: Int? = nil) {
        self.child = child
        decisionIndex = decision.map { Int32(truncatingIfNeeded: $0) } ?? -1
        proposalWidth = Self.stored(proposal.width)
        proposalHeight = Self.stored(proposal.height)
        self.origin = origin
        sizeWidth = size?.width ?? Self.absent
        sizeHeight = size?.height ?? Self.absent
    }

    /// The proposal the container gives the child.
    var proposal: ProposedViewSize {
        ProposedViewSize(width: Self.read(proposalWidth), height: Self.read(proposalHeight))
    }

    /// The size the child chose for ``proposal``, when the container measured it on the way.
    var size: CGSize? {
        Self.isAbsent(sizeWidth) ? nil : CGSize(width: sizeWidth, height: sizeHeight)
    }

    /// The index in the trace of the decision that gave the child its proposal, in explain mode.
    var decision: Int? { decisionIndex < 0 ? nil : Int(decisionIndex) }

    /// The value that stands for an absent dimension: a quiet NaN with a payload of its own.
    private static let absent = CGFloat(bitPattern: 0x7FF8_0000_0000_0A5E)

    @inline(__always)
    private static func isAbsent(_ value: CGFloat) -> Bool { value.bitPattern == absent.bitPattern }

    @inline(__always)
    private static func stored(_ value: CGFloat?) -> CGFloat { value ?? absent }

    @inline(__always)
    private static func read(_ value: CGFloat) -> CGFloat? { isAbsent(value) ? nil : value }
}

/// Where a node puts its children: none for a leaf, one for a modifier (without allocating),
/// several for a container.
enum Placements {
    case none
    case one(ChildPlacement)
    case many([ChildPlacement])
    /// Several, in the room a stack's measurement was kept in (``KeptMeasurements``), which
    /// its owner gives back to scratch memory once no one holds it.
    case taken(KeptPlacements)

    /// Every placement, in the order the node gives them.
    func all() -> [ChildPlacement] {
        switch self {
        case .none: return []
        case .one(let placement): return [placement]
        case .many(let placements): return placements
        case .taken(let kept): return Array(kept.placements)
        }
    }
}
