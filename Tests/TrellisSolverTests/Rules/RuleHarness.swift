import Foundation
@testable import TrellisSolver
import Trellis

/// One small graph laid out by an engine that measures afresh on every question, whose rules
/// the tests ask directly through the ``NodeContext`` of a node: no placement pass and no
/// other rule runs unless the rule under test asks a child.
struct RuleHarness {
    /// The engine the contexts reach.
    let engine: LayoutEngine

    /// A harness for `graph`, memoising nothing and recording nothing.
    init(_ graph: LayoutGraph) {
        var report = NormalizationReport()
        engine = LayoutEngine.make(graph: graph, normalizer: &report, memoize: false, tracing: false)
    }

    /// The context a rule is handed for `node`, whose parameters are `spec`.
    func context<Spec>(_ node: NodeID, _ spec: Spec) -> NodeContext<Spec> { NodeContext(node, spec, engine) }

    /// Where each placed child went, by child.
    static func origins(_ placements: Placements) -> [NodeID: CGPoint] {
        Dictionary(uniqueKeysWithValues: placements.all().map { ($0.child, $0.origin) })
    }
}
