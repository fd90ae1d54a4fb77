import TrellisGraph

/// Where a lowering met a view with `@State`, and how to lower the view again there: the
/// environment, identity and modifier contents in scope, and the view itself.
package struct LoweringResumption {
    let environment: EnvironmentValues
    let identity: ViewIdentityTracker
    let pendingContent: [(inout GraphLowering) -> [NodeID]]
    /// Lowers the view's `body` (its state is already bound).
    let lowerBody: (inout GraphLowering) -> [NodeID]
}

/// A view with `@State` as lowering met it: the nodes it made and how to lower it again when its
/// state changes.
package struct StatefulView {
    /// The view's identity, under which its state is stored.
    package let identity: ViewIdentity
    /// The nodes the view's lowering added: its whole subtree, children before parents.
    package var nodes: Range<Int>
    /// The nodes the view gave its parent.
    package var roots: [NodeID]
    /// What each of ``roots`` carried when the view gave it to its parent.
    package var rootAnnotations: [NodeAnnotations]
    /// How to lower the view again.
    let resumption: LoweringResumption

    /// The view lowered again where it was: a graph of its nodes alone, the nodes it gives its
    /// parent, and the views with state it met, their nodes counted in that graph.
    func lowerAgain() -> (graph: LayoutGraph, roots: [NodeID], statefulViews: StatefulViews) {
        var lowering = GraphLowering(resuming: resumption)
        let roots = resumption.lowerBody(&lowering)
        return (lowering.graph, roots, lowering.statefulViews ?? StatefulViews())
    }

    /// This view after `replacements` (in graph order, none of them inside it) replaced nodes
    /// of the graph: its nodes and roots moved to where they went.
    fileprivate func moved(by replacements: [PlannedReplacement]) -> StatefulView {
        var moved = self
        moved.nodes = PlannedReplacement.newIndex(of: nodes.lowerBound, after: replacements)
            ..< PlannedReplacement.newIndex(of: nodes.upperBound, after: replacements)
        for (position, root) in roots.enumerated() {
            if let replacement = replacements.first(where: { $0.replacement.nodes.contains(root.index) }),
               let rootPosition = replacement.replacement.roots.firstIndex(of: root) {
                // A view whose body is the replaced view shares its roots.
                let newRoot = replacement.replacement.newRoots[rootPosition]
                moved.roots[position] = NodeID(Int32(replacement.newStart + newRoot.index))
                moved.rootAnnotations[position] = rootAnnotations[position].replacing(
                    replacement.replacement.rootAnnotations[rootPosition], with: NodeAnnotations(of: newRoot, in: replacement.replacement.graph))
            } else {
                moved.roots[position] = NodeID(Int32(PlannedReplacement.newIndex(of: root.index, after: replacements)))
            }
        }
        return moved
    }

    /// This view, met while lowering a view again, with its nodes counted in the whole graph,
    /// where that view's nodes start at `start`.
    fileprivate func offset(by start: Int) -> StatefulView {
        var moved = self
        moved.nodes = (nodes.lowerBound + start)..<(nodes.upperBound + start)
        moved.roots = roots.map { NodeID(Int32($0.index + start)) }
        return moved
    }
}

/// A replacement about to be made, with where its new nodes will start.
private struct PlannedReplacement {
    let replacement: SubtreeReplacement
    let newStart: Int
    /// Where the view lowered again is among the stateful views.
    let position: Int

    /// Where the node at `index` (or the end of a range there) goes once `replacements`, none of
    /// which it is inside, are made.
    static func newIndex(of index: Int, after replacements: [PlannedReplacement]) -> Int {
        index + replacements.lazy.filter { $0.replacement.nodes.upperBound <= index }.reduce(0) { $0 + $1.replacement.growth }
    }
}

