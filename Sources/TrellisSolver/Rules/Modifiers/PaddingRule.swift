import Foundation
import TrellisGraph

// Models: SwiftUI's `padding(_:_:)` — documented in the LayoutRules article, §6.

/// Padding offers its child the proposal minus the insets (never below 0, and `nil` stays
/// `nil`), adds the insets to the child's answer, and places the child inside them.
enum PaddingRule: ModifierRule {
    static func lengthOrigin(_ spec: EdgeInsets, along axis: Axis, length: CGFloat) -> LengthOrigin { .fromChildPlusInsets }

    typealias Spec = EdgeInsets

    static func cachePolicy(_ spec: EdgeInsets, children: ChildFacts<CachePolicy>) -> CachePolicy { .ofModifier(around: children) }

    static func normalize(_ spec: inout EdgeInsets, _ report: inout NormalizationReport) {
        spec.top = report.usableLength(spec.top, .paddingTop, allowNegative: true)
        spec.leading = report.usableLength(spec.leading, .paddingLeading, allowNegative: true)
        spec.bottom = report.usableLength(spec.bottom, .paddingBottom, allowNegative: true)
        spec.trailing = report.usableLength(spec.trailing, .paddingTrailing, allowNegative: true)
    }

    static func readDimensions(_ spec: EdgeInsets, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions { children.first ?? [] }

    static func priorityPassing(_ spec: EdgeInsets, childCount: Int) -> PriorityPassing { .hides }

    /// A padded edge hides the child's spacing preference on that edge.
    static func spacing(_ spec: EdgeInsets, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing {
        var own = children.first ?? .none
        own.forget(paddedBy: spec)
        return own
    }

    static func name(_ spec: EdgeInsets, in context: NodeContext) -> LayoutRule { .padding }

    static func size(_ spec: EdgeInsets, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize {
        let childSize = context.firstChild.map { context.size(of: $0, for: childProposal(spec, proposal)) } ?? .zero
        return CGSize(width: childSize.width + spec[total: .horizontal], height: childSize.height + spec[total: .vertical])
    }

    static func placements(_ spec: EdgeInsets, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext) -> Placements {
        guard let child = context.firstChild else { return .none }
        let offer = childProposal(spec, proposal)
        let cause = context.recordOffer(.padding(spec), to: child, received: proposal, offered: offer)
        return .one(ChildPlacement(child: child, proposal: offer, origin: CGPoint(x: spec.leading, y: spec.top), decision: cause))
    }

    /// The proposal padding passes to its child.
    private static func childProposal(_ spec: EdgeInsets, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - spec[total: .horizontal], 0) },
            height: proposal.height.map { max($0 - spec[total: .vertical], 0) })
    }
}
