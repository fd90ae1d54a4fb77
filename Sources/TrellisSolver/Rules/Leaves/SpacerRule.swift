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

    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<SpacerSpec>) -> CachePolicy { .recomputed }

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<SpacerSpec>) -> ProposalDimensions { .eachAlongItsAxis }

    static func priorityPassing(in context: FactsContext<SpacerSpec>) -> PriorityPassing { .own(-.infinity) }

    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<SpacerSpec>) -> EdgeSpacing {
        inputs.stackAxis.map(EdgeSpacing.spacer(along:)) ?? .none
    }

    static func name(in context: NodeContext<SpacerSpec>) -> LayoutRule {
        context.facts.stackAxis(of: context.node) == nil ? .spacerOutsideStack : .spacerInStack
    }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<SpacerSpec>) -> CGSize {
        let minLength = context.spec.minLength ?? EdgeSpacing.defaultDistance
        func length(_ offered: CGFloat?) -> CGFloat { max(offered ?? -.infinity, minLength) }
        guard let axis = context.facts.stackAxis(of: context.node) else {
            return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
        return CGSize(major: length(proposal[axis]), minor: 0, along: axis)
    }

    static func roles(in context: FactsContext<SpacerSpec>) -> NodeRoles { .mayWarn }

    static func structuralWarnings(_ inputs: WarningInputs, in context: FactsContext<SpacerSpec>) -> [LayoutWarning] {
        guard inputs.facts.stackAxis(of: context.node) == nil else { return [] }
        return [LayoutWarning(kind: .spacerOutsideStack, node: context.node, in: inputs.facts.graph, detail: .spacerOutsideStack)]
    }
}
