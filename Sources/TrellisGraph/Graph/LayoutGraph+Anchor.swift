extension LayoutGraph {
    /// The scope of the anchors to this graph's nodes, made with the first of them.
    package mutating func makeAnchorScope() -> AnchorScope {
        if let anchorScope { return anchorScope }
        let scope = AnchorScope()
        anchorScope = scope
        return scope
    }
}
