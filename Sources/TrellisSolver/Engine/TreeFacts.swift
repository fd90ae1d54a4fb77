import Foundation
import TrellisGraph

/// The graph being laid out and what the solver knows about each node from where it stands in
/// the tree, worked out once per layout by asking each node's rule.
///
/// Two passes fill the facts: one from the root down (what a node learns from its ancestors:
/// the stack it stands in, its layout direction, its depth) and one from the leaves up (what a
/// node passes on to its parent: priority, spacing, which proposal dimensions it reads, which
/// explicit guides it reports). The bottom-up pass also corrects each node's parameters
/// through its rule (``NormalizationReport``), so checking the graph costs no pass of its own.
///
/// A layout session changes the facts in place when it edits a node
/// (``replaceKind(of:with:subtree:ancestors:normalizer:)``); nothing else does.
struct TreeFacts {
    /// The graph, as corrected by the normaliser.
    var graph: LayoutGraph
    /// The number of levels from the root to the deepest leaf.
    let depth: Int
    /// The columns filled by the passes, one value per node.
    let columns: Columns
    /// The `layoutDirection` nodes whose direction differs from the one around them: their
    /// subtrees are mirrored once placed.
    var mirroredSubtrees: Set<NodeID>
    /// The direct children of every `Grid`: a `GridRow` among them is a row whose cells the grid
    /// sizes and places; any other `GridRow` is laid out as a grid of one row.
    var childrenOfGrids: Set<NodeID>
    /// The nodes whose rules may give structural warnings: the only ones the warning pass visits.
    var warningCandidates: [NodeID]
    /// The scroll views the `containerRelativeFrame` nodes measure.
    let relativeFrameContainers: RelativeFrameContainers
    /// The alignment guides for which each node, or something inside it that passes guides on,
    /// sets an explicit value, by node index; empty for a graph that can have none. Every other
    /// guide takes its default value without asking the subtree.
    var explicitGuides: [GuideSet]

    /// The per-node columns, in memory of this layout's own.
    struct Columns {
        /// Every node's children, one range per node, copied so that layouts of one graph on
        /// many threads never touch a shared reference count.
        let children: NodeColumn<NodeID>
        /// The axis of the stack each node stands in (see ``InheritedContext/stackAxis``).
        let stackAxis: NodeColumn<Axis?>
        /// Each node's spacing preferences, read by the stacks around it.
        let spacing: NodeColumn<EdgeSpacing>
        /// The layout priority a container reads for each node (see ``PriorityPropagation``).
        let priority: NodeColumn<Double>
        /// How the engine answers each node's size.
        let cachePolicy: NodeColumn<CachePolicy>
        /// The proposal dimensions each node's answer reads.
        let readDimensions: NodeColumn<ProposalDimensions>
        /// Whether each node has work to do once placed.
        let followsPlacement: NodeColumn<Bool>
    }

    /// The facts of `graph`, whose nodes' parameters pass through `normalizer` first: the facts
    /// are those of the corrected graph, which ``graph`` holds.
    /// `customLayoutSpacing` asks a custom layout for its spacing preferences given those of
    /// the nodes before it; without it, a custom layout has the union of its subviews'
    /// preferences, the `Layout` protocol's default.
    init(_ graph: LayoutGraph, normalizer: inout NormalizationReport,
         customLayoutSpacing: ((NodeID, CustomLayoutSpec, NodeColumn<EdgeSpacing>) -> EdgeSpacing)? = nil) {
        let count = graph.count
        let columns = Columns(
            children: NodeColumn(copying: graph.childBuffer),
            stackAxis: NodeColumn(count, nil),
            spacing: NodeColumn(uninitialized: count), priority: NodeColumn(uninitialized: count),
            cachePolicy: NodeColumn(uninitialized: count), readDimensions: NodeColumn(uninitialized: count),
            followsPlacement: NodeColumn(uninitialized: count))
        let tracksGuides = graph.mayHaveExplicitGuides
        let borrowedColumns = BottomUpQuestion.Columns(columns)
        var depth = 1
        var mirrored = Set<NodeID>(), childrenOfGrids = Set<NodeID>()
        var warningCandidates: [NodeID] = []
        var anyRelativeFrame = false
        var guides = tracksGuides ? [GuideSet](repeating: GuideSet(), count: count) : []
        normalizer.graph = graph
        BorrowedGraph.with(graph) { structure in
            (depth, mirrored, childrenOfGrids) = Self.topDown(structure, graph: graph, stackAxis: columns.stackAxis)
            var pass = SpacingInputs.Pass(known: columns.spacing, customLayoutSpacing: customLayoutSpacing)
            BorrowedValue.with(&pass) { pass in
                BorrowedValue.with(&normalizer) { report in
                    BorrowedValue.with(&guides) { guides in
                        // Children come before their parents, so one forward pass sees every child first.
                        for index in 0..<count {
                            let id = NodeID(Int32(index))
                            let question = NewNodeFactsQuestion(
                                index: index, children: structure.children(of: index), columns: borrowedColumns,
                                inputs: SpacingInputs(node: id, stackAxis: columns.stackAxis[index], pass: pass), report: report,
                                guides: tracksGuides ? guides : nil)
                            let facts = RuleTable.ask(question, of: structure[kindAt: index])
                            if facts.mayWarn { warningCandidates.append(id) }
                            if facts.measuresContainer { anyRelativeFrame = true }
                        }
                    }
                }
            }
        }
        self.graph = normalizer.apply(to: graph)
        self.depth = depth
        self.columns = columns
        self.mirroredSubtrees = mirrored
        self.childrenOfGrids = childrenOfGrids
        self.warningCandidates = warningCandidates
        relativeFrameContainers = anyRelativeFrame ? RelativeFrameContainers(self.graph, cachePolicy: columns.cachePolicy) : RelativeFrameContainers()
        self.explicitGuides = guides
    }

