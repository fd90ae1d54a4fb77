/// A graph's node kinds and child lists read through pointers, for passes over every node that
/// must not pay for array copies, bounds-checked slices or reference counting per node. Valid
/// only inside ``LayoutGraph/withUnsafeStructure(_:)``.
package struct GraphStructure {
    /// Every node's kind, children before parents.
    @usableFromInline
    package let kinds: UnsafeBufferPointer<NodeKind>
    /// Every node's children, one range per node.
    @usableFromInline
    package let childBuffer: UnsafeBufferPointer<NodeID>
    /// Where each node's children are in ``childBuffer``.
    @usableFromInline
    package let childRanges: UnsafeBufferPointer<ChildRange>

    /// The children of the node at `index`, in order.
    @inlinable
    package func children(of index: Int) -> UnsafeBufferPointer<NodeID> {
        UnsafeBufferPointer(rebasing: childBuffer[childRanges[index].positions])
    }
}

extension LayoutGraph {
    /// Calls `body` with the graph's node kinds and child lists behind pointers.
    package func withUnsafeStructure<Result>(_ body: (GraphStructure) throws -> Result) rethrows -> Result {
        try nodes.withKinds { kinds in
            try childBuffer.withUnsafeBufferPointer { children in
                try nodes.withChildRanges { ranges in
                    try body(GraphStructure(kinds: kinds, childBuffer: children, childRanges: ranges))
                }
            }
        }
    }
}
