import Foundation
import TrellisGraph

// Models: SwiftUI's `offset(x:y:)` — documented in the LayoutRules article, §6.

/// `offset` moves its view after layout: the view keeps its size, its siblings do not move, and
/// its alignment guides are those of the view before it moved.
enum OffsetRule: ModifierRule {
    typealias Spec = CGSize

    static func cachePolicy(_ spec: CGSize, children: ChildFacts<CachePolicy>) -> CachePolicy { .ofModifier(around: children) }

    static func normalize(_ spec: inout CGSize, _ report: inout NormalizationReport) {
        spec.width = report.usableLength(spec.width, .offsetX, allowNegative: true)
        spec.height = report.usableLength(spec.height, .offsetY, allowNegative: true)
    }

    static func readDimensions(_ spec: CGSize, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions { children.first ?? [] }

    static func name(_ spec: CGSize, in context: NodeContext) -> LayoutRule { .sizeOfChild }

    static func size(_ spec: CGSize, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize {
        context.sizeOfOnlyChild(for: proposal)
    }

    static func placements(_ spec: CGSize, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext) -> Placements {
        guard let child = context.firstChild else { return .none }
        return .one(ChildPlacement(child: child, proposal: proposal, origin: CGPoint(x: spec.width, y: spec.height), size: size))
    }

    /// The view is moved after layout, often beyond the modifier's frame on purpose (a badge).
    static func childBounds(_ spec: CGSize, at frame: CGRect, in context: NodeContext) -> ChildBounds {
        ChildBounds(mayLeaveNode: true)
    }

    static func explicitGuide(_ key: AlignmentKey, _ spec: CGSize, proposal: ProposedViewSize, in context: NodeContext) -> CGFloat? {
        GuidePropagation.ofFirstChild(key, proposal: proposal, in: context)
    }
}
