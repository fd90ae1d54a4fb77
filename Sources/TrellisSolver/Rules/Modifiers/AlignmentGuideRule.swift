import Foundation
import TrellisGraph

// Models: SwiftUI's `alignmentGuide(_:computeValue:)` — documented in the LayoutRules
// article, §8.

/// `alignmentGuide` gives its view an explicit value for one guide, computed from the child's
/// dimensions; the view's size and its other guides are the child's. A guide that no
/// container around it aligns on is a structural warning; a computed value that is not a
/// usable coordinate is dropped with a warning, so that frames stay finite.
enum AlignmentGuideRule: ModifierRule {
    typealias Spec = AlignmentGuideSpec

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<AlignmentGuideSpec>) -> ProposalDimensions { children.first ?? [] }

    static func guidePassing(in context: FactsContext<AlignmentGuideSpec>) -> GuidePassing { .fromFirstChild(own: [context.spec.key]) }

    static func name(in context: NodeContext<AlignmentGuideSpec>) -> LayoutRule { .sizeOfChild }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<AlignmentGuideSpec>) -> CGSize {
        context.sizeOfOnlyChild(for: proposal)
    }

    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<AlignmentGuideSpec>) -> CGFloat? {
        guard key == context.spec.key else {
            return GuidePropagation.throughPlacedChild(key, rule: Self.self, proposal: proposal, in: context)
        }
        guard let child = context.firstChild else { return nil }
        let childSize = context.size(of: child, for: proposal)
        let value = context.tree.graph.guideFunctions[Int(context.spec.function.rawValue)](context.tree.dimensions(of: child, proposal: proposal, size: childSize))
        guard NormalizationReport.isUsable(value) else {
            context.warn(.invalidValue, context.node, .invalidValue(.alignmentGuideValue, value: value, replacement: .defaultGuide))
            return nil
        }
        return value
    }

    static func roles(in context: FactsContext<AlignmentGuideSpec>) -> NodeRoles { .mayWarn }

    static func structuralWarnings(_ inputs: WarningInputs, in context: FactsContext<AlignmentGuideSpec>) -> [LayoutWarning] {
        guard !GuidePropagation.isRead(context.spec.key, from: context.node, facts: inputs.facts, parents: inputs.parents) else { return [] }
        return [LayoutWarning(kind: .ineffectiveModifier, node: context.node, in: inputs.facts.graph, detail: .guideNotRead(context.spec.key))]
    }
}
