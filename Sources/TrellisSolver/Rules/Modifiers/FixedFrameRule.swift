import Foundation
import TrellisGraph

// Models: SwiftUI's `frame(width:height:alignment:)` — documented in the LayoutRules
// article, §5.1.

/// With both dimensions fixed the child is not consulted; otherwise the child is offered the
/// fixed dimension in place of the proposal and answers for the other. The child is then
/// aligned in the frame. A negative or non-finite dimension is ignored, as SwiftUI does.
enum FixedFrameRule: ModifierRule {
    /// A fixed length along `axis` is the frame's own choice.
    static func lengthOrigin(_ spec: FrameSpec, along axis: Axis, length: CGFloat) -> LengthOrigin {
        (axis == .horizontal ? spec.width : spec.height).map { .chosen(.fixedFrame($0)) } ?? .fromChildren
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

    static func cachePolicy(_ spec: FrameSpec, children: ChildFacts<CachePolicy>) -> CachePolicy {
        spec.width != nil && spec.height != nil ? .recomputed : .ofModifier(around: children)
    }

    /// A fixed dimension replaces the proposal's before the child sees it, and is the frame's
    /// length along it whatever the child answers.
    static func readDimensions(_ spec: FrameSpec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions {
        var read = children.first ?? []
        for axis in Axis.both where spec[axis] != nil { read.subtract(ProposalDimensions.along(axis).union(.length(along: axis))) }
        return read
    }

    static func priorityPassing(_ spec: FrameSpec, childCount: Int) -> PriorityPassing { .hides }

    /// A fixed dimension hides the child's spacing preferences along it.
    static func spacing(_ spec: FrameSpec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing {
        var own = children.first ?? .none
        for axis in Axis.both where spec[axis] != nil { own.reset(axis) }
        return own
    }

    static func mayAlignChildren(on key: AlignmentKey, _ spec: FrameSpec) -> Bool { spec.alignment[key.axis] == key }

    static func name(_ spec: FrameSpec, in context: NodeContext) -> LayoutRule {
        spec.width != nil && spec.height != nil ? .fixedFrameIgnoresChild : .fixedFrame
    }

    static func size(_ spec: FrameSpec, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize {
        if let width = spec.width, let height = spec.height {
            return CGSize(width: width, height: height)
        }
        let childSize = context.firstChild.map { context.size(of: $0, for: childProposal(spec, proposal)) } ?? .zero
        return CGSize(width: spec.width ?? childSize.width, height: spec.height ?? childSize.height)
    }

    static func placements(_ spec: FrameSpec, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext) -> Placements {
        guard let child = context.firstChild else { return .none }
        let offer = childProposal(spec, proposal)
        let cause = context.recordOffer(.fixedFrame(width: spec.width, height: spec.height), to: child, received: proposal, offered: offer)
        return .one(context.aligned(child, proposal: offer, in: size, alignment: spec.alignment, cause: cause))
    }

    /// What the frame offers its child: its fixed dimensions, the proposal's elsewhere.
    private static func childProposal(_ spec: FrameSpec, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: spec.width ?? proposal.width, height: spec.height ?? proposal.height)
    }
}
