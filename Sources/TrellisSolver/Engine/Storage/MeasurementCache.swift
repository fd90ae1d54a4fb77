import Foundation
import TrellisGraph
import TrellisSupport

/// Remembers every size the solver computed, per node and proposal.
///
/// An open-addressing hash table keyed by (node, width bits, height bits). A node's answers
/// start at four slots per node index (``Table/spread``) plus a small hash of the proposal, so they lie side by
/// side, next to those of the node's siblings: a parent probing a child at 0, ∞ and its share
/// finds all three in memory it has just touched, which on trees of 100,000 nodes halves the
/// layout time against a hash that scatters them. Proposals are compared by the bit
/// patterns of their dimensions (with `-0` folded into `0`), so `nil`, `0`, `∞` and every finite
/// value are distinct keys. The table belongs to one layout and is never shared.
///
/// The slots are kept as columns: a probe reads the 4-byte node column, 16 slots a cache line,
/// and only a matching slot's key and size; and a new table zeroes only that column. The columns
/// live in the thread's scratch memory, which the next layout on the thread reuses.
final class MeasurementCache {
    /// The columns and their fill, behind a pointer so that lookups skip the exclusivity checks
    /// of a class's stored properties.
    private struct Table {
        /// Each slot's node index plus one; 0 marks an empty slot, whose other columns are
        /// undefined, and ``removed`` a slot whose answer was removed, which lookups step over.
        var nodes: UnsafeMutableBufferPointer<Int32>
        var widths: UnsafeMutableBufferPointer<UInt64>
        var heights: UnsafeMutableBufferPointer<UInt64>
        var sizes: UnsafeMutableBufferPointer<CGSize>
        var count = 0
        /// The slots between one node's first home slot and the next node's: 4 in a table
        /// sized for one layout, doubled each time the table grows, so that a node with many
        /// answers (a layout session's, over many windows) spreads them over a range of its own.
        var spread: Int
        /// Advanced by every store, so that a ``Vacancy`` can tell whether it is still vacant.
        var generation = 0

        init(capacity: Int, spread: Int) {
            self.spread = spread
            nodes = ScratchMemory.take(capacity, of: Int32.self)
            nodes.initialize(repeating: 0)
            widths = ScratchMemory.take(capacity, of: UInt64.self)
            heights = ScratchMemory.take(capacity, of: UInt64.self)
            sizes = ScratchMemory.take(capacity, of: CGSize.self)
        }

        func free() {
            ScratchMemory.giveBack(nodes)
            ScratchMemory.giveBack(widths)
            ScratchMemory.giveBack(heights)
            ScratchMemory.giveBack(sizes)
        }
    }

    private let table: UnsafeMutablePointer<Table>

    /// The node column's mark for a removed answer: no node's index plus one.
    private static let removed: Int32 = -1

    /// The number of answers held, removed ones included until the table grows.
    var count: Int { table.pointee.count }

    /// Where a lookup that found nothing would put the answer: still right for the next store
    /// if nothing was stored in between (as when the node has no cached children).
    struct Vacancy {
        fileprivate let index: Int
        fileprivate let generation: Int
    }

    /// What a lookup finds: the remembered size, or where to remember one.
    enum Lookup {
        case found(CGSize)
        case vacant(Vacancy)
    }

    /// A table for a graph whose measurements are expected to number about `expected`.
    init(expected: Int) {
        var capacity = 64
        while capacity < expected * 2 { capacity <<= 1 }
        table = .allocate(capacity: 1)
        table.initialize(to: Table(capacity: capacity, spread: 4))
    }

    deinit {
        table.pointee.free()
        table.deinitialize(count: 1)
        table.deallocate()
    }

    @inline(__always)
    private static func bits(_ value: CGFloat?) -> UInt64 {
        guard let value else { return UInt64.max }
        return Double(value == 0 ? 0 : value).bitPattern
    }

