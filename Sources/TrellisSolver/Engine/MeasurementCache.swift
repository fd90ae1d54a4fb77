import Foundation
import TrellisGraph

/// Remembers every size the solver computed, per node and proposal.
///
/// An open-addressing hash table keyed by (node, width bits, height bits). A node's answers
/// start at four slots per node index plus a small hash of the proposal, so they lie side by
/// side, next to those of the node's siblings: a parent probing a child at 0, ∞ and its share
/// finds all three in memory it has just touched, which on trees of 100,000 nodes halves the
/// layout time against a hash that scatters them. Proposals are compared by the bit
/// patterns of their dimensions (with `-0` folded into `0`), so `nil`, `0`, `∞` and every finite
/// value are distinct keys. The table belongs to one layout and is never shared.
final class MeasurementCache {
    private struct Entry {
        /// The node's index plus one; 0 marks an empty slot.
        var node: Int32
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    private var entries: UnsafeMutableBufferPointer<Entry>
    private var count = 0

    /// A table for a graph whose measurements are expected to number about `expected`.
    init(expected: Int) {
        var capacity = 64
        while capacity < expected * 2 { capacity <<= 1 }
        entries = Self.allocate(capacity)
    }

    deinit { free(entries.baseAddress) }

    /// Zeroed memory (every slot empty), which the system hands out lazily, page by page.
    private static func allocate(_ capacity: Int) -> UnsafeMutableBufferPointer<Entry> {
        guard let memory = calloc(capacity, MemoryLayout<Entry>.stride) else {
            fatalError("out of memory for \(capacity) cached measurements")
        }
        return UnsafeMutableBufferPointer(start: memory.bindMemory(to: Entry.self, capacity: capacity), count: capacity)
    }

    @inline(__always)
    private static func bits(_ value: CGFloat?) -> UInt64 {
        guard let value else { return UInt64.max }
        return Double(value == 0 ? 0 : value).bitPattern
    }

    @inline(__always)
    private func slot(_ node: Int32, _ width: UInt64, _ height: UInt64) -> Int {
        var hash = width &* 0xC2B2_AE3D_27D4_EB4F
        hash = (hash ^ (hash >> 29)) ^ (height &* 0x1656_67B1_9E37_79F9)
        hash ^= hash >> 32
        return (Int(UInt32(bitPattern: node)) &* 4 &+ Int(truncatingIfNeeded: hash & 7)) & (entries.count - 1)
    }

    /// The size remembered for `node` and `proposal`, if any.
    func size(of node: NodeID, for proposal: ProposedViewSize) -> CGSize? {
        let key = node.rawValue + 1, width = Self.bits(proposal.width), height = Self.bits(proposal.height)
        var index = slot(key, width, height)
        let mask = entries.count - 1
        while true {
            let entry = entries[index]
            if entry.node == 0 { return nil }
            if entry.node == key, entry.width == width, entry.height == height { return entry.size }
            index = (index + 1) & mask
        }
    }

    /// Remembers `size` as `node`'s answer to `proposal`.
    func store(_ size: CGSize, of node: NodeID, for proposal: ProposedViewSize) {
        if (count + 1) * 2 > entries.count { grow() }
        insert(Entry(node: node.rawValue + 1, width: Self.bits(proposal.width), height: Self.bits(proposal.height), size: size))
    }

    private func insert(_ entry: Entry) {
        let mask = entries.count - 1
        var index = slot(entry.node, entry.width, entry.height)
        while entries[index].node != 0 {
            if entries[index].node == entry.node, entries[index].width == entry.width, entries[index].height == entry.height {
                entries[index].size = entry.size
                return
            }
            index = (index + 1) & mask
        }
        entries[index] = entry
        count += 1
    }

    private func grow() {
        let old = entries
        entries = Self.allocate(old.count * 2)
        count = 0
        for entry in old where entry.node != 0 { insert(entry) }
        free(old.baseAddress)
    }
}
