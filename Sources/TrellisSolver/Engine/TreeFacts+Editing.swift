import Foundation
import TrellisGraph

extension TreeFacts {
    /// Gives `node` the parameters `kind`, corrected by `normalizer`, and works out again only
    /// the facts the change can reach: the top-down facts of the node's subtree, whose context
    /// the node may set, and the bottom-up facts of that subtree and of the node's ancestors,
    /// which read the node's. `subtree` holds the node and every node below it, children before
    /// parents; `ancestors` the node's parent, its parent's, and so on up to the root.
    ///
    /// Returns `false`, changing nothing, when the change calls for all facts again: in a graph
    /// with custom layouts (whose spacing an engine asks) or with `containerRelativeFrame` nodes
    /// in the edited subtree or measuring a scroll view (which change the cache policy of the
    /// nodes on their way).
    mutating func replaceKind(of node: NodeID, with kind: NodeKind, subtree: [NodeID], ancestors: [NodeID],
                              normalizer: inout NormalizationReport) -> Bool {
        let measuresContainer = subtree.contains { member in
            RuleTable.ask(RolesQuestion(node: member, childCount: graph.children(of: member).count),
                          of: member == node ? kind : graph.kind(of: member)).contains(.measuresRelativeFrameContainer)
        }
        guard graph.customLayouts.isEmpty, relativeFrameContainers.containers.isEmpty, !measuresContainer else { return false }
        setKind(kind, of: node, normalizer: &normalizer)
        passDown(to: subtree, below: ancestors)
        passUp(from: subtree + ancestors)
        return true
    }

    /// Sets the kind of `node` to `kind` as `normalizer` corrects it.
    private mutating func setKind(_ kind: NodeKind, of node: NodeID, normalizer: inout NormalizationReport) {
        graph.setKind(kind, of: node)
        normalizer.graph = graph
        let corrected = BorrowedValue.with(&normalizer) { report in
            RuleTable.ask(NormalizeQuestion(node: node, report: report), of: kind)
        }
        // Let go of the report's copy, so that correcting the kind does not copy the graph.
        normalizer.graph = LayoutGraph()
        if let corrected { graph.setKind(corrected, of: node) }
    }

    /// Works out the top-down facts of `subtree` (its root last) again, from the context its
    /// root gets through `ancestors` (its parent first).
    private mutating func passDown(to subtree: [NodeID], below ancestors: [NodeID]) {
        let contexts = NodeColumn<InheritedContext>(uninitialized: graph.count)
        var graph = self.graph
        BorrowedGraph.with(graph) { structure in
            BorrowedValue.with(&graph) { borrowedGraph in
                func passOn(from parent: NodeID, context: InheritedContext) -> Bool {
                    RuleTable.ask(TopDownQuestion(node: parent, context: context, children: structure.children(of: parent.index), graph: borrowedGraph,
                                                  contexts: contexts.borrowed), of: structure[kindAt: parent.index])
                }
                // The context of the subtree's root, passed down from the root of the tree.
                var context = InheritedContext.root
                for (step, ancestor) in ancestors.enumerated().reversed() {
                    _ = passOn(from: ancestor, context: context)
                    context = contexts[(step == 0 ? subtree[subtree.count - 1] : ancestors[step - 1]).index]
                }
                contexts[subtree[subtree.count - 1].index] = context
                // Parents come after their children, so walking backwards visits every parent first.
                for member in subtree.reversed() {
                    let context = contexts[member.index]
                    columns.stackAxis[member.index] = context.stackAxis
                    if context.isChildOfGrid { childrenOfGrids.insert(member) } else { childrenOfGrids.remove(member) }
                    if passOn(from: member, context: context) { mirroredSubtrees.insert(member) } else { mirroredSubtrees.remove(member) }
                }
            }
        }
    }

    /// Works out the bottom-up facts of `nodes` (children before parents) again.
    private mutating func passUp(from nodes: [NodeID]) {
        let borrowedColumns = BottomUpQuestion.Columns(columns)
        var pass = SpacingInputs.Pass(known: columns.spacing, customLayoutSpacing: nil)
        let tracksGuides = graph.mayHaveExplicitGuides
        if tracksGuides, explicitGuides.isEmpty { explicitGuides = Array(repeating: GuideSet(), count: graph.count) }
        let graph = self.graph
        BorrowedGraph.with(graph) { structure in
            BorrowedValue.with(&pass) { pass in
                for node in nodes {
                    let children = structure.children(of: node.index)
                    let kind = structure[kindAt: node.index]
                    if tracksGuides {
                        explicitGuides[node.index] = GuidePropagation.reportedGuides(
                            RuleTable.ask(GuidePassingQuestion(node: node, childCount: children.count), of: kind), children: Children(children, ownedBy: node), known: explicitGuides)
                    }
                    let question = BottomUpQuestion(index: node.index, children: children, columns: borrowedColumns,
                                                    inputs: SpacingInputs(node: node, stackAxis: columns.stackAxis[node.index], pass: pass),
                                                    guideAxes: tracksGuides ? explicitGuides[node.index].axes : [])
                    let mayWarn = RuleTable.ask(question, of: kind).mayWarn
                    let position = candidatePosition(of: node)
                    let listed = position < warningCandidates.endIndex && warningCandidates[position] == node
                    if mayWarn, !listed { warningCandidates.insert(node, at: position) }
                    if !mayWarn, listed { warningCandidates.remove(at: position) }
                }
            }
        }
    }

    /// Where `node` is or belongs in ``warningCandidates``, which lists nodes in order.
    private func candidatePosition(of node: NodeID) -> Int {
        var low = 0, high = warningCandidates.count
        while low < high {
            let middle = (low + high) / 2
            if warningCandidates[middle].index < node.index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
