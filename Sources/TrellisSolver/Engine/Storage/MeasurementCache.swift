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
/// value are distinct keys. The table belongs to one layout, or to one layout session, and is
/// never shared.
///
/// A probe looks at most ``probeLimit`` slots from an answer's home slot. A layout session
/// keeps the answers of many layouts, and a node asked at a new proposal in each of them would
/// otherwise grow one run of occupied slots that every lookup near it walks to its end; when
/// the slots in reach are all taken, the new answer takes the place of one of the node's own
/// older answers (or, when there is none, of the last answer in reach), which a later question
/// computes again.
///
/// A session's table also notes the last layout that stored or found each answer, so that it
/// can drop the answers its last layout did not use (``keepOnlyLastLayoutsAnswers()``): a
/// window resized point by point leaves an answer per node behind at every width, and a
/// table crowded with them makes every lookup walk past them.
///
/// The slots are kept as columns: a probe reads the 4-byte node column, 16 slots a cache line,
/// and only a matching slot's key and size; and a new table zeroes only that column. The columns
/// live in the thread's scratch memory, which the next layout on the thread reuses.
final class MeasurementCache {
    /// The columns and their fill, behind a pointer so that lookups skip the exclusivity checks
    /// of a class's stored properties.
    private struct Table {
        /// Each slot's node index plus one; 0 marks an empty slot, whose other columns are
        /// undefined, and ``removed`` a slot whose answer was removed, which lookups step over
        /// and the next answer stored past it takes.
        var nodes: UnsafeMutableBufferPointer<Int32>
        var widths: UnsafeMutableBufferPointer<UInt64>
        var heights: UnsafeMutableBufferPointer<UInt64>
        var sizes: UnsafeMutableBufferPointer<CGSize>
        /// The last layout that stored or found each slot's answer, in a session's table.
        var uses: UnsafeMutableBufferPointer<UInt32>?
        var count = 0
        /// The slots between one node's first home slot and the next node's: up to 4 in a
        /// table sized for one layout, doubled each time the table grows, so that a node with
        /// many answers (a layout session's, over many windows) spreads them over a range of
        /// its own.
        var spread: Int
        /// Advanced by every store, so that a ``Vacancy`` can tell whether it is still vacant.
        var generation = 0

        init(capacity: Int, spread: Int, notesUses: Bool) {
            self.spread = spread
            nodes = ScratchMemory.take(capacity, of: Int32.self)
            nodes.initialize(repeating: 0)
            widths = ScratchMemory.take(capacity, of: UInt64.self)
            heights = ScratchMemory.take(capacity, of: UInt64.self)
            sizes = ScratchMemory.take(capacity, of: CGSize.self)
            uses = notesUses ? ScratchMemory.take(capacity, of: UInt32.self) : nil
        }

        func free() {
            ScratchMemory.giveBack(nodes)
            ScratchMemory.giveBack(widths)
            ScratchMemory.giveBack(heights)
            ScratchMemory.giveBack(sizes)
            if let uses { ScratchMemory.giveBack(uses) }
        }
    }

    private let table: UnsafeMutablePointer<Table>
    /// The slots and the spread of a new table.
    private let initialCapacity: Int, initialSpread: Int
    /// The layout being made, counted from 1, in a session's table.
    private var layout: UInt32 = 1

    /// The node column's mark for a removed answer: no node's index plus one.
    private static let removed: Int32 = -1

    /// The number of slots taken: answers held, and removed ones until their slots are taken
    /// again or the table grows.
    var count: Int { table.pointee.count }

    /// The number of slots: answers held, removed ones and empty slots.
    var slotCount: Int { table.pointee.nodes.count }

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

