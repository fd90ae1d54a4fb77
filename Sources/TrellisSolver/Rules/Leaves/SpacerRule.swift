import Foundation
import TrellisGraph

// Models: SwiftUI's `Spacer(minLength:)` — documented in the LayoutRules article, §2.1 and §4.

/// Inside an `HStack`/`VStack` a spacer is as long as offered along the stack axis, never
/// shorter than its minimum (8 pt by default), and 0 thick across it; outside any stack it
/// grows the same way on both axes. Its priority is −∞, so a stack sizes it last, and no
/// spacing is put next to it along its stack's axis.
enum SpacerRule: LeafRule {
    typealias Spec = SpacerSpec

    /// A negative minimum becomes 0; a NaN or infinite one the default.
    static func normalize(_ spec: inout SpacerSpec, _ report: inout NormalizationReport) {
        guard let length = spec.minLength, length < 0 || !NormalizationReport.isUsable(length) else { return }
        let replacement: CGFloat? = length.isNaN || length > 0 ? nil : 0
        report.replaced(.spacerMinLength, length, with: replacement.map { .value($0) } ?? .defaultValue)
        spec.minLength = replacement
    }

    static func cachePolicy(_ spec: SpacerSpec, children: ChildFacts<CachePolicy>) -> CachePolicy { .recomputed }

    static func readDimensions(_ spec: SpacerSpec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions { .eachAlongItsAxis }

    static func priorityPassing(_ spec: SpacerSpec, childCount: Int) -> PriorityPassing { .own(-.infinity) }

    static func spacing(_ spec: SpacerSpec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing {
        inputs.stackAxis.map(EdgeSpacing.spacer(along:)) ?? .none
    }

    static func name(_ spec: SpacerSpec, in context: NodeContext) -> LayoutRule {
        context.facts.stackAxis(of: context.node) == nil ? .spacerOutsideStack : .spacerInStack
    }

    static func size(_ spec: SpacerSpec, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize {
        let minLength = spec.minLength ?? EdgeSpacing.defaultDistance
        func length(_ offered: CGFloat?) -> CGFloat { max(offered ?? -.infinity, minLength) }
        guard let axis = context.facts.stackAxis(of: context.node) else {
            return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
        return CGSize(major: length(proposal[axis]), minor: 0, along: axis)
    }

    static var mayWarn: Bool { true }

    static func structuralWarnings(_ spec: SpacerSpec, of node: NodeID, _ inputs: WarningInputs) -> [LayoutWarning] {
        guard inputs.facts.stackAxis(of: node) == nil else { return [] }
        return [LayoutWarning(kind: .spacerOutsideStack, node: node, in: inputs.facts.graph, detail: .spacerOutsideStack)]
    }
}
