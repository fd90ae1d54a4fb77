import Foundation
import TrellisGraph

// Models: SwiftUI's `Divider` — documented in the LayoutRules article, §4.

/// A divider is `thickness` along the enclosing stack's axis (vertical outside any stack, so
/// the line is horizontal) and as long as offered across it, 10 pt when unspecified.
enum DividerRule: LeafRule {
    typealias Spec = DividerSpec

    static func normalize(_ spec: inout DividerSpec, _ report: inout NormalizationReport) {
        spec.thickness = report.usableLength(spec.thickness, .dividerThickness)
    }

    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<DividerSpec>) -> CachePolicy { .recomputed }

    /// Its thickness is fixed and its length is the offer across its stack.
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<DividerSpec>) -> ProposalDimensions { .eachAlongItsAxis }

    static func name(in context: NodeContext<DividerSpec>) -> LayoutRule { .dividerAcrossStack }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<DividerSpec>) -> CGSize {
        let axis = context.facts.stackAxis(of: context.node) ?? .vertical
        return CGSize(major: context.spec.thickness, minor: proposal[axis.perpendicular] ?? 10, along: axis)
    }
}
