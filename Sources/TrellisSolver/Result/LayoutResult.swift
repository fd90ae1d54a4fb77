import Foundation
import TrellisGraph

/// The outcome of laying out a graph in a window: every placed node's frame, plus the
/// warnings, statistics and (in explain mode) the trace.
public struct LayoutResult: Sendable {
    /// The graph that was laid out, after invalid parameters were normalised.
    public let graph: LayoutGraph
    /// The window size the root was proposed.
    public let windowSize: CGSize
    /// Each node's frame in window coordinates, indexed by node; `nil` for nodes not laid out.
    public let frames: [CGRect?]
    /// Problems found in the graph, and what the solver did about them; a layer above the
    /// solver may add its own (see ``LayoutWarning/Kind-swift.struct``).
    public package(set) var warnings: [LayoutWarning]
    /// How much work the layout took.
    public let statistics: LayoutStatistics
    /// Every proposal, answer, decision and placement, in order; empty unless explain mode was on.
    public let trace: [TraceEvent]
    /// The layout of each placed `GeometryReader`'s content, by the reader's node: the graph the
    /// content function made for the reader's geometry, laid out inside the reader, in the same
    /// window coordinates.
    public let geometryReaderContents: [NodeID: LayoutResult]
    /// Pixels per point of the display the layout is drawn on; ``renderedFrame(of:)`` snaps
    /// frames to its pixel grid.
    public let displayScale: CGFloat

    init(graph: LayoutGraph, windowSize: CGSize, frames: [CGRect?], warnings: [LayoutWarning], statistics: LayoutStatistics, trace: [TraceEvent],
         geometryReaderContents: [NodeID: LayoutResult] = [:], displayScale: CGFloat = 1) {
        self.displayScale = displayScale
        self.graph = graph
        self.windowSize = windowSize
        self.frames = frames
        self.warnings = warnings
        self.statistics = statistics
        self.trace = trace
        self.geometryReaderContents = geometryReaderContents
    }

    /// The frame, in window coordinates, of the view named with `.id(id)`: the whole modified
    /// view the `.id` was applied to, with the offsets of its ancestors included. `nil` when no
    /// such view was laid out. When several laid-out views share a name, the one named first
    /// answers; views inside a `GeometryReader`'s content come after those of the graph itself,
    /// in the order of their readers.
    public func frame(of id: some Hashable) -> CGRect? {
        if let frame = node(named: id).flatMap({ frames[$0.index] }) { return frame }
        for reader in geometryReaderContents.keys.sorted() {
            if let frame = geometryReaderContents[reader]?.frame(of: id) { return frame }
        }
        return nil
    }

    /// The node named with `.id(id)` in ``graph``, if it was laid out. (Views inside a
    /// `GeometryReader`'s content are nodes of the content's own graph, in
    /// ``geometryReaderContents``.)
    public func node(named id: some Hashable) -> NodeID? {
        graph.nodes(named: layoutName(for: id)).first { frames[$0.index] != nil }
    }

    /// The frame of `node` in window coordinates, if it was laid out.
    public func frame(ofNode node: NodeID) -> CGRect? {
        guard node.index >= 0, node.index < frames.count else { return nil }
        return frames[node.index]
    }

    /// The root's frame.
    public var rootFrame: CGRect {
        frames[graph.root.index] ?? .zero
    }
}