    /// A table for a graph of `nodeCount` nodes whose measurements are expected to number
    /// about `expected`; a session's table (`notesUses`) notes the layout that last used each
    /// answer.
    ///
    /// The nodes' home slots must not wrap around the table onto those of the first nodes, or
    /// the runs of the two would merge and grow with every answer a session adds; so the
    /// spread is at most the table's slots per node, and both double together as it grows.
    init(expected: Int, nodeCount: Int, notesUses: Bool = false) {
        var capacity = 64
        while Self.isCrowded(expected, capacity: capacity) { capacity <<= 1 }
        var spread = 4
        while spread > 1, spread * (nodeCount + 1) > capacity { spread >>= 1 }
        (initialCapacity, initialSpread) = (capacity, spread)
        table = .allocate(capacity: 1)
        table.initialize(to: Table(capacity: capacity, spread: spread, notesUses: notesUses))
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

    /// Whether `count` answers are too many for a table of `capacity` slots: more than three
    /// quarters full. A node's answers lie beside each other and beside its neighbours', so
    /// a fuller table still finds most answers within a cache line of their home slot, and it
    /// touches less memory: a layout of nested stacks gives each stack about six answers.
    @inline(__always)
    private static func isCrowded(_ count: Int, capacity: Int) -> Bool {
        count * 4 > capacity * 3
    }

    /// The most slots a probe looks at from an answer's home slot: far more than the answers
    /// one layout gives a node and its neighbours, so that only a session's pile of old
    /// answers ever meets it.
    private static let probeLimit = 64

    /// The slot holding the answer to (`key`, `width`, `height`), or where to store it: the
    /// first removed or empty slot in reach, else a slot in reach to overwrite.
    @inline(__always)
    private static func locate(_ key: Int32, _ width: UInt64, _ height: UInt64, in table: Table) -> (index: Int, found: Bool) {
        assert(table.nodes.count > 0 && table.nodes.count & (table.nodes.count - 1) == 0, "a table of \(table.nodes.count) slots, not a power of two")
        assert(key > 0, "key \(key) is not a node's (node ids start at 0, keys at 1)")
        let mask = table.nodes.count - 1
        var index = slot(key, width, height, spread: table.spread, mask: mask)
        var reusable = -1, older = -1
        for _ in 0..<probeLimit {
            let occupant = table.nodes[index]
            if occupant == 0 { return (reusable < 0 ? index : reusable, false) }
            if occupant == key {
                if table.widths[index] == width, table.heights[index] == height { return (index, true) }
                if older < 0 { older = index }
            } else if occupant == removed, reusable < 0 {
                reusable = index
            }
            index = (index + 1) & mask
        }
        return (reusable >= 0 ? reusable : older >= 0 ? older : (index - 1) & mask, false)
    }

    /// The size remembered for `node` and `proposal`, or where to remember it.
    func size(of node: NodeID, for proposal: ProposedViewSize) -> Lookup {
        let table = self.table.pointee
        let (index, found) = Self.locate(node.rawValue + 1, Self.bits(proposal.width), Self.bits(proposal.height), in: table)
        guard found else { return .vacant(Vacancy(index: index, generation: table.generation)) }
        if let uses = table.uses { uses[index] = layout }
        return .found(table.sizes[index])
    }

    /// Remembers `size` as `node`'s answer to `proposal`, at `vacancy` when it is still vacant.
    func store(_ size: CGSize, of node: NodeID, for proposal: ProposedViewSize, at vacancy: Vacancy) {
        let key = node.rawValue + 1, width = Self.bits(proposal.width), height = Self.bits(proposal.height)
        table.pointee.generation += 1
        if Self.isCrowded(table.pointee.count + 1, capacity: table.pointee.nodes.count) {
            grow()
        } else if vacancy.generation + 1 == table.pointee.generation {
            write(key, width, height, size, use: layout, at: vacancy.index)
            return
        }
        insert(key, width, height, size, use: layout)
    }

    /// Starts the next layout of a session.
    func beginLayout() {
        layout += 1
    }

    /// Drops every answer the last layout neither stored nor found, into a table of the size a
    /// new one has (or larger, if the answers kept need it).
    func keepOnlyLastLayoutsAnswers() {
        guard let uses = table.pointee.uses else { return }
        let old = table.pointee
        var kept = 0
        for index in old.nodes.indices where old.nodes[index] > 0 && uses[index] == layout { kept += 1 }
        var capacity = initialCapacity, spread = initialSpread
        while Self.isCrowded(kept, capacity: capacity) { (capacity, spread) = (capacity * 2, spread * 2) }
        table.pointee = Table(capacity: capacity, spread: spread, notesUses: true)
        table.pointee.generation = old.generation + 1
        for index in old.nodes.indices where old.nodes[index] > 0 && uses[index] == layout {
            insert(old.nodes[index], old.widths[index], old.heights[index], old.sizes[index], use: layout)
        }
        old.free()
    }

    /// Whether an answer of `node` for `proposal` is remembered.
    func contains(_ node: NodeID, for proposal: ProposedViewSize) -> Bool {
        Self.locate(node.rawValue + 1, Self.bits(proposal.width), Self.bits(proposal.height), in: table.pointee).found
    }

    /// Removes every answer of `node` (for a layout session whose graph changed there).
    ///
    /// A node's home slots are the `2 × spread` from `spread` times its index, and an answer
    /// lies within ``probeLimit`` slots of its home slot.
    func removeAnswers(of node: NodeID) {
        let key = node.rawValue + 1
        let table = self.table.pointee
        let mask = table.nodes.count - 1
        let first = Int(UInt32(bitPattern: key)) &* table.spread
        for offset in 0..<min(2 &* table.spread &+ Self.probeLimit, mask + 1) {
            let index = (first &+ offset) & mask
            if table.nodes[index] == key { table.nodes[index] = Self.removed }
        }
    }

    /// Adds every answer of `other` whose node `newNode` maps to a node (a session's graph
    /// changed: the nodes it maps kept their subtrees, under new IDs).
    func copyAnswers(of other: MeasurementCache, movedBy newNode: (NodeID) -> NodeID?) {
        let old = other.table.pointee
        for index in old.nodes.indices where old.nodes[index] > 0 {
            guard let node = newNode(NodeID(old.nodes[index] - 1)) else { continue }
            if Self.isCrowded(table.pointee.count + 1, capacity: table.pointee.nodes.count) { grow() }
            insert(node.rawValue + 1, old.widths[index], old.heights[index], old.sizes[index], use: layout)
        }
        table.pointee.generation += 1
    }

    /// Writes an answer last used in layout `use` into slot `index`.
    @inline(__always)
    private func write(_ key: Int32, _ width: UInt64, _ height: UInt64, _ size: CGSize, use: UInt32, at index: Int) {
        assert(index >= 0 && index < table.pointee.nodes.count, "slot \(index) outside a table of \(table.pointee.nodes.count)")
        // A removed or overwritten answer's slot is counted already.
        if table.pointee.nodes[index] == 0 { table.pointee.count += 1 }
        table.pointee.nodes[index] = key
        table.pointee.widths[index] = width
        table.pointee.heights[index] = height
        table.pointee.sizes[index] = size
        if let uses = table.pointee.uses { uses[index] = use }
    }

    private func insert(_ key: Int32, _ width: UInt64, _ height: UInt64, _ size: CGSize, use: UInt32) {
        let (index, found) = Self.locate(key, width, height, in: table.pointee)
        if found {
            table.pointee.sizes[index] = size
            if let uses = table.pointee.uses { uses[index] = use }
        } else {
            write(key, width, height, size, use: use, at: index)
        }
    }

    private func grow() {
        let old = table.pointee
        table.pointee = Table(capacity: old.nodes.count * 2, spread: old.spread * 2, notesUses: old.uses != nil)
        table.pointee.generation = old.generation
        for index in old.nodes.indices where old.nodes[index] > 0 {
            insert(old.nodes[index], old.widths[index], old.heights[index], old.sizes[index], use: old.uses?[index] ?? layout)
        }
        old.free()
    }
}
