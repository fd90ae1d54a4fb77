import Foundation
import TrellisGraph

/// Modifiers and views that do nothing where they stand, found from the graph's shape alone:
/// each node whose rule may warn (``NodeRoles/mayWarn``) is asked for its warnings.
enum StructuralWarnings {
    static func find(in facts: TreeFacts) -> [LayoutWarning] {
        guard !facts.warningCandidates.isEmpty else { return [] }
        let inputs = WarningInputs(facts: facts)
        return facts.warningCandidates.flatMap { node in
            RuleTable.ask(StructuralWarningsQuestion(node: node, inputs: inputs), of: facts.kind(of: node))
        }
    }
}

/// What a rule may read to find its structural warnings.
final class WarningInputs {
    /// The graph and its facts.
    let facts: TreeFacts
    /// Each node's parent, built on first use: only priorities and guides need it, and most
    /// graphs have neither.
    private(set) lazy var parents: [NodeID?] = facts.graph.parents()

    init(facts: TreeFacts) {
        self.facts = facts
    }
}
