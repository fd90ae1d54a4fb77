import Foundation
import TrellisGraph

// Models: SwiftUI's `ViewThatFits(in:)` — documented in the LayoutRules article, §7.
// OpenSwiftUI leaves it unimplemented; the rule follows Apple's documentation.

/// Each candidate in turn is measured at its ideal size on the constrained axes; the first
/// that fits is shown (the last when none does) and laid out with the real proposal, and the
/// container takes its size. The other candidates are never placed.
enum ViewThatFitsRule: ContainerRule {
    typealias Spec = ViewThatFitsSpec

    /// Its answers are cached like any view's.
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<ViewThatFitsSpec>) -> CachePolicy { .cached }

    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<ViewThatFitsSpec>) -> LengthOrigin { .fromChildren }

    /// Its children may lie anywhere inside it, the window or a safe area.
    static func childBounds(at frame: CGRect, in context: NodeContext<ViewThatFitsSpec>) -> ChildBounds { ChildBounds() }

    /// The guides of the child it shows, moved by where it places it.
    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<ViewThatFitsSpec>) -> CGFloat? {
        GuidePropagation.throughPlacedChild(key, rule: Self.self, proposal: proposal, in: context)
    }

    /// It aligns no child by a guide.
    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<ViewThatFitsSpec>) -> Bool { false }

    /// Its answer may depend on both dimensions of its proposal.
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<ViewThatFitsSpec>) -> ProposalDimensions { .both }

    static func priorityPassing(in context: FactsContext<ViewThatFitsSpec>) -> PriorityPassing { .hides }

    /// Whichever candidate is shown stands in for the container.
    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<ViewThatFitsSpec>) -> EdgeSpacing {
        children.reduce(into: .none) { $0.formUnion($1) }
    }

    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<ViewThatFitsSpec>) -> InheritedContext {
        inherited.outsideStacks
    }

    static func guidePassing(in context: FactsContext<ViewThatFitsSpec>) -> GuidePassing { .fromAnyChild }

    static func name(in context: NodeContext<ViewThatFitsSpec>) -> LayoutRule { .viewThatFits }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<ViewThatFitsSpec>) -> CGSize {
        guard let chosen = chosenCandidate(context.spec, for: proposal, in: context) else { return .zero }
        return context.size(of: chosen.node, for: proposal)
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<ViewThatFitsSpec>) -> Placements {
        guard let chosen = chosenCandidate(context.spec, for: proposal, in: context) else { return .none }
        return .one(ChildPlacement(child: chosen.node, proposal: proposal, origin: .zero, size: size, decision: chosen.decision))
    }

    /// The candidate shown for `proposal`: the first child whose ideal size fits on the
    /// constrained axes, else the last child; the first child when no axis is constrained.
    /// `nil` when there are no children.
    ///
    /// Each candidate is measured with `nil` on the constrained axes (its ideal length there)
    /// and the container's proposal on the others, and fits when its length on every
    /// constrained axis is at most the proposal's. An unspecified proposal on a constrained
    /// axis is taken as unbounded, so every candidate fits there: Trellis's choice, since the
    /// sources disagree.
    private static func chosenCandidate(_ spec: ViewThatFitsSpec, for proposal: ProposedViewSize,
                                        in context: NodeContext<Spec>) -> (node: NodeID, decision: Int?)? {
        let candidates = context.children
        guard let first = candidates.first else { return nil }
        guard !spec.axes.isEmpty else { return (first, nil) }
        var ideal = proposal
        for axis in Axis.both where spec.axes.contains(axis) { ideal[axis] = nil }
        for (index, candidate) in candidates.enumerated() {
            let size = context.size(of: candidate, for: ideal)
            let fits = Axis.both.allSatisfy { axis in !spec.axes.contains(axis) || size[axis] <= (proposal[axis] ?? .infinity) }
            let isLast = index == candidates.count - 1
            let decision = context.record(.candidate(Decision.Candidate(position: index + 1, idealSize: size, space: proposal, fits: fits, chosen: fits || isLast)),
                                         about: candidate, by: context.node, proposal: ideal, size: size, rule: .viewThatFits)
            if fits || isLast {
                if !fits, proposal.width != nil || proposal.height != nil {
                    context.warn(.viewThatFitsFallback, context.node, .noCandidateFits(space: proposal))
                }
                return (candidate, decision)
            }
        }
        return nil
    }
}
