import Foundation
import TrellisGraph

/// Remembers every size the solver computed, per node and proposal.
///
/// Proposals are compared by the bit patterns of their dimensions (with `-0` folded into `0`),
/// so `nil`, `0`, `∞` and every finite value are distinct keys.
struct MeasurementCache {
    private struct Key: Hashable {
        let node: Int32
        let width: UInt64
        let height: UInt64
    }

    private var sizes: [Key: CGSize] = [:]

    init(expectedNodes: Int) {
        sizes.reserveCapacity(expectedNodes * 3)
    }

    private static func bits(_ value: CGFloat?) -> UInt64 {
        guard let value else { return UInt64.max }
        return Double(value == 0 ? 0 : value).bitPattern
    }

    private static func key(_ node: NodeID, _ proposal: ProposedViewSize) -> Key {
        Key(node: node.rawValue, width: bits(proposal.width), height: bits(proposal.height))
    }

    func size(of node: NodeID, for proposal: ProposedViewSize) -> CGSize? {
        sizes[Self.key(node, proposal)]
    }

    mutating func store(_ size: CGSize, of node: NodeID, for proposal: ProposedViewSize) {
        sizes[Self.key(node, proposal)] = size
    }
}