    /// Fills `stackAxis` from the root down and returns the depth, the mirrored subtrees and
    /// the rows of grids.
    private static func topDown(_ structure: BorrowedGraph, graph: LayoutGraph, stackAxis: NodeColumn<Axis?>)
        -> (depth: Int, mirrored: Set<NodeID>, childrenOfGrids: Set<NodeID>) {
        let count = structure.count
        let levels = NodeColumn<Int32>(count, 1)
        let contexts = NodeColumn<InheritedContext>(count, .root)
        var depth = 1
        var mirrored = Set<NodeID>(), childrenOfGrids = Set<NodeID>()
        // Parents come after their children, so walking backwards visits every parent first.
        var graph = graph
        BorrowedValue.with(&graph) { graph in
        for index in stride(from: count - 1, through: 0, by: -1) {
            let children = structure.children(of: index)
            let level = levels[index]
            for child in children { levels[child.index] = level + 1 }
            depth = max(depth, Int(level))
            let context = contexts[index]
            stackAxis[index] = context.stackAxis
            if context.isChildOfGrid { childrenOfGrids.insert(NodeID(Int32(index))) }
            let question = TopDownQuestion(node: NodeID(Int32(index)), context: context, children: children, graph: graph, contexts: contexts.borrowed)
            if RuleTable.ask(question, of: structure[kindAt: index]) { mirrored.insert(NodeID(Int32(index))) }
        }
        }
        return (depth, mirrored, childrenOfGrids)
    }

    // MARK: - Reading the graph

    /// The kind of `node`.
    @inline(__always)
    func kind(of node: NodeID) -> NodeKind { graph.kind(of: node) }

    /// The positions of `node`'s children in the child column.
    @inline(__always)
    func childRange(of node: NodeID) -> Range<Int> { graph.nodes.childRange(at: node.index).positions }

    /// The number of children of `node`.
    @inline(__always)
    func childCount(of node: NodeID) -> Int { Int(graph.nodes.childRange(at: node.index).count) }

    /// The first child, for modifiers and single-child containers.
    @inline(__always)
    func firstChild(of node: NodeID) -> NodeID? {
        let range = graph.nodes.childRange(at: node.index)
        return range.count > 0 ? columns.children[Int(range.start)] : nil
    }

    /// The children of `node`, valid for the life of the layout.
    @inline(__always)
    func children(of node: NodeID) -> ChildList {
        ChildList(columns.children, range: childRange(of: node))
    }

    /// Whether `node` has work to do once placed.
    @inline(__always)
    func followsPlacement(_ node: NodeID) -> Bool { columns.followsPlacement[node.index] }

    /// The axis of the stack `node` stands in, if any.
    @inline(__always)
    func stackAxis(of node: NodeID) -> Axis? { columns.stackAxis[node.index] }

    // MARK: - Explicit guides

    /// Whether `node` or its content sets an explicit value for `key`.
    @inline(__always)
    func hasExplicitGuide(_ key: AlignmentKey, node: NodeID) -> Bool {
        !explicitGuides.isEmpty && explicitGuides[node.index].contains(key)
    }

    /// Whether `node` or its content sets an explicit value for any guide.
    @inline(__always)
    func hasExplicitGuides(node: NodeID) -> Bool {
        !explicitGuides.isEmpty && !explicitGuides[node.index].isEmpty
    }
}
