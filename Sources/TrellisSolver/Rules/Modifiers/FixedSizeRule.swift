import Foundation
import TrellisGraph

// Models: SwiftUI's `fixedSize(horizontal:vertical:)` — documented in the LayoutRules
// article, §6.

/// `fixedSize` proposes `nil` on its fixed axes, so the child takes its ideal size there, and
/// the parent's proposal on the others; the child is centred in the result.
enum FixedSizeRule: ModifierRule {
    /// Along a fixed axis the length is the child's ideal one, which the modifier asked for.
    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<FixedSizeSpec>) -> LengthOrigin {
        (axis == .horizontal ? context.spec.horizontal : context.spec.vertical) ? .chosen(.fixedSize) : .fromChildren
    }

    typealias Spec = FixedSizeSpec

    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<FixedSizeSpec>) -> CachePolicy { .ofModifier(around: children) }

    /// The fixed axes are proposed `nil` whatever the modifier was offered.
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<FixedSizeSpec>) -> ProposalDimensions {
        var read = children.first ?? []
        if context.spec.horizontal { read.remove(.width) }
        if context.spec.vertical { read.remove(.height) }
        return read
    }

    static func name(in context: NodeContext<FixedSizeSpec>) -> LayoutRule { .fixedSizeIdeal }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<FixedSizeSpec>) -> CGSize {
        context.firstChild.map { context.size(of: $0, for: childProposal(context.spec, proposal)) } ?? .zero
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<FixedSizeSpec>) -> Placements {
        guard let child = context.firstChild else { return .none }
        let offer = childProposal(context.spec, proposal)
        let cause = context.recordOffer(.fixedSize(horizontal: context.spec.horizontal, vertical: context.spec.vertical), to: child, received: proposal, offered: offer)
        return .one(context.centred(child, proposal: offer, in: size, cause: cause))
    }

    private static func childProposal(_ spec: FixedSizeSpec, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: spec.horizontal ? nil : proposal.width, height: spec.vertical ? nil : proposal.height)
    }
}
