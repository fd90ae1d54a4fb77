import Foundation
import TrellisGraph

// Models: SwiftUI's `GeometryReader` (iOS 14 and later) — documented in the LayoutRules
// article, §6.

/// Like a `Color`, the reader takes its proposal, 10 pt on an unspecified axis; its content
/// never changes its size (which is why a reader in a vertical `ScrollView` is 10 pt tall).
/// Every view of its content is proposed the reader's size and placed at its top-leading
/// corner, over one another. Content made by a function of the reader's geometry is made and
/// laid out once every node of the layout has its frame.
enum GeometryReaderRule: ContainerRule {
    typealias Spec = GeometryReaderSpec

    /// Its answers are cached like any view's.
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<GeometryReaderSpec>) -> CachePolicy { .cached }

    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<GeometryReaderSpec>) -> LengthOrigin { .fromChildren }

    /// Its children may lie anywhere inside it, the window or a safe area.
    static func childBounds(at frame: CGRect, in context: NodeContext<GeometryReaderSpec>) -> ChildBounds { ChildBounds() }

    /// It reports no guides of its own (its guide passing is `.none`).
    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<GeometryReaderSpec>) -> CGFloat? {
        nil
    }

    /// It aligns no child by a guide.
    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<GeometryReaderSpec>) -> Bool { false }

    /// Its answer may depend on both dimensions of its proposal.
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<GeometryReaderSpec>) -> ProposalDimensions { .both }

    static func priorityPassing(in context: FactsContext<GeometryReaderSpec>) -> PriorityPassing { .hides }

    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<GeometryReaderSpec>) -> EdgeSpacing { .none }

    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<GeometryReaderSpec>) -> InheritedContext {
        inherited.outsideStacks
    }

    static func guidePassing(in context: FactsContext<GeometryReaderSpec>) -> GuidePassing { .none }

    static func name(in context: NodeContext<GeometryReaderSpec>) -> LayoutRule { .geometryReader }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<GeometryReaderSpec>) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<GeometryReaderSpec>) -> Placements {
        let children = context.children
        guard !children.isEmpty else { return .none }
        let proposal = ProposedViewSize(size)
        return .many(children.map { ChildPlacement(child: $0, proposal: proposal, origin: .zero) })
    }

    static func roles(in context: FactsContext<GeometryReaderSpec>) -> NodeRoles { context.spec.content == nil ? NodeRoles() : .followsPlacement }

    static func didPlace(at frame: CGRect, in context: NodeContext<GeometryReaderSpec>) {
        guard let content = context.spec.content else { return }
        context.state(Contents.self).placed.append((content, context.node, frame))
    }

    /// The readers placed in one layout whose content waits for every frame, and the layouts
    /// of their contents once made.
    final class Contents: RuleState {
        /// The placed readers, in the order they were placed.
        var placed: [(content: GeometryContentID, reader: NodeID, frame: CGRect)] = []
        /// The layout of each placed reader's content, by reader.
        private var laidOut: [NodeID: LayoutResult] = [:]

        /// Makes and lays out the content of every reader placed in this layout, in the order
        /// they were placed. The content never changes a reader's size, so it is made once
        /// every node of the graph has its frame: its anchors can then refer to any view of the
        /// layout, wherever it is in the tree (an `overlayPreferenceValue` or
        /// `backgroundPreferenceValue` reader reads the view it modifies, which is placed after
        /// a background).
        func layoutDidFinish(in tree: LayoutProxy) {
            for reader in placed {
                laidOut[reader.reader] = GeometryReaderRule.layoutContent(reader.content, in: reader.frame, in: tree.context(of: reader.reader))
            }
            placed.removeAll()
        }

        /// The result with each reader's content spliced in (`LayoutResult.graph`).
        func completing(_ result: LayoutResult) -> LayoutResult {
            result.splicingReaderContents(laidOut)
        }
    }

    /// Makes the content of the reader, now placed at `frame`, from its proxy, and lays
    /// it out inside the reader: the content graph's root (a reader holding the content's views)
    /// is proposed the reader's size at the reader's origin. The proxy's safe-area insets are
    /// the parts of the reader's frame outside the safe rectangle around it, and the content is
    /// laid out within that same safe rectangle.
    static func layoutContent<OtherSpec>(_ content: GeometryContentID, in frame: CGRect, in context: NodeContext<OtherSpec>) -> LayoutResult {
        let safeArea = SafeAreaRule.safeRectangle(around: context.node, in: context)
        let insets = safeArea.map { frame.insets(outside: $0) } ?? EdgeInsets()
        let geometry = GeometryProxy(size: frame.size, globalOrigin: frame.origin, safeAreaInsets: insets, anchorFrames: context.tree.anchorFrames)
        let graph = context.tree.graph.geometryContents[Int(content.rawValue)](geometry)
        context.record(.readerContent(size: frame.size, origin: frame.origin), about: context.node, proposal: ProposedViewSize(frame.size), size: frame.size, rule: .geometryReader)
        return context.tree.nestedSolver()
            .layout(graph, proposal: ProposedViewSize(frame.size), centredIn: nil, at: frame.origin, outerAnchorFrames: context.tree.anchorFrames, outerSafeArea: safeArea)
    }
}

extension CGRect {
    /// How far this rectangle reaches beyond `safe` on each edge, never negative nor more than
    /// its own length.
    func insets(outside safe: CGRect) -> EdgeInsets {
        EdgeInsets(top: min(max(safe.minY - minY, 0), height), leading: min(max(safe.minX - minX, 0), width),
                   bottom: min(max(maxY - safe.maxY, 0), height), trailing: min(max(maxX - safe.maxX, 0), width))
    }
}
