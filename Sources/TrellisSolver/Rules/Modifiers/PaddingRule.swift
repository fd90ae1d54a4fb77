import Foundation
import TrellisGraph

// Models: SwiftUI's `padding(_:_:)` — documented in the LayoutRules article, §6.

/// Padding offers its child the proposal minus the insets (never below 0, and `nil` stays
/// `nil`), adds the insets to the child's answer, and places the child inside them.
enum PaddingRule: ModifierRule {
    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<EdgeInsets>) -> LengthOrigin { .fromChildPlusInsets }

    typealias Spec = EdgeInsets

    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<EdgeInsets>) -> CachePolicy { .ofModifier(around: children) }

    static func normalize(_ spec: inout EdgeInsets, _ report: inout NormalizationReport) {
        spec.top = report.usableLength(spec.top, .paddingTop, allowNegative: true)
        spec.leading = report.usableLength(spec.leading, .paddingLeading, allowNegative: true)
        spec.bottom = report.usableLength(spec.bottom, .paddingBottom, allowNegative: true)
        spec.trailing = report.usableLength(spec.trailing, .paddingTrailing, allowNegative: true)
    }

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<EdgeInsets>) -> ProposalDimensions { children.first ?? [] }

    static func priorityPassing(in context: FactsContext<EdgeInsets>) -> PriorityPassing { .hides }

    /// A padded edge hides the child's spacing preference on that edge.
    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<EdgeInsets>) -> EdgeSpacing {
        var own = children.first ?? .none
        own.forget(paddedBy: context.spec)
        return own
    }

    static func name(in context: NodeContext<EdgeInsets>) -> LayoutRule { .padding }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<EdgeInsets>) -> CGSize {
        let childSize = context.firstChild.map { context.size(of: $0, for: childProposal(context.spec, proposal)) } ?? .zero
        return CGSize(width: childSize.width + context.spec[total: .horizontal], height: childSize.height + context.spec[total: .vertical])
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<EdgeInsets>) -> Placements {
        guard let child = context.firstChild else { return .none }
        let offer = childProposal(context.spec, proposal)
        let cause = context.recordOffer(.padding(context.spec), to: child, received: proposal, offered: offer)
        return .one(ChildPlacement(child: child, proposal: offer, origin: CGPoint(x: context.spec.leading, y: context.spec.top), decision: cause))
    }

    /// The proposal padding passes to its child.
    private static func childProposal(_ spec: EdgeInsets, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - spec[total: .horizontal], 0) },
            height: proposal.height.map { max($0 - spec[total: .vertical], 0) })
    }
}
