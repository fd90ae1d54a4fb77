import Foundation
import TrellisGraph

/// Remembers every size the solver computed, per node and proposal.
///
/// Each node keeps its own short list of (proposal, size) entries, newest first; a node is
/// rarely asked more than a handful of different questions, so a lookup compares a few keys
/// instead of hashing. Proposals are compared by the bit patterns of their dimensions (with
/// `-0` folded into `0`), so `nil`, `0`, `∞` and every finite value are distinct keys.
struct MeasurementCache {
    private static let none: Int32 = -1

    /// The newest entry of each node, or `none`.
    private var newest: [Int32]
    private var widths: [UInt64] = []
    private var heights: [UInt64] = []
    private var sizes: [CGSize] = []
    /// The next older entry of the same node, or `none`.
    private var older: [Int32] = []

    init(nodeCount: Int) {
        newest = [Int32](repeating: Self.none, count: nodeCount)
        let expected = nodeCount * 3
        widths.reserveCapacity(expected)
        heights.reserveCapacity(expected)
        sizes.reserveCapacity(expected)
        older.reserveCapacity(expected)
    }

    @inline(__always)
    private static func bits(_ value: CGFloat?) -> UInt64 {
        guard let value else { return UInt64.max }
        return Double(value == 0 ? 0 : value).bitPattern
    }

    func size(of node: NodeID, for proposal: ProposedViewSize) -> CGSize? {
        let width = Self.bits(proposal.width), height = Self.bits(proposal.height)
        var entry = newest[node.index]
        while entry != Self.none {
            let index = Int(entry)
            if widths[index] == width, heights[index] == height { return sizes[index] }
            entry = older[index]
        }
        return nil
    }

    mutating func store(_ size: CGSize, of node: NodeID, for proposal: ProposedViewSize) {
        widths.append(Self.bits(proposal.width))
        heights.append(Self.bits(proposal.height))
        sizes.append(size)
        older.append(newest[node.index])
        newest[node.index] = Int32(sizes.count - 1)
    }
}
