import Foundation
import TrellisGraph

/// A node's ``NodeRoles``.
struct RolesQuestion: RuleQuestion {
    typealias Answer = NodeRoles

    let node: NodeID
    let childCount: Int

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> NodeRoles {
        Rule.roles(in: FactsContext(node, spec, childCount: childCount))
    }
}

/// The containers that the `containerRelativeFrame` nodes of a graph measure.
///
/// A frame measuring its scroll view answers differently for the same proposal when the scroll
/// view's visible size differs, which the measurement cache cannot know. So the frame and every
/// node between it and its scroll view are measured afresh on every question (their answers
/// are cheap: the frames sit in a scroll view's rows), and the scroll view keeps its visible
/// size on the engine while its content is measured and placed.
struct RelativeFrameContainers {
    /// The scroll view each frame measures.
    private(set) var containerOfFrame: [NodeID: NodeID] = [:]
    /// The scroll views some frame measures.
    private(set) var containers: Set<NodeID> = []

    /// No frames, for a graph without `containerRelativeFrame` nodes (which the bottom-up pass
    /// of ``TreeFacts`` finds, so that such graphs cost no pass of their own).
    init() {}

    /// Finds the containers of `graph`'s frames and marks the nodes on the way as measured
    /// afresh in `cachePolicy`.
    init(_ graph: LayoutGraph, cachePolicy: NodeColumn<CachePolicy>) {
        func roles(_ node: NodeID) -> NodeRoles { RuleTable.ask(RolesQuestion(node: node, childCount: graph.children(of: node).count), of: graph.kind(of: node)) }
        let roles = graph.nodeIDs.map(roles)
        var parents = [NodeID?](repeating: nil, count: graph.count)
        for node in graph.nodeIDs {
            for child in graph.children(of: node) { parents[child.index] = node }
        }
        for node in graph.nodeIDs where roles[node.index].contains(.measuresRelativeFrameContainer) {
            var path = [node]
            var current = parents[node.index]
            while let ancestor = current, !roles[ancestor.index].contains(.relativeFrameContainer) {
                path.append(ancestor)
                current = parents[ancestor.index]
            }
            guard let container = current else { continue }
            containerOfFrame[node] = container
            containers.insert(container)
            for step in path { cachePolicy[step.index] = .recomputed }
        }
    }
}

extension LayoutEngine {
    /// The visible size of the scroll view `node`'s `containerRelativeFrame` measures, `nil`
    /// on an axis the scroll view was offered nothing on; `nil` when it is in no scroll view.
    func relativeFrameContainerSize(of node: NodeID) -> ProposedViewSize? {
        facts.relativeFrameContainers.containerOfFrame[node].flatMap { state(ScrollViewRule.VisibleSizes.self).sizes[$0] }
    }
}
