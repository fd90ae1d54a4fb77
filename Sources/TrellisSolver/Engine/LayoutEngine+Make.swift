import Foundation
import TrellisGraph

extension LayoutEngine {
    /// An engine for `graph` corrected by `normalizer` (see ``GraphNormalizer``), with the
    /// spacing of its custom layouts asked of them.
    ///
    /// A custom layout's `spacing(subviews:cache:)` is user code that may measure its
    /// subviews, but the spacing of every node is fixed before an engine exists. So a graph with
    /// custom layouts is first given a preliminary engine, in which each layout has the
    /// protocol's default spacing; it measures while the layouts report their spacing, and the
    /// engine that lays the graph out then starts from those answers. Both share one
    /// ``CustomLayoutHost``, so each layout's cache is made once.
    static func make(graph: LayoutGraph, normalizer: inout GraphNormalizer, memoize: Bool, tracing: Bool) -> LayoutEngine {
        let context = GraphContext(graph, normalizer: &normalizer)
        let graph = normalizer.apply(to: graph)
        guard !graph.customLayouts.isEmpty else {
            return LayoutEngine(graph: graph, memoize: memoize, tracing: tracing, context: context)
        }
        let host = CustomLayoutHost(graph)
        let preliminary = LayoutEngine(graph: graph, memoize: memoize, tracing: false, context: context, customLayouts: host)
        let spaced = withExtendedLifetime(preliminary) {
            // The graph is corrected already; this pass finds nothing more to correct.
            var corrected = GraphNormalizer()
            return GraphContext(graph, normalizer: &corrected) { node, spec, spacing in
                host.spacing(ofLayout: node, spec, childSpacing: spacing)
            }
        }
        return LayoutEngine(graph: graph, memoize: memoize, tracing: tracing, context: spaced, customLayouts: host)
    }
}
