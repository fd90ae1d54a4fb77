import TrellisGraph

extension LayoutEngine {
    /// Lets the readers of this layout resolve anchors to the nodes of `graph` (read from this
    /// engine's frames as they are placed) and to those of the layouts in `outer`.
    func resolveAnchors(of graph: LayoutGraph, within outer: AnchorFrames) {
        anchorFrames = outer.adding(graph.anchorScope, AnchorFrames.Lookup { [self] node in placedFrame(node) })
    }

    /// Drops this engine's own lookup, which refers back to the engine, once the layout is done.
    /// Proxies handed to readers keep theirs and still read the final frames.
    func finishResolvingAnchors() {
        anchorFrames = AnchorFrames()
    }
}
