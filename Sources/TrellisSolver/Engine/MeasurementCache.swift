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

    /// The slots and their fill, behind a pointer so that lookups skip the exclusivity checks
    /// of a class's stored properties.
    private struct Table {
        var entries: UnsafeMutableBufferPointer<Entry>
        var count = 0
        /// Advanced by every store, so that a ``Vacancy`` can tell whether it is still vacant.
        var generation = 0
    }

    private let table: UnsafeMutablePointer<Table>

    /// Where a lookup that found nothing would put the answer: still right for the next store
    /// if nothing was stored in between (as when the node has no cached children).
    struct Vacancy {
        fileprivate let index: Int
        fileprivate let generation: Int
    }

    /// A table for a graph whose measurements are expected to number about `expected`.
    init(expected: Int) {
        var capacity = 64
        while capacity < expected * 2 { capacity <<= 1 }
        table = .allocate(capacity: 1)
        table.initialize(to: Table(entries: Self.allocate(capacity)))
    }

    deinit {
        free(table.pointee.entries.baseAddress)
        table.deinitialize(count: 1)
        table.deallocate()
    }

    /// Zeroed memory (every slot empty).
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
    private static func slot(_ node: Int32, _ width: UInt64, _ height: UInt64, mask: Int) -> Int {
        var hash = width &* 0xC2B2_AE3D_27D4_EB4F
        hash = (hash ^ (hash >> 29)) ^ (height &* 0x1656_67B1_9E37_79F9)
        hash ^= hash >> 32
        return (Int(UInt32(bitPattern: node)) &* 4 &+ Int(truncatingIfNeeded: hash & 7)) & mask
    }

    /// What a lookup finds: the remembered size, or where to remember one.
    enum Lookup {
        case found(CGSize)
        case vacant(Vacancy)
    }

    /// The size remembered for `node` and `proposal`, or where to remember it.
    func size(of node: NodeID, for proposal: ProposedViewSize) -> Lookup {
        let key = node.rawValue + 1, width = Self.bits(proposal.width), height = Self.bits(proposal.height)
        let entries = table.pointee.entries
        let mask = entries.count - 1
        var index = Self.slot(key, width, height, mask: mask)
        while true {
            let entry = entries[index]
            if entry.node == 0 { return .vacant(Vacancy(index: index, generation: table.pointee.generation)) }
            if entry.node == key, entry.width == width, entry.height == height { return .found(entry.size) }
            index = (index + 1) & mask
        }
    }

    /// Remembers `size` as `node`'s answer to `proposal`, at `vacancy` when it is still vacant.
    func store(_ size: CGSize, of node: NodeID, for proposal: ProposedViewSize, at vacancy: Vacancy) {
        let entry = Entry(node: node.rawValue + 1, width: Self.bits(proposal.width), height: Self.bits(proposal.height), size: size)
        table.pointee.generation += 1
        if (table.pointee.count + 1) * 2 > table.pointee.entries.count {
            grow()
        } else if vacancy.generation + 1 == table.pointee.generation {
            table.pointee.entries[vacancy.index] = entry
            table.pointee.count += 1
            return
        }
        insert(entry)
    }

    private func insert(_ entry: Entry) {
        let entries = table.pointee.entries
        let mask = entries.count - 1
        var index = Self.slot(entry.node, entry.width, entry.height, mask: mask)
        while entries[index].node != 0 {
            if entries[index].node == entry.node, entries[index].width == entry.width, entries[index].height == entry.height {
                entries[index].size = entry.size
                return
            }
            index = (index + 1) & mask
        }
        entries[index] = entry
        table.pointee.count += 1
    }

    private func grow() {
        let old = table.pointee.entries
        table.pointee.entries = Self.allocate(old.count * 2)
        table.pointee.count = 0
        for entry in old where entry.node != 0 { insert(entry) }
        free(old.baseAddress)
    }
}
