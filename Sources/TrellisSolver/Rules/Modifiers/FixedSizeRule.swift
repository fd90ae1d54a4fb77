import Foundation
import TrellisGraph

// Models: SwiftUI's `fixedSize(horizontal:vertical:)` — documented in the LayoutRules
// article, §6.

/// `fixedSize` proposes `nil` on its fixed axes, so the child takes its ideal size there, and
/// the parent's proposal on the others; the child is centred in the result.
enum FixedSizeRule: ModifierRule {
    /// Along a fixed axis the length is the child's ideal one, which the modifier asked for.
    static func lengthOrigin(_ spec: FixedSizeSpec, along axis: Axis, length: CGFloat) -> LengthOrigin {
        (axis == .horizontal ? spec.horizontal : spec.vertical) ? .chosen(.fixedSize) : .fromChildren
    }

    typealias Spec = FixedSizeSpec

    static func cachePolicy(_ spec: FixedSizeSpec, children: ChildFacts<CachePolicy>) -> CachePolicy { .ofModifier(around: children) }

    /// The fixed axes are proposed `nil` whatever the modifier was offered.
    static func readDimensions(_ spec: FixedSizeSpec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions {
        var read = children.first ?? []
        if spec.horizontal { read.remove(.width) }
        if spec.vertical { read.remove(.height) }
        return read
    }

    static func name(_ spec: FixedSizeSpec, in context: NodeContext) -> LayoutRule { .fixedSizeIdeal }

    static func size(_ spec: FixedSizeSpec, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize {
        context.firstChild.map { context.size(of: $0, for: childProposal(spec, proposal)) } ?? .zero
    }

    static func placements(_ spec: FixedSizeSpec, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext) -> Placements {
        guard let child = context.firstChild else { return .none }
        let offer = childProposal(spec, proposal)
        let cause = context.recordOffer(.fixedSize(horizontal: spec.horizontal, vertical: spec.vertical), to: child, received: proposal, offered: offer)
        return .one(context.centred(child, proposal: offer, in: size, cause: cause))
    }

    private static func childProposal(_ spec: FixedSizeSpec, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: spec.horizontal ? nil : proposal.width, height: spec.vertical ? nil : proposal.height)
    }
}
