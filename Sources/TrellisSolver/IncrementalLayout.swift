import Foundation
import TrellisGraph

/// Lays one graph out again and again, for window after window and edit after edit, keeping
/// what it measured between layouts.
///
/// A size is a function of a node and its proposal, so a layout in a resized window answers
/// from memory every question it asked before: the probes of a stack's children at 0 and ∞,
/// and every subtree whose proposal the resize did not change. An edit (``replaceKind(of:with:)``)
/// forgets only the answers of the edited node, its subtree and its ancestors; its siblings
/// keep theirs. What the solver knows about each node from where it stands is worked out again
/// for those nodes only, so an edit costs in proportion to the depth of the tree and the size
/// of the edited subtree, not to the whole graph (graphs with custom layouts or
/// `containerRelativeFrame` nodes are prepared again whole). The graph is edited in place: a
/// ``LayoutResult`` kept from before the edit holds it too, and makes the edit copy it.
///
/// A subtree placed where the last layout placed it, for the same proposal, keeps its frames
/// without being placed again. Only a layout in the same window as the one before remembers
/// where it placed each node: while the window is being resized every origin moves, and
/// nothing would be kept. Every layout gives the frames and the warnings of a layout of
/// the same graph from scratch (a warning that comes from an answer kept may be listed earlier
/// than it would be).
///
/// ```swift
/// let session = IncrementalLayout(graph)
/// for width in stride(from: 320, through: 1024, by: 1) {
///     let result = session.layout(in: CGSize(width: width, height: 844))
/// }
/// try session.replaceKind(of: banner, with: .frame(FrameSpec(width: 120, height: 40)))
/// let edited = session.layout(in: CGSize(width: 390, height: 844))
/// ```
///
/// The answers kept are bounded: when they outgrow what one layout asks, the next layout
/// drops those the last layout did not use (a stack's distribution order is kept while its
/// children are unchanged), and when even those outnumber ``answersPerNode`` per node, it
/// starts from scratch. In explain mode every layout starts from scratch, so that its trace
/// holds every decision. A session is not shared between threads; sessions of their own are.
public final class IncrementalLayout {
    /// The graph laid out, as given and edited.
    public private(set) var graph: LayoutGraph
    /// The solver's settings (explain mode, memoising, display scale).
    public let solver: LayoutSolver
    /// The most answers kept per node of the graph, on average, before they are dropped.
    public static let answersPerNode = 8

    /// The graph's facts and the warnings found in it, brought up to date after an edit (and
    /// `nil` only while they are made again from scratch).
    private var prepared: PreparedGraph!
    /// The custom layouts' host made with the facts, with their caches, until the first layout
    /// after the graph was prepared takes it; later layouts make caches of their own, as a
    /// layout from scratch does.
    private var preparedCustomLayouts: CustomLayoutHost?
    /// What the layouts so far measured.
    private var answers: RememberedAnswers
    /// Where the last layout placed each node, when the graph lets subtrees be kept.
    private var placements: RememberedPlacements?
    /// Whether layouts remember placements yet: from the first layout, or from the second for
    /// a session made for graphs that are mostly laid out once (as `View.layout(in:)` lays out
    /// most views), which would pay for them for nothing.
    private var remembersPlacements: Bool
    /// Each node's parent, for the ancestors of an edited node, once an edit needs them.
    private var knownParents: [NodeID?]?
    /// The proposal of the last layout and the window it was centred in, if any.
    private var lastRoot: (proposal: ProposedViewSize, window: CGSize?)?

    /// A session for `graph`, laid out by `solver`.
    public convenience init(_ graph: LayoutGraph, solver: LayoutSolver = LayoutSolver()) {
        self.init(graph, solver: solver, remembersFirstPlacements: true)
    }

    /// A session for `graph`, laid out by `solver`, whose first layout remembers where it placed
    /// the views only when `remembersFirstPlacements` is set.
    package init(_ graph: LayoutGraph, solver: LayoutSolver, remembersFirstPlacements: Bool) {
        self.graph = graph
        remembersPlacements = remembersFirstPlacements
        self.solver = solver
        prepared = PreparedGraph(graph, memoize: solver.memoize)
        preparedCustomLayouts = prepared.customLayouts
        answers = LayoutEngine.freshAnswers(for: prepared.facts, memoize: solver.memoize, forSession: true)
        if remembersFirstPlacements { placements = Self.placements(for: prepared.facts, keeping: nil) }
    }

