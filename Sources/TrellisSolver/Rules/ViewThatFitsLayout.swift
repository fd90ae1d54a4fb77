import Foundation
import TrellisGraph

// Models: SwiftUI ViewThatFits(in:) (spec §7). OpenSwiftUI leaves it unimplemented; the rule
// follows Apple's documentation and fatbobman's reading of it.

extension LayoutEngine {
    /// Models `ViewThatFits` sizing: the chosen candidate is laid out with the real proposal and
    /// the container takes its size. Rule: ``LayoutRule/viewThatFits``.
    func viewThatFitsSize(_ node: NodeID, _ spec: ViewThatFitsSpec, for proposal: ProposedViewSize) -> CGSize {
        guard let chosen = chosenCandidate(of: node, spec, for: proposal) else { return .zero }
        return size(of: chosen, for: proposal, askedBy: node)
    }

    /// The candidate `ViewThatFits` shows for `proposal`: the first child whose ideal size fits
    /// on the constrained axes, else the last child; the first child when no axis is
    /// constrained. `nil` when there are no children.
    ///
    /// Each candidate is measured with `nil` on the constrained axes (its ideal length there)
    /// and the container's proposal on the others, and fits when its length on every
    /// constrained axis is at most the proposal's. An unspecified proposal on a constrained axis
    /// is taken as unbounded, so every candidate fits there: Trellis's choice, since the sources
    /// disagree (fatbobman's replica compares with 10 instead).
    func chosenCandidate(of node: NodeID, _ spec: ViewThatFitsSpec, for proposal: ProposedViewSize) -> NodeID? {
        let range = nodes.childRange(of: node)
        guard let last = range.last else { return nil }
        guard !spec.axes.isEmpty else { return nodes.childBuffer[range.lowerBound] }
        var ideal = proposal
        for axis in Axis.both where spec.axes.contains(axis) { ideal[axis] = nil }
        for index in range {
            let candidate = nodes.childBuffer[index]
            let size = size(of: candidate, for: ideal, askedBy: node)
            let fits = Axis.both.allSatisfy { axis in !spec.axes.contains(axis) || size[axis] <= (proposal[axis] ?? .infinity) }
            if fits || index == last {
                if !fits, proposal.width != nil || proposal.height != nil {
                    warn(.viewThatFitsFallback, node, "ViewThatFits: no candidate fits in \(proposal) on the constrained axes, so the last one is shown")
                }
                trace(TraceEvent(phase: .decide, node: candidate, parent: node, proposal: ideal, size: size, rule: .viewThatFits,
                                 note: fits ? "candidate \(index - range.lowerBound + 1) fits in \(proposal)" : "no candidate fits in \(proposal); the last is shown"))
                return candidate
            }
        }
        return nil
    }
}
