import TrellisGraph

/// Nodes that were already lowered, standing in a view tree: lets a control lower its content
/// once and then wrap each of its views with ordinary modifiers and containers.
nonisolated struct LoweredNodes: View, PrimitiveView {
    /// The nodes, lowered earlier and not yet given a parent.
    let nodes: [NodeID]

    /// Never called: `LoweredNodes` is a primitive view.
    var body: Never { primitiveBody(of: Self.self) }

    func lower(into lowering: inout GraphLowering) -> [NodeID] { nodes }
}

/// Content whose views a control arranges one by one: lowers `content`, then lowers
/// `arrange` with the content's views, each standing alone.
nonisolated struct ArrangedOptions<Content: View, Arranged: View>: View, PrimitiveView {
    let content: Content
    let arrange: ([LoweredNodes]) -> Arranged

    /// Never called: `ArrangedOptions` is a primitive view.
    var body: Never { primitiveBody(of: Self.self) }

    func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let options = lowering.lower(content).map { LoweredNodes(nodes: [$0]) }
        return lowering.lower(arrange(options))
    }
}