    /// Where to remember placements for a graph with `facts`: `kept` when there is one, none
    /// when a node of the graph has work to do once placed (which a kept subtree would skip).
    private static func placements(for facts: TreeFacts, keeping kept: RememberedPlacements?) -> RememberedPlacements? {
        guard !facts.columns.followsPlacement.contains(true) else { return nil }
        return kept ?? RememberedPlacements(facts.graph)
    }

    /// Lays the graph out in a window of `windowSize`, as ``LayoutSolver/layout(_:in:)`` does.
    public func layout(in windowSize: CGSize) -> LayoutResult {
        layout(proposal: ProposedViewSize(windowSize), centredIn: windowSize)
    }

    /// Lays the graph out for `proposal` with the root at the origin, as
    /// ``LayoutSolver/layout(_:proposal:)`` does.
    public func layout(proposal: ProposedViewSize) -> LayoutResult {
        layout(proposal: proposal, centredIn: nil)
    }

    /// Gives `node` the parameters `kind` (see ``LayoutGraph/replaceKind(of:with:)``) and
    /// forgets the answers the change can affect: those of the node, of its subtree (whose
    /// context it may set) and of its ancestors.
    ///
    /// - Throws: ``LayoutGraph/EditError`` when the graph cannot take the change; the session is
    ///   then unchanged.
    public func replaceKind(of node: NodeID, with kind: NodeKind) throws {
        try graph.checkReplacement(of: node, with: kind)
        graph.setKind(kind, of: node)
        let subtree = graph.subtree(of: node)
        let parents = knownParents ?? graph.parents()
        knownParents = parents
        let ancestors = Array(sequence(first: node) { parents[$0.index] }.dropFirst())
        if !prepared.replaceKind(of: node, with: kind, subtree: subtree, ancestors: ancestors) {
            prepareAgain()
        }
        // Only the edited node's kind changed, so only it can start or stop having work to do
        // once placed; without kept placements, another node may still have some.
        if let kept = placements {
            placements = prepared.facts.followsPlacement(node) ? nil : kept
        } else {
            placements = Self.placements(for: prepared.facts, keeping: nil)
        }
        for stale in subtree + ancestors {
            answers.forget(stale)
            placements?.forget(stale)
        }
    }

    /// Lays out `replaced.graph` from now on: the graph with some of its views lowered again,
    /// as a `@State` change does. The answers of the nodes whose subtrees did not change are
    /// kept under their new IDs; those of the views lowered again and of their ancestors are
    /// measured again.
    package func adopt(_ replaced: ReplacedGraph) {
        graph = replaced.graph
        knownParents = nil
        prepareAgain()
        let kept = LayoutEngine.freshAnswers(for: prepared.facts, memoize: solver.memoize, forSession: true)
        if !solver.explain, solver.memoize { kept.keepAnswers(of: answers, unchanged: replaced.unchanged) }
        answers = kept
        placements = Self.placements(for: prepared.facts, keeping: nil)
    }

    /// Works the graph's facts out again from scratch.
    private func prepareAgain() {
        // Let go of the old facts first, so that they and their copy of the graph are freed
        // before the new ones are made.
        prepared = nil
        prepared = PreparedGraph(graph, memoize: solver.memoize)
        preparedCustomLayouts = prepared.customLayouts
    }

    private func layout(proposal: ProposedViewSize, centredIn window: CGSize?) -> LayoutResult {
        if solver.explain || !solver.memoize {
            answers = LayoutEngine.freshAnswers(for: prepared.facts, memoize: solver.memoize)
        } else {
            answers.beginLayout()
            if answers.sizes.count > Self.answersPerNode * max(graph.count, 64) {
                answers = LayoutEngine.freshAnswers(for: prepared.facts, memoize: solver.memoize, forSession: true)
            }
        }
        let sameWindow = lastRoot.map { $0.proposal == proposal && $0.window == window } ?? true
        defer {
            preparedCustomLayouts = nil
            lastRoot = (proposal, window)
            if !remembersPlacements {
                remembersPlacements = true
                placements = placements ?? Self.placements(for: prepared.facts, keeping: nil)
            }
        }
        let engine = LayoutEngine(facts: prepared.facts, memoize: solver.memoize, tracing: solver.explain, customLayouts: preparedCustomLayouts,
                                  answers: answers, placements: solver.explain || !remembersPlacements || !sameWindow ? nil : placements)
        return solver.layout(with: engine, graphWarnings: prepared.graphWarnings, proposal: proposal, centredIn: window)
    }
}
