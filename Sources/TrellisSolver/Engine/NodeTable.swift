import TrellisGraph

/// The graph in the form the solver reads on every measurement: the graph's own node array and
/// child ranges (shared, not copied), and the child lists copied into this
/// layout's own memory, so that a lookup copies neither a node's names nor an array slice, and
/// layouts of one graph on many threads never touch a shared reference count.
struct NodeTable {
    /// The graph, as corrected by the normaliser.
    let graph: LayoutGraph
    private let nodes: [LayoutNode]
    private let childRanges: [ChildRange]
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
        childRanges = graph.childRanges
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
        childRanges[node.index].positions
    }

    @inline(__always)
    func childCount(of node: NodeID) -> Int { Int(childRanges[node.index].count) }

    /// The first child, for modifiers and single-child containers.
    @inline(__always)
    func firstChild(of node: NodeID) -> NodeID? {
        let range = childRanges[node.index]
        return range.count > 0 ? childBuffer[Int(range.start)] : nil
    }

    /// The children of `node`, valid for the life of the layout.
    @inline(__always)
    func children(of node: NodeID) -> UnsafeBufferPointer<NodeID> {
        UnsafeBufferPointer(rebasing: childBuffer.buffer[childRange(of: node)])
    }
}
