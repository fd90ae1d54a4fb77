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

    static func name(_ spec: AlignmentGuideSpec, of node: NodeID, in proxy: LayoutProxy) -> LayoutRule { .sizeOfChild }

    static func size(_ spec: AlignmentGuideSpec, of node: NodeID, for proposal: ProposedViewSize, in proxy: LayoutProxy) -> CGSize {
        proxy.sizeOfOnlyChild(of: node, for: proposal)
    }

    static func explicitGuide(_ key: AlignmentKey, _ spec: AlignmentGuideSpec, of node: NodeID, proposal: ProposedViewSize, in proxy: LayoutProxy) -> CGFloat? {
        guard key == spec.key else {
            return GuidePropagation.throughPlacedChild(key, of: node, spec, rule: Self.self, proposal: proposal, in: proxy)
        }
        guard let child = proxy.firstChild(of: node) else { return nil }
        let childSize = proxy.size(of: child, for: proposal, askedBy: node)
        let value = proxy.graph.guideFunctions[Int(spec.function.rawValue)](proxy.dimensions(of: child, proposal: proposal, size: childSize))
        guard NormalizationReport.isUsable(value) else {
            proxy.warn(.invalidValue, node, .invalidValue(.alignmentGuideValue, value: value, replacement: .defaultGuide))
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
