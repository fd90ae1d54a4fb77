import TrellisGraph

// Models: SwiftUI's `layoutPriority(_:)` as containers read it — documented in the
// LayoutRules article, §2.2.

/// How layout priority travels up the tree, from each rule's ``PriorityPassing``: the one
/// routine behind both the priority a container reads for a child and the warning for a
/// `layoutPriority` that no container reads.
enum PriorityPropagation {
    /// The priority a node reports to its container, given how it passes priority on and what
    /// its children report.
    @inline(__always)
    static func priority(_ passing: PriorityPassing, children: ChildFacts<Double>) -> Double {
        switch passing {
        case .own(let value): return value
        case .fromFirstChild: return children.first ?? 0
        case .readsChildren, .hides: return 0
        }
    }

    /// Whether some container reads the priority `node` reports: walking up through the nodes
    /// that pass their first child's priority on, the first other node is a container that
    /// reads its children's.
    static func isRead(from node: NodeID, facts: TreeFacts, parents: [NodeID?]) -> Bool {
        var current = node
        while let parent = parents[current.index] {
            let passing = RuleTable.ask(PriorityPassingQuestion(node: parent, childCount: facts.childCount(of: parent)), of: facts.kind(of: parent))
            switch passing {
            case .readsChildren:
                return true
            case .fromFirstChild where facts.firstChild(of: parent) == current:
                current = parent
            case .fromFirstChild, .own, .hides:
                return false
            }
        }
        return false
    }
}

/// How a node passes priority on.
struct PriorityPassingQuestion: RuleQuestion {
    typealias Answer = PriorityPassing

    let node: NodeID
    let childCount: Int

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> PriorityPassing {
        Rule.priorityPassing(in: FactsContext(node, spec, childCount: childCount))
    }
}
