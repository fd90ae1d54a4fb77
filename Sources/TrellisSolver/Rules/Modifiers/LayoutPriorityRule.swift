import Foundation
import TrellisGraph

// Models: SwiftUI's `layoutPriority(_:)` — documented in the LayoutRules article, §2.2.

/// `layoutPriority` gives its view a priority of its own, which the container it stands in
/// reads; it does not change the view's size. A priority nobody reads is a structural warning.
enum LayoutPriorityRule: ModifierRule {
    typealias Spec = Double

    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<Double>) -> CachePolicy { .ofModifier(around: children) }

    static func normalize(_ spec: inout Double, _ report: inout NormalizationReport) {
        guard spec.isNaN else { return }
        report.replaced(.layoutPriority, CGFloat(spec), with: .value(0))
        spec = 0
    }

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<Double>) -> ProposalDimensions { children.first ?? [] }

    static func priorityPassing(in context: FactsContext<Double>) -> PriorityPassing { .own(context.spec) }

    static func name(in context: NodeContext<Double>) -> LayoutRule { .sizeOfChild }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<Double>) -> CGSize {
        context.sizeOfOnlyChild(for: proposal)
    }

    static func roles(in context: FactsContext<Double>) -> NodeRoles { .mayWarn }

    static func structuralWarnings(_ inputs: WarningInputs, in context: FactsContext<Double>) -> [LayoutWarning] {
        guard !PriorityPropagation.isRead(from: context.node, facts: inputs.facts, parents: inputs.parents) else { return [] }
        return [LayoutWarning(kind: .ineffectiveModifier, node: context.node, in: inputs.facts.graph, detail: .priorityNotRead(context.spec))]
    }
}

extension NodeContext {
    /// The size of a modifier that takes its child's size for the same proposal (0×0 without
    /// a child).
    @inline(__always)
    func sizeOfOnlyChild(for proposal: ProposedViewSize) -> CGSize {
        guard let child = firstChild else { return .zero }
        return size(of: child, for: proposal)
    }
}