/// The views with `@State` of a lowered view tree, kept so that when the state of some of them
/// changes, only those views are lowered again (see ``lowerAgain(changed:)``).
///
/// A view is kept unless its subtree sets or observes preferences, which travel to views
/// outside it; a tree where a view around another replaced a layout value the inner one set,
/// or that made anchors (which name nodes by their place in the graph), cannot be lowered
/// again in part at all.
package struct StatefulViews {
    /// The views, in the order their lowering finished (inner views before the views around
    /// them).
    private var views: [StatefulView] = []
    /// Where each view is in ``views``; `nil` for an identity met twice.
    private var positions: [ViewIdentity: Int?] = [:]
    /// Whether the tree can be lowered again in part.
    package private(set) var resumable = true

    /// No views yet.
    package init() {}

    /// Adds `view`, whose lowering just finished.
    mutating func append(_ view: StatefulView) {
        positions[view.identity] = positions[view.identity] == nil ? views.count : .some(nil)
        views.append(view)
    }

    /// Records that the tree cannot be lowered again in part.
    package mutating func markNotResumable() {
        resumable = false
    }

    /// Lowers again the views of `changed` (the outermost of them, when one holds another) and
    /// returns the replacements of their nodes in graph order, with these views updated to the
    /// graph the replacements make; or `nil` when the tree must be lowered again from its root:
    /// a changed view is not kept, made no nodes, or now gives its parent another number of
    /// nodes.
    package mutating func lowerAgain(changed: Set<ViewIdentity>) -> [SubtreeReplacement]? {
        guard resumable else { return nil }
        var chosen: [(position: Int, view: StatefulView)] = []
        for identity in changed {
            // A view that made no nodes has no place of its own in the graph to be lowered
            // again into: it may sit before or inside the view whose nodes follow.
            guard let position = positions[identity], let position, !views[position].nodes.isEmpty else { return nil }
            chosen.append((position, views[position]))
        }
        // Outermost first among views that start together, so each view inside another is
        // dropped (of two views over the same nodes, the one whose body is the other was
        // recorded last).
        chosen.sort { ($0.view.nodes.lowerBound, -$0.view.nodes.count, -$0.position) < ($1.view.nodes.lowerBound, -$1.view.nodes.count, -$1.position) }
        var outermost: [(position: Int, view: StatefulView)] = []
        for candidate in chosen where !outermost.contains(where: { Self.holds($0, candidate) }) {
            outermost.append(candidate)
        }
        var planned: [PlannedReplacement] = []
        var lowered: [Int: [StatefulView]] = [:]
        for (position, view) in outermost {
            let (graph, roots, inner) = view.lowerAgain()
            guard roots.count == view.roots.count, inner.resumable else { return nil }
            let replacement = SubtreeReplacement(nodes: view.nodes, roots: view.roots, rootAnnotations: view.rootAnnotations, graph: graph, newRoots: roots)
            let newStart = PlannedReplacement.newIndex(of: view.nodes.lowerBound, after: planned)
            planned.append(PlannedReplacement(replacement: replacement, newStart: newStart, position: position))
            var again = view
            again.nodes = newStart..<(newStart + graph.count)
            again.roots = roots.map { NodeID(Int32(newStart + $0.index)) }
            again.rootAnnotations = roots.map { NodeAnnotations(of: $0, in: graph) }
            lowered[position] = inner.views.map { $0.offset(by: newStart) } + [again]
        }
        // The views stay in the order their lowering finished, each view lowered again with the
        // views met inside it in its place, so that a view still comes after those inside it.
        var updated = StatefulViews()
        for (position, view) in views.enumerated() {
            if let again = lowered[position] {
                for view in again { updated.append(view) }
            } else if !planned.contains(where: { Self.holds(($0.position, views[$0.position]), (position, view)) }) {
                updated.append(view.moved(by: planned))
            }
        }
        self = updated
        return planned.map(\.replacement)
    }

    /// Whether `inner` is `outer` or lies inside it: its nodes are among `outer`'s, and when
    /// they are the same nodes, `outer` is the view whose body is `inner` (recorded after it).
    private static func holds(_ outer: (position: Int, view: StatefulView), _ inner: (position: Int, view: StatefulView)) -> Bool {
        let outerNodes = outer.view.nodes, innerNodes = inner.view.nodes
        guard outerNodes.lowerBound <= innerNodes.lowerBound, innerNodes.upperBound <= outerNodes.upperBound else { return false }
        return innerNodes != outerNodes || inner.position <= outer.position
    }
}
