import TrellisGraph

/// The graph in the form the solver reads on every measurement: the graph's own node array
/// (shared, not copied), child ranges in parallel arrays, and the child lists copied into this
/// layout's own memory, so that a lookup copies neither a node's names nor an array slice, and
/// layouts of one graph on many threads never touch a shared reference count.
struct NodeTable {
    private let graph: LayoutGraph
    private let nodes: [LayoutNode]
    private let firstChild: [Int32]
    private let childCounts: [Int32]
    /// Every node's children, one range per node.
    let childBuffer: NodeValues<NodeID>
    /// The functions of the `alignmentGuide` nodes.
    let guideFunctions: [GuideFunction]
    /// The content functions of the `GeometryReader` nodes.
    let geometryContents: [GeometryContent]
    /// The custom measurers of the text nodes.
    let textMeasurers: [any TextMeasurer]
    /// The size functions of the measured leaves.
    let sizeFunctions: [SizeFunction]

    init(_ graph: LayoutGraph) {
        self.graph = graph
        nodes = graph.nodes
        // One pass over the nodes fills both columns (a pass over a large graph costs its
        // memory traffic more than its arithmetic).
        let count = graph.count
        (firstChild, childCounts) = graph.withUnsafeStructure { structure in
            var starts: [Int32] = [], counts: [Int32] = []
            starts.reserveCapacity(count)
            counts.reserveCapacity(count)
            for index in 0..<count {
                starts.append(structure.nodes[index].firstChild)
                counts.append(structure.nodes[index].childCount)
            }
            return (starts, counts)
        }
        childBuffer = NodeValues(copying: graph.childBuffer)
        guideFunctions = graph.guideFunctions
        geometryContents = graph.geometryContents
        textMeasurers = graph.textMeasurers
        sizeFunctions = graph.sizeFunctions
    }

    /// How messages name `node`: its `.id` in quotes, or its SwiftUI name.
    func label(of node: NodeID) -> String {
        nodes[node.index].ids.first.map { "'\($0)'" } ?? graph.displayName(of: node)
    }

    /// The kind of `node`.
    @inline(__always)
    func kind(of node: NodeID) -> NodeKind { nodes[node.index].kind }

    /// The positions of `node`'s children in ``childBuffer``.
    @inline(__always)
    func childRange(of node: NodeID) -> Range<Int> {
        let start = Int(firstChild[node.index])
        return start..<start + Int(childCounts[node.index])
    }

    @inline(__always)
    func childCount(of node: NodeID) -> Int { Int(childCounts[node.index]) }

    /// The first child, for modifiers and single-child containers.
    @inline(__always)
    func firstChild(of node: NodeID) -> NodeID? {
        childCounts[node.index] > 0 ? childBuffer[Int(firstChild[node.index])] : nil
    }

    /// The children of `node`, valid for the life of the layout.
    @inline(__always)
    func children(of node: NodeID) -> UnsafeBufferPointer<NodeID> {
        UnsafeBufferPointer(rebasing: childBuffer.buffer[childRange(of: node)])
    }
}
