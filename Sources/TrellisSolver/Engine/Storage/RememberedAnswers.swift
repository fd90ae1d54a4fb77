import Foundation
import TrellisGraph

/// The answers a layout session keeps from one layout of its graph to the next: every size
/// measured, the stacks' distribution orders, the texts' measurements, and the warnings that
/// measuring and sorting raised.
///
/// A size is a function of the node and its proposal alone, so it stays right while the node
/// and its subtree are unchanged; when the session changes a node, it removes the answers of
/// that node's subtree and of its ancestors (``forget(_:)``). A warning raised while measuring
/// belongs to the answer being measured and to every answer that measured it in turn, so that a
/// later layout answering from memory raises the same warnings a layout from scratch would.
/// Sorting a stack's children measures them at their minimum and maximum, so an order kept
/// remembers the warnings those measurements raised in the same way.
///
/// A session's answers are bounded: once they outnumber what one layout of the graph is
/// expected to ask, the next layout starts by dropping those the last layout did not use
/// (``beginLayout()``).
final class RememberedAnswers {
    /// Every size measured, by node and proposal.
    let sizes: MeasurementCache
    /// Each stack's children in distribution order, by stack and proposal across it.
    let stackOrders: StackOrderCache
    /// The texts' measurements.
    private(set) var texts: TextMeasurementCache
    /// The number of sizes past which the next layout drops the answers the last one did not use.
    private var dropPoint: Int
    /// The number of nodes in the graph.
    private let nodeCount: Int
    /// The warnings measuring each answer raised, by node and proposal (as the cache keys it).
    private var warnings: [NodeID: [ProposedViewSize: [LayoutWarning]]] = [:]
    /// The warnings sorting each stack's children raised, by stack and proposal across it.
    private var orderWarnings: [NodeID: [CGFloat?: [LayoutWarning]]] = [:]

    /// Room for the answers of a graph of `nodeCount` nodes, `cachedCount` of which have their
    /// answers cached: 8 each, so that a layout of nested stacks (which ask each child at its
    /// minimum, its maximum and its share, along each axis) rarely outgrows the table. No
    /// answer is cached when `cachedCount` is 0, nor any order then. A session's answers
    /// (`forSession`) note which layout used each one.
    init(nodeCount: Int, cachedCount: Int, forSession: Bool = false) {
        sizes = MeasurementCache(expected: 8 * cachedCount, nodeCount: nodeCount, notesUses: forSession)
        stackOrders = StackOrderCache(nodeCount: cachedCount > 0 ? nodeCount : 0)
        dropPoint = 8 * cachedCount
        self.nodeCount = nodeCount
        texts = TextMeasurementCache(nodeCount: nodeCount)
    }

    /// Starts a session's next layout. When the sizes have outgrown the room made for one
    /// layout's, those the last layout neither measured nor found are dropped with their
    /// warnings, and so are the texts' measurements (the sizes kept hold their answers); the
    /// stacks' orders too when they outnumber the graph's nodes (a stack sorts its children
    /// again for each thickness when they are texts that wrap).
    func beginLayout() {
        if sizes.count > dropPoint {
            sizes.keepOnlyLastLayoutsAnswers()
            for (node, byProposal) in warnings {
                let kept = byProposal.filter { sizes.contains(node, for: $0.key) }
                warnings[node] = kept.isEmpty ? nil : kept
            }
            texts = TextMeasurementCache(nodeCount: nodeCount)
            if stackOrders.count > nodeCount {
                stackOrders.removeAll()
                orderWarnings = [:]
            }
            // Dropping again only once as many answers again were added.
            dropPoint = max(dropPoint, 2 * sizes.count)
        }
        sizes.beginLayout()
    }

    /// The warnings measuring `node` for `proposal` raised, if any.
    func warnings(of node: NodeID, for proposal: ProposedViewSize) -> [LayoutWarning]? {
        warnings.isEmpty ? nil : warnings[node]?[proposal]
    }

    /// Remembers that measuring `node` for `proposal` raised `raised`.
    func remember(_ raised: ArraySlice<LayoutWarning>, of node: NodeID, for proposal: ProposedViewSize) {
        warnings[node, default: [:]][proposal] = Array(raised)
    }

    /// The warnings sorting the children of `stack` offered `minor` across it raised, if any.
    func orderWarnings(of stack: NodeID, minor: CGFloat?) -> [LayoutWarning]? {
        orderWarnings.isEmpty ? nil : orderWarnings[stack]?[minor]
    }

    /// Remembers that sorting the children of `stack` offered `minor` across it raised `raised`.
    func remember(_ raised: ArraySlice<LayoutWarning>, ofOrderOf stack: NodeID, minor: CGFloat?) {
        orderWarnings[stack, default: [:]][minor] = Array(raised)
    }

    /// Adds the answers of `other`, a session's answers before its graph changed, of the nodes
    /// `unchanged` maps (indexed by old ID) to the node they became: those whose subtrees the
    /// change left as they were. The texts' measurements and the stacks' orders are made again.
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
        stackOrders.forget(node)
        texts.forget(node)
        warnings[node] = nil
        orderWarnings[node] = nil
    }
}
