import Foundation
import TrellisGraph

/// The outcome of laying out a graph in a window: every placed node's frame, plus the
/// warnings, statistics and (in explain mode) the trace.
public struct LayoutResult: Sendable {
    /// The graph that was laid out, after invalid parameters were normalised, with the content
    /// each placed `GeometryReader` made spliced in.
    ///
    /// A reader's content is a graph of its own, made from the reader's geometry once the
    /// reader is placed and laid out inside it. The result holds one graph for the whole layout:
    /// each reader holds the views its content made as its children, and keeps no content
    /// function (a reader that was never placed has no children). The content's nodes come just
    /// before their reader, so the nodes after a reader have other IDs than in the graph given
    /// to the solver; look views up by name. A reader whose content is its children lays them
    /// out as it laid out the content, so laying this graph out again in the same window gives
    /// the same frames, and every diagnostic sees the views inside readers like any other.
    public let graph: LayoutGraph
    /// The window size the root was proposed.
    public let windowSize: CGSize
    /// Each node's frame in window coordinates, indexed by node; `nil` for nodes not laid out.
    public let frames: NodeFrames
    /// Problems found in the graph, and what the solver did about them; a layer above the
    /// solver may add its own (see ``LayoutWarning/Kind-swift.struct``).
    public package(set) var warnings: [LayoutWarning]
    /// How much work the layout took.
    public let statistics: LayoutStatistics
    /// Every proposal, answer, decision and placement, in order; empty unless explain mode was on.
    /// The solver keeps the record packed until the trace is first read, and makes the events
    /// once.
    public var trace: [TraceEvent] { traceRecord.events }
    /// What explain mode recorded.
    let traceRecord: TraceRecord
    /// Pixels per point of the display the layout is drawn on; ``renderedFrame(of:)`` snaps
    /// frames to its pixel grid.
    public let displayScale: CGFloat

    init(graph: LayoutGraph, windowSize: CGSize, frames: NodeFrames, warnings: [LayoutWarning], statistics: LayoutStatistics, trace: TraceRecord,
         displayScale: CGFloat = 1) {
        self.displayScale = displayScale
        self.graph = graph
        self.windowSize = windowSize
        self.frames = frames
        self.warnings = warnings
        self.statistics = statistics
        traceRecord = trace
    }

    /// The frame, in window coordinates, of the view named with `.id(id)` or
    /// `.accessibilityIdentifier(id)`: the whole modified view the name was applied to, with the
    /// offsets of its ancestors included. Prefer `accessibilityIdentifier` in app code: it is
    /// SwiftUI's own hook for tests and, unlike `.id`, leaves the view's identity alone. `nil` when no
    /// such view was laid out. When several laid-out views share a name, the first of them in
    /// ``graph`` answers. Views inside a `GeometryReader`'s content are found like any other.
    public func frame(of id: some Hashable) -> CGRect? {
        node(named: id).flatMap { frames[$0.index] }
    }

    /// The node named with `.id(id)` in ``graph``, if it was laid out.
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
