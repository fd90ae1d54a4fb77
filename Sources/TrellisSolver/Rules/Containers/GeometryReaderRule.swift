import Foundation
import TrellisGraph

// Models: SwiftUI's `GeometryReader` (iOS 14 and later) — documented in the LayoutRules
// article, §6.

/// Like a `Color`, the reader takes its proposal, 10 pt on an unspecified axis; its content
/// never changes its size (which is why a reader in a vertical `ScrollView` is 10 pt tall).
/// Every view of its content is proposed the reader's size and placed at its top-leading
/// corner, over one another. Content made by a function of the reader's geometry is made and
/// laid out once every node of the layout has its frame.
enum GeometryReaderRule: NodeRule {
    static func kind(_ spec: GeometryReaderSpec) -> NodeKind { .geometryReader(spec) }

    static func priorityPassing(_ spec: GeometryReaderSpec, childCount: Int) -> PriorityPassing { .hides }

    static func spacing(_ spec: GeometryReaderSpec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing { .none }

    static func childContext(_ spec: GeometryReaderSpec, _ context: InheritedContext, child index: Int, graph: LayoutGraph) -> InheritedContext {
        context.outsideStacks
    }

    static func guidePassing(_ spec: GeometryReaderSpec, childCount: Int) -> GuidePassing { .none }

    static func name(_ spec: GeometryReaderSpec, of node: NodeID, in engine: LayoutEngine) -> LayoutRule { .geometryReader }

    static func size(_ spec: GeometryReaderSpec, of node: NodeID, for proposal: ProposedViewSize, in engine: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    static func placements(_ spec: GeometryReaderSpec, of node: NodeID, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in engine: LayoutEngine) -> Placements {
        let children = engine.facts.children(of: node)
        guard !children.isEmpty else { return .none }
        let proposal = ProposedViewSize(size)
        return .many(children.map { ChildPlacement(child: $0, proposal: proposal, origin: .zero) })
    }

    static func followsPlacement(_ spec: GeometryReaderSpec) -> Bool { spec.content != nil }

    static func didPlace(_ spec: GeometryReaderSpec, _ node: NodeID, at frame: CGRect, in engine: LayoutEngine) {
        guard let content = spec.content else { return }
        engine.placedReaders.append((content, node, frame))
    }
}

extension LayoutEngine {
    /// Makes and lays out the content of every reader placed in this layout, in the order they
    /// were placed. The content never changes a reader's size, so it is made once every node of
    /// the graph has its frame: its anchors can then refer to any view of the layout, wherever
    /// it is in the tree (an `overlayPreferenceValue` or `backgroundPreferenceValue` reader reads
    /// the view it modifies, which is placed after a background).
    func layoutPlacedReaderContents() {
        for placed in placedReaders {
            layoutContent(placed.content, ofReader: placed.reader, in: placed.frame)
        }
        placedReaders.removeAll()
    }

    /// Makes the content of the reader `node`, now placed at `frame`, from its proxy, and lays
    /// it out inside the reader: the content graph's root (a reader holding the content's views)
    /// is proposed the reader's size at the reader's origin. The content's layout is kept in
    /// ``geometryReaderContents`` and spliced into the result (`LayoutResult.graph`).
    /// The proxy's safe-area insets are the parts of the reader's frame outside the safe
    /// rectangle around it, and the content is laid out within that same safe rectangle.
    func layoutContent(_ content: GeometryContentID, ofReader node: NodeID, in frame: CGRect) {
        let safeArea = safeRectangle(around: node)
        let insets = safeArea.map { frame.insets(outside: $0) } ?? EdgeInsets()
        let proxy = GeometryProxy(size: frame.size, globalOrigin: frame.origin, safeAreaInsets: insets, anchorFrames: anchorFrames)
        let graph = graph.geometryContents[Int(content.rawValue)](proxy)
        record(.readerContent(size: frame.size, origin: frame.origin), about: node, proposal: ProposedViewSize(frame.size), size: frame.size, rule: .geometryReader)
        geometryReaderContents[node] = LayoutSolver(explain: tracing, memoize: memoize)
            .layout(graph, proposal: ProposedViewSize(frame.size), centredIn: nil, at: frame.origin, outerAnchorFrames: anchorFrames, outerSafeArea: safeArea)
    }
}
