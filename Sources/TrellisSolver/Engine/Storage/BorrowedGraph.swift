import TrellisGraph

/// A graph's node kinds and child lists, read in place for the length of a pass over every
/// node, without the array copies, bounds-checked slices or reference counting per node that
/// reading the graph itself costs. Node indices are checked in debug builds only.
struct BorrowedGraph {
    /// The graph's storage, valid for the length of ``with(_:_:)``.
    private let structure: GraphStructure

    /// The result of `body` given `graph` borrowed for the length of the call.
    static func with<Result>(_ graph: LayoutGraph, _ body: (BorrowedGraph) throws -> Result) rethrows -> Result {
        try graph.withUnsafeStructure { try body(BorrowedGraph(structure: $0)) }
    }

    /// The number of nodes.
    var count: Int { structure.kinds.count }

    /// The kind of the node at `index`, read where the graph keeps it rather than copied.
    @inline(__always)
    subscript(kindAt index: Int) -> NodeKind {
        unsafeAddress {
            assert(index >= 0 && index < structure.kinds.count, "node index \(index) outside a graph of \(structure.kinds.count)")
            return structure.kinds.baseAddress.unsafelyUnwrapped + index
        }
    }

    /// The children of the node at `index`, valid for the length of the pass.
    @inline(__always)
    func children(of index: Int) -> ChildList {
        assert(index >= 0 && index < structure.childRanges.count, "node index \(index) outside a graph of \(structure.childRanges.count)")
        return ChildList(of: index, in: structure)
    }
}
