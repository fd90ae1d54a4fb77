import TrellisGraph

/// The graph in the form the solver reads on every measurement: the graph itself, read a field
/// at a time so that a lookup copies neither a node's names nor an array slice, and the child
/// lists copied into this layout's own memory, so that layouts of one graph on many threads
/// never touch a shared reference count.
struct NodeTable {
    /// The graph, as corrected by the normaliser.
    let graph: LayoutGraph
    /// Every node's children, one range per node.
    let childBuffer: NodeValues<NodeID>

    init(_ graph: LayoutGraph) {
        self.graph = graph
        childBuffer = NodeValues(copying: graph.childBuffer)
    }

    /// The functions of the `alignmentGuide` nodes.
    var guideFunctions: [GuideFunction] { graph.guideFunctions }
    /// The content functions of the `GeometryReader` nodes.
    var geometryContents: [GeometryContent] { graph.geometryContents }
    /// The custom measurers of the text nodes.
    var textMeasurers: [any TextMeasurer] { graph.textMeasurers }
    /// The size functions of the measured leaves.
    var sizeFunctions: [SizeFunction] { graph.sizeFunctions }

    /// How messages name `node`: its `.id` in quotes, or its SwiftUI name.
    func label(of node: NodeID) -> String {
        graph.nodes[node.index].ids.first.map { "'\($0)'" } ?? graph.displayName(of: node)
    }

    /// The kind of `node`.
    @inline(__always)
    func kind(of node: NodeID) -> NodeKind { graph.nodes[node.index].kind }

    /// The positions of `node`'s children in ``childBuffer``.
    @inline(__always)
    func childRange(of node: NodeID) -> Range<Int> {
        graph.childRanges[node.index].positions
    }

    @inline(__always)
    func childCount(of node: NodeID) -> Int { Int(graph.childRanges[node.index].count) }

    /// The first child, for modifiers and single-child containers.
    @inline(__always)
    func firstChild(of node: NodeID) -> NodeID? {
        let range = graph.childRanges[node.index]
        return range.count > 0 ? childBuffer[Int(range.start)] : nil
    }

    /// The children of `node`, valid for the life of the layout.
    @inline(__always)
    func children(of node: NodeID) -> UnsafeBufferPointer<NodeID> {
        UnsafeBufferPointer(rebasing: childBuffer.buffer[childRange(of: node)])
    }
}
