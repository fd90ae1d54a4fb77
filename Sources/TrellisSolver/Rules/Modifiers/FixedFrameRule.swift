import Foundation
import TrellisGraph

// Models: SwiftUI's `frame(width:height:alignment:)` — documented in the LayoutRules
// article, §5.1.

/// With both dimensions fixed the child is not consulted; otherwise the child is offered the
/// fixed dimension in place of the proposal and answers for the other. The child is then
/// aligned in the frame. A negative or non-finite dimension is ignored, as SwiftUI does.
enum FixedFrameRule: ModifierRule {
    /// A fixed length along `axis` is the frame's own choice.
    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<FrameSpec>) -> LengthOrigin {
        (axis == .horizontal ? context.spec.width : context.spec.height).map { .chosen(.fixedFrame($0)) } ?? .fromChildren
    }

    typealias Spec = FrameSpec

    static func normalize(_ spec: inout FrameSpec, _ report: inout NormalizationReport) {
        if let width = spec.width, width < 0 || !NormalizationReport.isUsable(width) {
            report.replaced(.frameWidth, width, with: .ignored)
            spec.width = nil
        }
        if let height = spec.height, height < 0 || !NormalizationReport.isUsable(height) {
            report.replaced(.frameHeight, height, with: .ignored)
            spec.height = nil
        }
    }

    @inline(__always)
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<FrameSpec>) -> CachePolicy {
        context.spec.width != nil && context.spec.height != nil ? .recomputed : .ofModifier(around: children)
    }

    /// A fixed dimension replaces the proposal's before the child sees it, and is the frame's
    /// length along it whatever the child answers.
    @inline(__always)
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<FrameSpec>) -> ProposalDimensions {
        var read = children.first ?? []
        for axis in Axis.both where context.spec[axis] != nil { read.subtract(ProposalDimensions.along(axis).union(.length(along: axis))) }
        return read
    }

    @inline(__always)
    static func priorityPassing(in context: FactsContext<FrameSpec>) -> PriorityPassing { .hides }

    /// A fixed dimension hides the child's spacing preferences along it.
    @inline(__always)
    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<FrameSpec>) -> EdgeSpacing {
        var own = children.first ?? .none
        for axis in Axis.both where context.spec[axis] != nil { own.reset(axis) }
        return own
    }

    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<FrameSpec>) -> Bool { context.spec.alignment[key.axis] == key }

    static func name(in context: NodeContext<FrameSpec>) -> LayoutRule {
        context.spec.width != nil && context.spec.height != nil ? .fixedFrameIgnoresChild : .fixedFrame
    }

    @inline(__always)
    static func size(for proposal: ProposedViewSize, in context: NodeContext<FrameSpec>) -> CGSize {
        if let width = context.spec.width, let height = context.spec.height {
            return CGSize(width: width, height: height)
        }
        let childSize = context.firstChild.map { context.size(of: $0, for: childProposal(context.spec, proposal)) } ?? .zero
        return CGSize(width: context.spec.width ?? childSize.width, height: context.spec.height ?? childSize.height)
    }

    @inline(__always)
    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<FrameSpec>) -> Placements {
        guard let child = context.firstChild else { return .none }
        let offer = childProposal(context.spec, proposal)
        let cause = context.recordOffer(.fixedFrame(width: context.spec.width, height: context.spec.height), to: child, received: proposal, offered: offer)
        return .one(context.aligned(child, proposal: offer, in: size, alignment: context.spec.alignment, cause: cause))
    }

    /// What the frame offers its child: its fixed dimensions, the proposal's elsewhere.
    private static func childProposal(_ spec: FrameSpec, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: spec.width ?? proposal.width, height: spec.height ?? proposal.height)
    }
}
