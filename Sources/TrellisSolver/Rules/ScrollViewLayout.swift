import Foundation
import TrellisGraph

// Models: SwiftUI ScrollView (spec §1 and §2.3: a scroll view proposes nil along its axes).

extension LayoutEngine {
    /// Models `ScrollView` sizing: the scroll view takes its proposal; where the proposal is
    /// unspecified it takes its content's length instead (which is why
    /// `.fixedSize(horizontal: false, vertical: true)` makes a vertical scroll view as tall as
    /// its content). Rule: ``LayoutRule/scrollView``.
    func scrollViewSize(_ node: NodeID, _ spec: ScrollViewSpec, for proposal: ProposedViewSize) -> CGSize {
        if let width = proposal.width, let height = proposal.height {
            return CGSize(width: width, height: height)
        }
        let content = nodes.firstChild(of: node).map { size(of: $0, for: scrollContentProposal(spec, proposal), askedBy: node) } ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    /// What a scroll view offers its content: `nil` along the scroll axes, so the content takes
    /// its ideal length there, and `proposal` across them.
    func scrollContentProposal(_ spec: ScrollViewSpec, _ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = proposal
        for axis in Axis.both where spec.axes.contains(axis) { result[axis] = nil }
        return result
    }

    /// Where a scroll view of `size` puts its content, offered `nil` along the scroll axes and
    /// the scroll view's size across them: at the start of every scroll axis (the top-leading
    /// corner, scrolled to the beginning), and centred across the others.
    func scrollContentPlacement(_ content: NodeID, in node: NodeID, _ spec: ScrollViewSpec, size: CGSize) -> ChildPlacement {
        let proposal = scrollContentProposal(spec, ProposedViewSize(size))
        let contentSize = self.size(of: content, for: proposal, askedBy: node)
        var origin = CGPoint.zero
        for axis in Axis.both where !spec.axes.contains(axis) {
            origin[axis] = (size[axis] - contentSize[axis]) / 2
        }
        return ChildPlacement(child: content, proposal: proposal, origin: origin)
    }
}
