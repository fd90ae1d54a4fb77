import TrellisGraph

/// The answers a layout session keeps from one layout of its graph to the next: every size
/// measured, the texts' measurements, and the warnings that measuring raised.
///
/// A size is a function of the node and its proposal alone, so it stays right while the node
/// and its subtree are unchanged; when the session changes a node, it removes the answers of
/// that node's subtree and of its ancestors (``forget(_:)``). A warning raised while measuring
/// belongs to the answer being measured and to every answer that measured it in turn, so that a
/// later layout answering from memory raises the same warnings a layout from scratch would.
/// (The stacks' distribution orders are not kept: a layout from scratch measures the children
/// again to sort them, and so raises their warnings, which here come from the sizes kept.)
final class RememberedAnswers {
    /// Every size measured, by node and proposal.
    let sizes: MeasurementCache
    /// The texts' measurements.
    let texts = TextMeasurementCache()
    /// The warnings measuring each answer raised, by node and proposal (as the cache keys it).
    private var warnings: [NodeID: [ProposedViewSize: [LayoutWarning]]] = [:]

    /// Room for the answers of a graph of `nodeCount` nodes, `cachedCount` of which have their
    /// answers cached: 8 each, so that a layout of nested stacks (which ask each child at its
    /// minimum, its maximum and its share, along each axis) rarely outgrows the table.
    init(nodeCount: Int, cachedCount: Int) {
        sizes = MeasurementCache(expected: 8 * cachedCount, nodeCount: nodeCount)
    }

    /// The warnings measuring `node` for `proposal` raised, if any.
    func warnings(of node: NodeID, for proposal: ProposedViewSize) -> [LayoutWarning]? {
        warnings.isEmpty ? nil : warnings[node]?[proposal]
    }

    /// Remembers that measuring `node` for `proposal` raised `raised`.
    func remember(_ raised: ArraySlice<LayoutWarning>, of node: NodeID, for proposal: ProposedViewSize) {
        warnings[node, default: [:]][proposal] = Array(raised)
    }

    /// Adds the answers of `other`, a session's answers before its graph changed, of the nodes
    /// `unchanged` maps (indexed by old ID) to the node they became: those whose subtrees the
    /// change left as they were. The texts' measurements are measured again.
    func keepAnswers(of other: RememberedAnswers, unchanged: [NodeID?]) {
        sizes.copyAnswers(of: other.sizes) { unchanged[$0.index] }
        for (node, byProposal) in other.warnings {
            guard let moved = unchanged[node.index] else { continue }
            var kept: [ProposedViewSize: [LayoutWarning]] = [:]
            for (proposal, raised) in byProposal {
                let movedWarnings = raised.compactMap { $0.moved { unchanged[$0.index] } }
                guard movedWarnings.count == raised.count else { break }
                kept[proposal] = movedWarnings
            }
            // A node whose warnings name a node that changed is measured again.
            if kept.count == byProposal.count { warnings[moved] = kept } else { sizes.removeAnswers(of: moved) }
        }
    }

    /// Forgets every answer of `node`.
    func forget(_ node: NodeID) {
        sizes.removeAnswers(of: node)
        texts.forget(node)
        warnings[node] = nil
    }
}
