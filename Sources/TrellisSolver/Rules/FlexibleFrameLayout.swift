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
        let childProposal = flexFrameChildProposal(spec, proposal)
        var childSize: CGSize?
        var result = CGSize.zero
        for axis in Axis.both {
            let limits = spec[axis]
            let offered = proposal[axis]
            if let offered, let low = limits.min, let high = limits.max {
                result[axis] = min(max(offered, low), high)
                continue
            }
            if offered == nil, let ideal = limits.ideal {
                result[axis] = ideal
                continue
            }
            if childSize == nil {
                childSize = child.map { size(of: $0, for: childProposal, askedBy: node) } ?? .zero
            }
            let answer = childSize?[axis] ?? 0
            let clampedOffer = childProposal[axis]
            switch (limits.min, limits.max) {
            case (let low?, let high?): result[axis] = min(max(answer, low), high)
            case (let low?, nil): result[axis] = max(min(clampedOffer ?? .infinity, answer), low)
            case (nil, let high?): result[axis] = min(max(clampedOffer ?? -.infinity, answer), high)
            case (nil, nil): result[axis] = answer
            }
        }
        return result
    }

    /// The proposal a flexible frame passes to its child when sizing: the frame's proposal (or
    /// its ideal, where unproposed) clamped to the limits; `nil` stays `nil`.
    func flexFrameChildProposal(_ spec: FlexFrameSpec, _ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = ProposedViewSize.unspecified
        for axis in Axis.both {
            let limits = spec[axis]
            guard let offered = proposal[axis] ?? limits.ideal else { continue }
            result[axis] = min(max(offered, limits.min ?? -.infinity), limits.max ?? .infinity)
        }
        return result
    }
}
