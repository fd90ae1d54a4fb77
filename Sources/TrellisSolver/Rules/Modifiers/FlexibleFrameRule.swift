import Foundation
import TrellisGraph

// Models: SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
// — documented in the LayoutRules article, §5.2.

/// Per axis, with `p` the frame's proposal:
/// - `p` given and both `min` and `max` given: `clamp(p, min, max)`, without asking the child;
/// - `p` is `nil` and `ideal` given: `ideal`;
/// - otherwise the child is offered `p` (or `ideal`) clamped to the limits and answers `c`;
///   the frame is `clamp(c)` with both limits, `max(min(p', c), min)` with only a minimum,
///   `min(max(p', c), max)` with only a maximum, and `c` with neither.
///
/// The child is then offered the frame's size and aligned in it. Limits out of order are put
/// in order, as SwiftUI does after logging "Contradictory frame constraints".
enum FlexibleFrameRule: ModifierRule {
    /// A length at a positive minimum is the frame's own choice.
    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<FlexFrameSpec>) -> LengthOrigin {
        guard let minimum = context.spec[axis].min, minimum > 0, abs(minimum - length) < LengthOrigin.tolerance else { return .fromChildren }
        return .chosen(.minimumLength(minimum))
    }

    typealias Spec = FlexFrameSpec

    @inline(__always)
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<FlexFrameSpec>) -> CachePolicy { .ofModifier(around: children) }

    static func normalize(_ spec: inout FlexFrameSpec, _ report: inout NormalizationReport) {
        for axis in Axis.both where !isValid(spec[axis]) {
            spec[axis] = normalized(spec[axis], axis: axis, &report)
        }
    }

    /// Whether `limits` need no correction: usable (a maximum may be ∞), a minimum not below 0,
    /// and in increasing order. Most frames are; they skip the corrections.
    private static func isValid(_ limits: FlexFrameSpec.Limits) -> Bool {
        if limits.isEmpty { return true }
        let low = limits.min ?? 0, ideal = limits.ideal ?? low, high = limits.max ?? ideal
        return low >= 0 && NormalizationReport.isUsable(low) && NormalizationReport.isUsable(ideal)
            && (high == .infinity || NormalizationReport.isUsable(high)) && low <= ideal && ideal <= high
    }

    /// One axis's limits with unusable values dropped and the rest put in order.
    private static func normalized(_ limits: FlexFrameSpec.Limits, axis: Axis, _ report: inout NormalizationReport) -> FlexFrameSpec.Limits {
        let names: (LayoutWarning.Parameter, LayoutWarning.Parameter, LayoutWarning.Parameter) =
            axis == .horizontal ? (.minWidth, .idealWidth, .maxWidth) : (.minHeight, .idealHeight, .maxHeight)
        var result = limits
        let before = report.corrections
        func dropUnusable(_ value: CGFloat?, _ parameter: LayoutWarning.Parameter, allowInfinity: Bool) -> CGFloat? {
            guard let value, !NormalizationReport.isUsable(value), !(allowInfinity && value == .infinity) else { return value }
            report.replaced(parameter, value, with: .ignored)
            return nil
        }
        result.min = dropUnusable(result.min, names.0, allowInfinity: false)
        result.ideal = dropUnusable(result.ideal, names.1, allowInfinity: false)
        result.max = dropUnusable(result.max, names.2, allowInfinity: true)
        // SwiftUI's check: min ≤ ideal ≤ max, where a missing ideal stands for min and a
        // missing max for ideal.
        let low = result.min ?? -.infinity
        let ideal = result.ideal ?? low
        let high = result.max ?? ideal
        let inOrder = low <= ideal && ideal <= high
        let given = result
        if let min = result.min { result.min = max(min, 0) }
        if let idealValue = result.ideal { result.ideal = max(idealValue, result.min ?? 0) }
        if let maxValue = result.max { result.max = max(maxValue, result.ideal ?? result.min ?? 0) }
        if !inOrder {
            report.report(.contradictoryFrame, .contradictoryLimits(axis: axis, min: given.min, ideal: given.ideal, max: given.max), corrected: true)
        } else if report.corrections == before, result != limits {
            // A negative minimum: SwiftUI clamps it to 0 without logging.
            report.correctedSilently()
        }
        return result
    }

    /// An axis with limits reads the proposal there even if the child does not; each length
    /// is clamped on its own axis.
    @inline(__always)
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<FlexFrameSpec>) -> ProposalDimensions {
        var read = children.first ?? []
        if !context.spec.width.isEmpty { read.insert(.widthReadsWidth) }
        if !context.spec.height.isEmpty { read.insert(.heightReadsHeight) }
        return read
    }

    @inline(__always)
    static func priorityPassing(in context: FactsContext<FlexFrameSpec>) -> PriorityPassing { .hides }

    /// An axis with limits hides the child's spacing preferences along it.
    @inline(__always)
    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<FlexFrameSpec>) -> EdgeSpacing {
        var own = children.first ?? .none
        for axis in Axis.both where !context.spec[axis].isEmpty { own.reset(axis) }
        return own
    }

    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<FlexFrameSpec>) -> Bool { context.spec.alignment[key.axis] == key }

    static func name(in context: NodeContext<FlexFrameSpec>) -> LayoutRule { .flexibleFrame }

    @inline(__always)
    static func size(for proposal: ProposedViewSize, in context: NodeContext<FlexFrameSpec>) -> CGSize {
        let width = context.spec.width, height = context.spec.height
        let decidedWidth = width.lengthWithoutChild(offered: proposal.width)
        let decidedHeight = height.lengthWithoutChild(offered: proposal.height)
        if let decidedWidth, let decidedHeight { return CGSize(width: decidedWidth, height: decidedHeight) }
        let childProposal = ProposedViewSize(width: width.childOffer(proposal.width), height: height.childOffer(proposal.height))
        let childSize = context.firstChild.map { context.size(of: $0, for: childProposal) } ?? .zero
        return CGSize(
            width: decidedWidth ?? width.length(answer: childSize.width, offer: childProposal.width),
            height: decidedHeight ?? height.length(answer: childSize.height, offer: childProposal.height))
    }

    @inline(__always)
    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<FlexFrameSpec>) -> Placements {
        guard let child = context.firstChild else { return .none }
        let cause = context.recordOffer(.flexibleFrame, to: child, received: proposal, offered: ProposedViewSize(size))
        return .one(context.aligned(child, proposal: ProposedViewSize(size), in: size, alignment: context.spec.alignment, cause: cause))
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
