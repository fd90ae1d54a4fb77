import Foundation
import TrellisGraph

// Models: how SwiftUI's explicit alignment guides travel from a view to the containers that
// align it — documented in the LayoutRules article, §2.7 and §8.

/// How explicit alignment guides travel up the tree, from each rule's ``GuidePassing``: the one
/// routine behind which guides the engine asks a node about, the values it computes, and the
/// warning for an `alignmentGuide` that no container reads.
enum GuidePropagation {
    // MARK: - Which guides a node reports

    /// The guides a node that passes guides as `passing` reports explicitly, given those its
    /// `children` report (`known`, by node index); empty when it reports none.
    static func reportedGuides(_ passing: GuidePassing, children: Children, known: [GuideSet]) -> GuideSet {
        var reported = GuideSet()
        switch passing {
        case .none:
            break
        case .fromFirstChild(let own):
            reported = GuideSet(own)
            if let first = children.first { reported.formUnion(known[first.index]) }
        case .combinedFromChildren:
            for child in children { reported.formUnion(known[child.index].passedThroughContainers) }
        case .fromAnyChild:
            for child in children { reported.formUnion(known[child.index]) }
        case .any:
            // A custom layout may answer for any guide its subviews set, for the frame guides
            // and for any custom guide, so its parents ask it about all of them.
            reported = GuideSet(AlignmentKey.builtInAndRegistered)
            for child in children { reported.formUnion(known[child.index]) }
        }
        return reported
    }

    // MARK: - Whether a guide is read

    /// Whether some container aligns on `key` as set at `node`: walking up while each parent
    /// passes the guide on, some parent may align its children on it.
    static func isRead(_ key: AlignmentKey, from node: NodeID, facts: TreeFacts, parents: [NodeID?]) -> Bool {
        var current = node
        while let parent = parents[current.index] {
            let kind = facts.kind(of: parent)
            if RuleTable.ask(AlignsQuestion(key: key, node: parent, childCount: facts.childCount(of: parent)), of: kind) { return true }
            switch RuleTable.ask(GuidePassingQuestion(node: parent, childCount: facts.childCount(of: parent)), of: kind) {
            case .none:
                return false
            case .fromFirstChild:
                guard facts.firstChild(of: parent) == current else { return false }
            case .combinedFromChildren:
                guard key.propagatesThroughContainers else { return false }
            case .fromAnyChild:
                break
            case .any:
                return true
            }
            current = parent
        }
        return false
    }

    // MARK: - Values

    /// The explicit value of `key` for a node that reports its placed child's: the child's
    /// value, moved by where the node places it (``ModifierRule``'s
    /// default).
    @inline(__always)
    static func throughPlacedChild<Rule: NodeRule>(_ key: AlignmentKey, rule: Rule.Type,
                                                   proposal: ProposedViewSize, in context: NodeContext<Rule.Spec>) -> CGFloat? {
        let size = context.tree.size(of: context.node, for: proposal)
        guard case .one(let placement) = Rule.placements(proposal: proposal, size: size, origin: .zero, in: context) else { return nil }
        return context.explicitGuide(key, of: placement.child, proposal: placement.proposal).map { $0 + placement.origin[key.axis] }
    }

    /// The explicit value of `key` for a node that reports its first child's unmoved: an
    /// `offset` moves its view after layout, and an overlay or background reports its primary
    /// view's.
    @inline(__always)
    static func ofFirstChild<Spec>(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<Spec>) -> CGFloat? {
        context.firstChild.flatMap { context.explicitGuide(key, of: $0, proposal: proposal) }
    }

    /// The explicit value of `key` for a container of several children: its children's values
    /// where it places them, combined (averaged for custom guides; see
    /// `AlignmentKey.combineExplicit`).
    @inline(__always)
    static func combined<Spec>(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<Spec>) -> CGFloat? {
        let size = context.tree.size(of: context.node, for: proposal)
        let values = context.tree.placements(of: context.node, proposal: proposal, size: size).all().compactMap { placement in
            context.explicitGuide(key, of: placement.child, proposal: placement.proposal).map { $0 + placement.origin[key.axis] }
        }
        return key.combineExplicit(values)
    }
}

/// How a node passes guides on.
struct GuidePassingQuestion: RuleQuestion {
    typealias Answer = GuidePassing

    let node: NodeID
    let childCount: Int

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> GuidePassing {
        Rule.guidePassing(in: FactsContext(node, spec, childCount: childCount))
    }
}
