import Foundation
import TrellisGraph

// Models: SwiftUI GeometryReader (spec §6; OpenSwiftUI GeometryReader, iOS 14 and later).

extension LayoutEngine {
    /// Models `GeometryReader` sizing: like a `Color`, the reader takes its proposal, 10 pt on
    /// an unspecified axis; its content never changes its size (which is why a reader in a
    /// vertical `ScrollView` is 10 pt tall). Rule: ``LayoutRule/geometryReader``.
    func geometryReaderSize(for proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Models `GeometryReader` placement: every view of the content is proposed the reader's
    /// size and placed at its top-leading corner, over one another.
    func geometryReaderPlacements(_ node: NodeID, size: CGSize) -> [ChildPlacement] {
        let proposal = ProposedViewSize(size)
        return nodes.children(of: node).map { ChildPlacement(child: $0, proposal: proposal, origin: .zero) }
    }

    /// Makes and lays out the content of every reader placed in this layout, in the order they
    /// were placed. The content never changes a reader's size, so it is made once every node of
    /// the graph has its frame: its anchors can then refer to any view of the layout, wherever
    /// it is in the tree (an `overlayPreferenceValue` or `backgroundPreferenceValue` reader reads
    /// the view it modifies, which is placed after a background).
    func layOutPlacedReaderContents() {
        for placed in placedReaders {
            layOutContent(placed.content, ofReader: placed.reader, in: placed.frame)
        }
        placedReaders.removeAll()
    }

    /// Makes the content of the reader `node`, now placed at `frame`, from its proxy, and lays
    /// it out inside the reader: the content graph's root (a reader holding the content's views)
    /// is proposed the reader's size at the reader's origin. The content's layout is kept in
    /// ``geometryReaderContents`` and spliced into the result (`LayoutResult.graph`).
    func layOutContent(_ content: GeometryContentID, ofReader node: NodeID, in frame: CGRect) {
        let graph = nodes.geometryContents[Int(content.rawValue)](GeometryProxy(size: frame.size, globalOrigin: frame.origin, anchorFrames: anchorFrames))
        trace(TraceEvent(phase: .decide, node: node, proposal: ProposedViewSize(frame.size), size: frame.size, rule: .geometryReader,
                         note: "content made for a \(PointFormat.string(frame.size)) reader at (\(PointFormat.string(frame.minX)), \(PointFormat.string(frame.minY)))"))
        geometryReaderContents[node] = LayoutSolver(explain: tracing, memoize: memoize)
            .layout(graph, proposal: ProposedViewSize(frame.size), centredIn: nil, at: frame.origin, outerAnchorFrames: anchorFrames)
    }
}
