import Foundation
import TrellisGraph

// Models: SwiftUI's `offset(x:y:)` — documented in the LayoutRules article, §6.

/// `offset` moves its view after layout: the view keeps its size, its siblings do not move, and
/// its alignment guides are those of the view before it moved.
enum OffsetRule: ModifierRule {
    typealias Spec = CGSize

    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<CGSize>) -> CachePolicy { .ofModifier(around: children) }

    static func normalize(_ spec: inout CGSize, _ report: inout NormalizationReport) {
        spec.width = report.usableLength(spec.width, .offsetX, allowNegative: true)
        spec.height = report.usableLength(spec.height, .offsetY, allowNegative: true)
    }

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<CGSize>) -> ProposalDimensions { children.first ?? [] }

    static func name(in context: NodeContext<CGSize>) -> LayoutRule { .sizeOfChild }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<CGSize>) -> CGSize {
        context.sizeOfOnlyChild(for: proposal)
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<CGSize>) -> Placements {
        guard let child = context.firstChild else { return .none }
        return .one(ChildPlacement(child: child, proposal: proposal, origin: CGPoint(x: context.spec.width, y: context.spec.height), size: size))
    }

    /// The view is moved after layout, often beyond the modifier's frame on purpose (a badge).
    static func childBounds(at frame: CGRect, in context: NodeContext<CGSize>) -> ChildBounds {
        ChildBounds(mayLeaveNode: true)
    }

    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<CGSize>) -> CGFloat? {
        GuidePropagation.ofFirstChild(key, proposal: proposal, in: context)
    }
}
