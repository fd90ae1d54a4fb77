import TrellisSupport

/// The values a graph keeps for each node: its kind, where its children are, the code of its
/// colour (see ``ColorPalette``) and whether it has a parent yet, as columns in memory of their
/// own that grow together as nodes are added.
///
/// A graph is built a node at a time, and adding a node to four arrays checked each array's
/// buffer for uniqueness and room, a large share of lowering's work on a flat tree. The table
/// checks its one buffer once. It is a value: a copy shares the columns until one of
/// the two changes them.
@usableFromInline
package struct NodeTable: Sendable {
    /// The columns, shared by copies of the table until one of them writes.
    @usableFromInline
    final class Columns: @unchecked Sendable {
        /// The number of nodes. Read on every access to a node and written by a table that
        /// owns the columns alone, so it skips the dynamic exclusivity checks of a class's
        /// stored property, which cost more than adding a node.
        @usableFromInline
        @exclusivity(unchecked) var count = 0
        /// The number of nodes there is room for.
        let capacity: Int
        @usableFromInline
        let kinds: UnsafeMutablePointer<NodeKind>
        @usableFromInline
        let childRanges: UnsafeMutablePointer<ChildRange>
        let colorCodes: UnsafeMutablePointer<UInt16>
        let hasParent: UnsafeMutablePointer<Bool>

        /// Room for `capacity` nodes. The columns of a large graph are advised as huge pages: a
        /// graph of 100,000 views fills 17 MB, which in 4 KB pages costs a fault every few dozen
        /// nodes.
        init(capacity: Int) {
            self.capacity = capacity
            kinds = .allocate(capacity: capacity)
            childRanges = .allocate(capacity: capacity)
            colorCodes = .allocate(capacity: capacity)
            hasParent = .allocate(capacity: capacity)
            Self.adviseHugePages(kinds, capacity)
            Self.adviseHugePages(childRanges, capacity)
        }

        /// A copy of these columns with room for `capacity` nodes.
        func copy(capacity: Int) -> Columns {
            let copy = Columns(capacity: capacity)
            copy.kinds.initialize(from: kinds, count: count)
            copy.childRanges.initialize(from: childRanges, count: count)
            copy.colorCodes.initialize(from: colorCodes, count: count)
            copy.hasParent.initialize(from: hasParent, count: count)
            copy.count = count
            return copy
        }

        deinit {
            kinds.deinitialize(count: count)
            kinds.deallocate()
            childRanges.deallocate()
            colorCodes.deallocate()
            hasParent.deallocate()
        }

        private static func adviseHugePages<Element>(_ column: UnsafeMutablePointer<Element>, _ capacity: Int) {
            let byteCount = capacity * MemoryLayout<Element>.stride
            guard byteCount >= HugePages.size else { return }
            HugePages.advise(UnsafeMutableRawPointer(column), byteCount: byteCount)
        }
    }

    @usableFromInline
    var columns = Columns(capacity: 0)

    /// The number of nodes.
    @inlinable
    package var count: Int { columns.count }

    /// The number of nodes the table has room for before it must grow.
    package var capacity: Int { columns.capacity }

    /// The kind of the node at `index`.
    @inlinable
    package func kind(at index: Int) -> NodeKind {
        precondition(index >= 0 && index < columns.count, "node \(index) is not in a graph of \(columns.count) nodes")
        return columns.kinds[index]
    }

    /// Where the children of the node at `index` are in the graph's child list.
    @inlinable
    package func childRange(at index: Int) -> ChildRange {
        precondition(index >= 0 && index < columns.count, "node \(index) is not in a graph of \(columns.count) nodes")
        return columns.childRanges[index]
    }

    /// The code of the colour of the node at `index`.
    func colorCode(at index: Int) -> UInt16 {
        precondition(index >= 0 && index < columns.count, "node \(index) is not in a graph of \(columns.count) nodes")
        return columns.colorCodes[index]
    }

    /// Whether the node at `index` has been given a parent.
    func hasParent(_ index: Int) -> Bool {
        precondition(index >= 0 && index < columns.count, "node \(index) is not in a graph of \(columns.count) nodes")
        return columns.hasParent[index]
    }

    /// Every node's kind, valid for the call of `body`.
    func withKinds<Result>(_ body: (UnsafeBufferPointer<NodeKind>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(columns) { try body(UnsafeBufferPointer(start: columns.kinds, count: columns.count)) }
    }

    /// Every node's child range, valid for the call of `body`.
    func withChildRanges<Result>(_ body: (UnsafeBufferPointer<ChildRange>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(columns) { try body(UnsafeBufferPointer(start: columns.childRanges, count: columns.count)) }
    }

    /// Adds a node without a parent.
    @inline(__always)
    mutating func append(_ kind: NodeKind, childRange: ChildRange, colorCode: UInt16) {
        makeRoom(for: columns.count + 1)
        let index = columns.count
        (columns.kinds + index).initialize(to: kind)
        (columns.childRanges + index).initialize(to: childRange)
        (columns.colorCodes + index).initialize(to: colorCode)
        (columns.hasParent + index).initialize(to: false)
        columns.count = index + 1
    }

    /// Gives the node at `index` the kind `kind`.
    mutating func setKind(_ kind: NodeKind, at index: Int) {
        precondition(index >= 0 && index < columns.count, "node \(index) is not in a graph of \(columns.count) nodes")
        makeRoom(for: columns.count)
        columns.kinds[index] = kind
    }

    /// Marks the node at `index` as having a parent, and tells whether it had none.
    @inline(__always)
    mutating func adopt(_ index: Int) -> Bool {
        guard index >= 0, index < columns.count, !columns.hasParent[index] else { return false }
        makeRoom(for: columns.count)
        columns.hasParent[index] = true
        return true
    }

    /// Makes room for `nodes` nodes in all.
    mutating func reserveCapacity(_ nodes: Int) {
        guard nodes > columns.capacity else { return }
        columns = columns.copy(capacity: nodes)
    }

    /// Makes the columns the table's own, with room for `count` nodes: copied when another
    /// table shares them, grown to twice their room when full.
    @inline(__always)
    private mutating func makeRoom(for count: Int) {
        if isKnownUniquelyReferenced(&columns), count <= columns.capacity { return }
        columns = columns.copy(capacity: count <= columns.capacity ? columns.capacity : max(count, 2 * columns.capacity, 16))
    }
}
