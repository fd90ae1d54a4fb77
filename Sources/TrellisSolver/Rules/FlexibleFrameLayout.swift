import Foundation
import TrellisGraph

extension LayoutEngine {
    /// Models `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
    /// per axis, with `p` the frame's proposal:
    /// - `p` given and both `min` and `max` given: `clamp(p, min, max)`, without asking the child;
    /// - `p` is `nil` and `ideal` given: `ideal`;
    /// - otherwise the child is offered `p` (or `ideal`) clamped to the limits and answers `c`;
    ///   the frame is `clamp(c)` with both limits, `max(min(p', c), min)` with only a minimum,
    ///   `min(max(p', c), max)` with only a maximum, and `c` with neither.
    ///
    /// Rule: ``LayoutRule/flexibleFrame``.
    func flexFrameSize(_ spec: FlexFrameSpec, child: NodeID?, node: NodeID, for proposal: ProposedViewSize) -> CGSize {
        let width = spec.width, height = spec.height
        let decidedWidth = width.lengthWithoutChild(offered: proposal.width)
        let decidedHeight = height.lengthWithoutChild(offered: proposal.height)
        if let decidedWidth, let decidedHeight { return CGSize(width: decidedWidth, height: decidedHeight) }
        let childProposal = ProposedViewSize(width: width.childOffer(proposal.width), height: height.childOffer(proposal.height))
        let childSize = child.map { size(of: $0, for: childProposal, askedBy: node) } ?? .zero
        return CGSize(
            width: decidedWidth ?? width.length(answer: childSize.width, offer: childProposal.width),
            height: decidedHeight ?? height.length(answer: childSize.height, offer: childProposal.height))
    }
}

extension FlexFrameSpec.Limits {
    /// The frame's length when the limits decide it alone: the proposal clamped when both a
    /// minimum and a maximum are set, the ideal when nothing is proposed.
    @inline(__always)
    fileprivate func lengthWithoutChild(offered: CGFloat?) -> CGFloat? {
        if let offered, let low = min, let high = max { return Swift.min(Swift.max(offered, low), high) }
        if offered == nil, let ideal { return ideal }
        return nil
    }

    /// What the frame offers its child on this axis: the proposal (or the ideal, where nothing
    /// is proposed) clamped to the limits; `nil` stays `nil`.
    @inline(__always)
    fileprivate func childOffer(_ offered: CGFloat?) -> CGFloat? {
        guard let offered = offered ?? ideal else { return nil }
        return Swift.min(Swift.max(offered, min ?? -.infinity), max ?? .infinity)
    }

    /// The frame's length around a child that answered `answer` to `offer`.
    @inline(__always)
    fileprivate func length(answer: CGFloat, offer: CGFloat?) -> CGFloat {
        switch (min, max) {
        case (let low?, let high?): return Swift.min(Swift.max(answer, low), high)
        case (let low?, nil): return Swift.max(Swift.min(offer ?? .infinity, answer), low)
        case (nil, let high?): return Swift.min(Swift.max(offer ?? -.infinity, answer), high)
        case (nil, nil): return answer
        }
    }
}
