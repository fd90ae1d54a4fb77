import Foundation
import TrellisGraph

// Models: SwiftUI's `ScrollView` — documented in the LayoutRules article, §1 and §2.3.

/// The content is proposed `nil` along the scroll axes (so it takes its ideal length there)
/// and the proposal across them. Along a scroll axis the scroll view takes its proposal, its
/// content's length where the proposal is unspecified (which is why
/// `.fixedSize(horizontal: false, vertical: true)` makes a vertical scroll view as tall as its
/// content); across the scroll axes it takes its content's length, so a vertical scroll view of
/// short texts is as narrow as they are and a horizontal one as tall as its row. The content is
/// placed at the start of every scroll axis (scrolled to the beginning) and centred across the
/// others.
enum ScrollViewRule: ContainerRule {
    typealias Spec = ScrollViewSpec

    /// Its answers are cached like any view's.
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<ScrollViewSpec>) -> CachePolicy { .cached }

    /// It reports no guides of its own (its guide passing is `.none`).
    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<ScrollViewSpec>) -> CGFloat? {
        nil
    }

    /// It aligns no child by a guide.
    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<ScrollViewSpec>) -> Bool { false }

    /// Its answer may depend on both dimensions of its proposal.
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<ScrollViewSpec>) -> ProposalDimensions { .both }

    static func priorityPassing(in context: FactsContext<ScrollViewSpec>) -> PriorityPassing { .hides }

    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<ScrollViewSpec>) -> EdgeSpacing { .none }

    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<ScrollViewSpec>) -> InheritedContext {
        inherited.outsideStacks
    }

    static func guidePassing(in context: FactsContext<ScrollViewSpec>) -> GuidePassing { .none }

    static func name(in context: NodeContext<ScrollViewSpec>) -> LayoutRule { .scrollView }

    /// The `containerRelativeFrame`s inside measure the scroll view's visible size.
    static func roles(in context: FactsContext<ScrollViewSpec>) -> NodeRoles { .relativeFrameContainer }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<ScrollViewSpec>) -> CGSize {
        if context.spec.axes == [.horizontal, .vertical], let width = proposal.width, let height = proposal.height {
            return CGSize(width: width, height: height)
        }
        // The frames inside measure the visible size: the proposal, unknown where unspecified.
        let measured = context.facts.holdsRelativeFrames(context.node)
        let visible = measured ? context.state(VisibleSizes.self) : nil
        let outer = visible?.sizes[context.node]
        visible?.sizes[context.node] = proposal
        defer { visible?.sizes[context.node] = outer }
        let content = context.firstChild.map { context.size(of: $0, for: contentProposal(context.spec, proposal)) } ?? .zero
        var size = content
        for axis in Axis.both where context.spec.axes.contains(axis) {
            if let length = proposal[axis] { size[axis] = length }
        }
        return size
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<ScrollViewSpec>) -> Placements {
        guard let content = context.firstChild else { return .none }
        if context.facts.holdsRelativeFrames(context.node) { context.state(VisibleSizes.self).sizes[context.node] = ProposedViewSize(size) }
        let proposal = contentProposal(context.spec, ProposedViewSize(size))
        let contentSize = context.size(of: content, for: proposal)
        var contentOrigin = CGPoint.zero
        for axis in Axis.both where !context.spec.axes.contains(axis) {
            contentOrigin[axis] = (size[axis] - contentSize[axis]) / 2
        }
        return .one(ChildPlacement(child: content, proposal: proposal, origin: contentOrigin, size: contentSize))
    }

    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<ScrollViewSpec>) -> LengthOrigin { .fromChildren }

    /// The content scrolls: it lies beyond the scroll view, the window and the safe area on purpose.
    static func childBounds(at frame: CGRect, in context: NodeContext<ScrollViewSpec>) -> ChildBounds {
        ChildBounds(mayLeaveNode: true, mayLeaveWindow: true, mayEnterInsets: .all)
    }

    /// What a scroll view offers its content: `nil` along the scroll axes and `proposal`
    /// across them.
    private static func contentProposal(_ spec: ScrollViewSpec, _ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = proposal
        for axis in Axis.both where spec.axes.contains(axis) { result[axis] = nil }
        return result
    }

    /// The visible size of each scroll view whose content holds a `containerRelativeFrame`,
    /// while its content is measured and once it is placed (see ``RelativeFrameContainers``).
    final class VisibleSizes: RuleState {
        /// The visible size of each such scroll view, by node.
        var sizes: [NodeID: ProposedViewSize] = [:]
    }
}
