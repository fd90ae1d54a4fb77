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

    static func readDimensions(_ spec: AlignmentGuideSpec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions { children.first ?? [] }

    static func guidePassing(_ spec: AlignmentGuideSpec, childCount: Int) -> GuidePassing { .fromFirstChild(own: [spec.key]) }

    static func name(_ spec: AlignmentGuideSpec, in context: NodeContext) -> LayoutRule { .sizeOfChild }

    static func size(_ spec: AlignmentGuideSpec, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize {
        context.sizeOfOnlyChild(for: proposal)
    }

    static func explicitGuide(_ key: AlignmentKey, _ spec: AlignmentGuideSpec, proposal: ProposedViewSize, in context: NodeContext) -> CGFloat? {
        guard key == spec.key else {
            return GuidePropagation.throughPlacedChild(key, spec, rule: Self.self, proposal: proposal, in: context)
        }
        guard let child = context.firstChild else { return nil }
        let childSize = context.size(of: child, for: proposal)
        let value = context.tree.graph.guideFunctions[Int(spec.function.rawValue)](context.tree.dimensions(of: child, proposal: proposal, size: childSize))
        guard NormalizationReport.isUsable(value) else {
            context.warn(.invalidValue, context.node, .invalidValue(.alignmentGuideValue, value: value, replacement: .defaultGuide))
            return nil
        }
        return value
    }

    static var mayWarn: Bool { true }

    static func structuralWarnings(_ spec: AlignmentGuideSpec, of node: NodeID, _ inputs: WarningInputs) -> [LayoutWarning] {
        guard !GuidePropagation.isRead(spec.key, from: node, facts: inputs.facts, parents: inputs.parents) else { return [] }
        return [LayoutWarning(kind: .ineffectiveModifier, node: node, in: inputs.facts.graph, detail: .guideNotRead(spec.key))]
    }
}
