import TrellisGraph

/// Some children of a node, in order, read in place where they are stored: the children
/// column of a layout's facts, or the array of subviews a custom layout arranges. It lives no
/// longer than the call it is passed to, and the storage it reads outlives that call (the
/// facts live for the layout; an array's storage is borrowed for the call, with
/// ``with(_:_:)``; a graph's structure, for the pass that reads it).
struct ChildList: RandomAccessCollection {
    private let ids: UnsafeBufferPointer<NodeID>

    /// The children in `range` of `column`.
    init(_ column: NodeColumn<NodeID>, range: Range<Int>) {
        assert(range.lowerBound >= 0 && range.upperBound <= column.buffer.count, "children \(range) outside a column of \(column.buffer.count)")
        ids = UnsafeBufferPointer(rebasing: column.buffer[range])
    }

    /// The children of the node at `index` of `structure`, for a pass over the graph.
    init(of index: Int, in structure: GraphStructure) {
        ids = structure.children(of: index)
    }

    private init(_ ids: UnsafeBufferPointer<NodeID>) {
        self.ids = ids
    }

    /// The result of `body` given `nodes` as a list, for the length of the call.
    static func with<Result>(_ nodes: ArraySlice<NodeID>, _ body: (ChildList) -> Result) -> Result {
        nodes.withUnsafeBufferPointer { body(ChildList($0)) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { ids.count }

    @inline(__always)
    subscript(position: Int) -> NodeID {
        assert(position >= 0 && position < ids.count, "child \(position) of \(ids.count)")
        return ids[position]
    }
}
