import Foundation
import TrellisGraph

// Models: SwiftUI's `Color`, `Rectangle`, `RoundedRectangle`, `Circle`, `Capsule` and
// `Ellipse` — documented in the LayoutRules article, §6.

/// A shape takes the size it is offered: an unspecified dimension becomes 10 pt, and an
/// infinite one stays infinite. The engine answers shapes without reading their node
/// (``CachePolicy/takesProposal``). A `Circle` takes the largest square of that size (its
/// own `sizeThatFits(_:)`, which SwiftUI declares from iOS 16), so its rule computes it.
enum ShapeRule: LeafRule {
    typealias Spec = ShapeSpec

    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<ShapeSpec>) -> CachePolicy {
        context.spec.shape == .circle ? .recomputed : .takesProposal
    }

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<ShapeSpec>) -> ProposalDimensions { .eachAlongItsAxis }

    static func name(in context: NodeContext<ShapeSpec>) -> LayoutRule {
        context.spec.shape == .circle ? .circleTakesSquare : .shapeTakesProposal
    }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<ShapeSpec>) -> CGSize {
        context.spec.shape.size(for: proposal)
    }

    /// The size of any shape offered `proposal`.
    @inline(__always)
    static func size(for proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
