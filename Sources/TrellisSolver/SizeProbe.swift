import Foundation
import TrellisGraph
import TrellisSupport

/// Asks any node of a graph for its size, as its parent would: the node keeps its place in the
/// tree (a `Spacer` still knows its stack), and answers are memoised across questions.
///
/// Diagnostics use it to classify the sizing behaviour of every view of a layout. A probe is
/// for one thread at a time.
package final class SizeProbe {
    private let engine: LayoutEngine
    private let graph: LayoutGraph

    /// A probe of `graph` (normalised as a layout of it would be).
    package init(_ graph: LayoutGraph) {
        var normalizer = NormalizationReport()
        engine = LayoutEngine.make(graph: graph, normalizer: &normalizer, memoize: true, tracing: false)
        self.graph = engine.graph
    }

    /// The size `node` chooses for `proposal`.
    package func size(of node: NodeID, for proposal: ProposedViewSize) -> CGSize {
        DeepCallStack.run(depth: engine.facts.depth) { engine.size(of: node, for: proposal) }
    }
}