    @inline(__always)
    private static func slot(_ node: Int32, _ width: UInt64, _ height: UInt64, spread: Int, mask: Int) -> Int {
        var hash = width &* 0xC2B2_AE3D_27D4_EB4F
        hash = (hash ^ (hash >> 29)) ^ (height &* 0x1656_67B1_9E37_79F9)
        hash ^= hash >> 32
        return (Int(UInt32(bitPattern: node)) &* spread &+ (Int(truncatingIfNeeded: hash) & (2 &* spread &- 1))) & mask
    }

    /// The size remembered for `node` and `proposal`, or where to remember it.
    func size(of node: NodeID, for proposal: ProposedViewSize) -> Lookup {
        let key = node.rawValue + 1, width = Self.bits(proposal.width), height = Self.bits(proposal.height)
        let table = self.table.pointee
        let mask = table.nodes.count - 1
        var index = Self.slot(key, width, height, spread: table.spread, mask: mask)
        while true {
            let occupant = table.nodes[index]
            if occupant == 0 { return .vacant(Vacancy(index: index, generation: table.generation)) }
            if occupant == key, table.widths[index] == width, table.heights[index] == height { return .found(table.sizes[index]) }
            index = (index + 1) & mask
        }
    }

    /// Remembers `size` as `node`'s answer to `proposal`, at `vacancy` when it is still vacant.
    func store(_ size: CGSize, of node: NodeID, for proposal: ProposedViewSize, at vacancy: Vacancy) {
        let key = node.rawValue + 1, width = Self.bits(proposal.width), height = Self.bits(proposal.height)
        table.pointee.generation += 1
        if (table.pointee.count + 1) * 2 > table.pointee.nodes.count {
            grow()
        } else if vacancy.generation + 1 == table.pointee.generation {
            write(key, width, height, size, at: vacancy.index)
            return
        }
        insert(key, width, height, size)
    }

    /// Removes every answer of `node` (for a layout session whose graph changed there).
    ///
    /// An answer lies in the run of occupied slots that starts at its home slot, and a node's
    /// home slots are the `2 × spread` from `spread` times its index; so its answers all lie
    /// between the first of those and the first empty slot after the last.
    func removeAnswers(of node: NodeID) {
        let key = node.rawValue + 1
        let table = self.table.pointee
        let mask = table.nodes.count - 1
        let first = Int(UInt32(bitPattern: key)) &* table.spread
        var offset = 0
        while offset < 2 &* table.spread || table.nodes[(first &+ offset) & mask] != 0 {
            let index = (first &+ offset) & mask
            if table.nodes[index] == key { table.nodes[index] = Self.removed }
            offset += 1
            if offset > mask { break }
        }
    }

    @inline(__always)
    private func write(_ key: Int32, _ width: UInt64, _ height: UInt64, _ size: CGSize, at index: Int) {
        table.pointee.nodes[index] = key
        table.pointee.widths[index] = width
        table.pointee.heights[index] = height
        table.pointee.sizes[index] = size
        table.pointee.count += 1
    }

    private func insert(_ key: Int32, _ width: UInt64, _ height: UInt64, _ size: CGSize) {
        let table = self.table.pointee
        let mask = table.nodes.count - 1
        var index = Self.slot(key, width, height, spread: table.spread, mask: mask)
        while table.nodes[index] != 0 {
            if table.nodes[index] == key, table.widths[index] == width, table.heights[index] == height {
                table.sizes[index] = size
                return
            }
            index = (index + 1) & mask
        }
        write(key, width, height, size, at: index)
    }

    private func grow() {
        let old = table.pointee
        table.pointee = Table(capacity: old.nodes.count * 2, spread: old.spread * 2)
        table.pointee.generation = old.generation
        for index in old.nodes.indices where old.nodes[index] > 0 {
            insert(old.nodes[index], old.widths[index], old.heights[index], old.sizes[index])
        }
        old.free()
    }
}
