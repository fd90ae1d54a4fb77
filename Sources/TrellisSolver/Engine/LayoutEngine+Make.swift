import Foundation
import TrellisGraph

extension LayoutEngine {
    /// An engine for `graph` corrected by `normalizer` (see ``NormalizationReport``), with the
    /// spacing of its custom layouts asked of them.
    ///
    /// A custom layout's `spacing(subviews:cache:)` is user code that may measure its
    /// subviews, but the spacing of every node is fixed before an engine exists. So a graph with
    /// custom layouts is first given a preliminary engine, in which each layout has the
    /// protocol's default spacing; it measures while the layouts report their spacing, and the
    /// engine that lays the graph out then starts from those answers. Both share one
    /// ``CustomLayoutHost``, so each layout's cache is made once.
    static func make(graph: LayoutGraph, normalizer: inout NormalizationReport, memoize: Bool, tracing: Bool) -> LayoutEngine {
        let (facts, host) = facts(of: graph, normalizer: &normalizer, memoize: memoize)
        return LayoutEngine(facts: facts, memoize: memoize, tracing: tracing, customLayouts: host)
    }

    /// The facts an engine for `graph` starts from, with the host of its custom layouts when
    /// it has any (see ``make(graph:normalizer:memoize:tracing:)``).
    static func facts(of graph: LayoutGraph, normalizer: inout NormalizationReport, memoize: Bool) -> (TreeFacts, CustomLayoutHost?) {
        let facts = TreeFacts(graph, normalizer: &normalizer)
        let graph = facts.graph
        guard !graph.customLayouts.isEmpty else { return (facts, nil) }
        let host = CustomLayoutHost(graph)
        let preliminary = LayoutEngine(facts: facts, memoize: memoize, tracing: false, customLayouts: host)
        let spaced = withExtendedLifetime(preliminary) {
            // The graph is corrected already; this pass finds nothing more to correct.
            var corrected = NormalizationReport()
            return TreeFacts(graph, normalizer: &corrected) { node, spec, spacing in
                host.spacing(ofLayout: node, spec, childSpacing: spacing)
            }
        }
        return (spaced, host)
    }
}
