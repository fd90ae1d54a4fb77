import Foundation
import TrellisGraph
import TrellisSolver

/// What changed between two layouts of the same view (before and after a change of code,
/// state, environment or window), and why: the views that moved or resized, in tree order, each
/// with the first decision on its why-chain that differs and both of its values.
///
/// ```swift
/// let diff = LayoutDiff(from: before, to: after)
/// print(diff.headline ?? "no view moved")
/// // 'price' got 20 pt narrower because the HStack's share for it fell from 200 to 180
/// // when 'title' grew from 100 to 120 (its width changed from 100 to 120)
/// ```
///
/// The views of the two layouts are matched by their place in the tree (see the testing
/// article, "Why a snapshot changed"): the roots match, and below two matched views their
/// children are lined up in order by kind and name, so views inserted or removed, and modifiers
/// added around a view, leave the others matched. Only the views a `.frames` snapshot lists are
/// reported: views and named modifiers. Layouts made without explain mode are laid out again
/// with it, since the causes come from the decisions explain mode records.
public struct LayoutDiff: Sendable {
    /// The layout before the change, with its trace.
    public let before: LayoutResult
    /// The layout after the change, with its trace.
    public let after: LayoutResult
    /// The views that moved or resized, in the tree order of ``after``.
    public let changes: [Change]
    /// The views of ``before`` that ``after`` no longer has or no longer lays out (a
    /// `ViewThatFits` candidate no longer shown), in tree order, without the views inside them.
    public let removed: [NodeID]
    /// The views of ``after`` that ``before`` did not have or did not lay out, in tree order,
    /// without the views inside them.
    public let inserted: [NodeID]

    /// A view that moved or resized, and why.
    public struct Change: Sendable, Hashable {
        /// The view in ``LayoutDiff/after``'s graph.
        public var node: NodeID
        /// The same view in ``LayoutDiff/before``'s graph.
        public var nodeBefore: NodeID
        /// How the view is named.
        public var view: LayoutWarning.ViewName
        /// Its frame before, in window coordinates.
        public var frameBefore: CGRect
        /// Its frame after, in window coordinates.
        public var frameAfter: CGRect
        /// Why it changed.
        public var reason: Reason
    }

    /// Why a view moved or resized: the first decision on its why-chain whose value differs.
    public enum Reason: Sendable, Hashable {
        /// The view was offered another size: `container` decided `before` then `after` (`nil`
        /// for the window's own offer), which offered it `offerBefore` then `offerAfter`.
        /// `origin` is where that started.
        case offer(container: LayoutWarning.ViewName?, before: Decision?, after: Decision?,
                   offerBefore: ProposedViewSize, offerAfter: ProposedViewSize, origin: Origin)
        /// The view was offered the same size and chose another: `origin` says what changed
        /// in it.
        case sizedItself(Origin)
        /// The view kept its size and its place in the view that holds it; that view moved,
        /// and when the views holding it moved all the way up to the root, `origin` is the
        /// window's change that moved the root.
        case movedWith(LayoutWarning.ViewName, origin: Origin?)
        /// `container` placed the view elsewhere: the alignment decision `before` became
        /// `after` (both `nil` when the container records no alignment that differs).
        case placed(container: LayoutWarning.ViewName, before: Decision?, after: Decision?, origin: Origin)
    }

    /// Where a change started.
    public indirect enum Origin: Sendable, Hashable {
        /// The window changed size.
        case window(before: CGSize, after: CGSize)
        /// A view's own parameters changed (its text, a frame's width, a padding, its font).
        case parameters(LayoutWarning.ViewName, [ParameterChange])
        /// A view laid out beside it changed size (a sibling sized before it in the same
        /// stack, for example), for the reason `origin` gives.
        case sibling(LayoutWarning.ViewName, before: CGSize, after: CGSize, origin: Origin?)
        /// A view inside it changed size, for the reason `origin` gives.
        case content(LayoutWarning.ViewName, before: CGSize, after: CGSize, origin: Origin?)
        /// The view that holds it changed size.
        case container(LayoutWarning.ViewName, before: CGSize, after: CGSize)
        /// Views were inserted into or removed from `view`.
        case structure(LayoutWarning.ViewName, inserted: Int, removed: Int)
        /// The modifiers `modifiers` (outermost first) were added around `view`, or removed
        /// from around it when `added` is false.
        case modifiers([String], around: LayoutWarning.ViewName, added: Bool)
    }

    /// One parameter of a view that has another value: `field` as the graph file names it.
    public struct ParameterChange: Sendable, Hashable {
        /// The parameter's name in the graph file (`width`, `string`, `font`, `top`, …).
        public var field: String
        /// Its value before, as the graph file writes it (`nil` when it was not set).
        public var before: String?
        /// Its value after.
        public var after: String?
    }

    /// The diff from `before` to `after`, two layouts of the same view.
    public init(from before: LayoutResult, to after: LayoutResult) {
        self.before = before.withTrace()
        self.after = after.withTrace()
        let analysis = DiffAnalysis(before: self.before, after: self.after)
        changes = analysis.changes()
        removed = analysis.unmatchedViews(inBefore: true)
        inserted = analysis.unmatchedViews(inBefore: false)
    }

    /// Whether no view moved, resized, appeared or went.
    public var isEmpty: Bool { changes.isEmpty && removed.isEmpty && inserted.isEmpty }
}

extension LayoutResult {
    /// This result, or, when it was laid out without explain mode, the same layout with its trace.
    func withTrace() -> LayoutResult {
        guard trace.isEmpty else { return self }
        return LayoutSolver(explain: true, displayScale: displayScale).layout(graph, in: windowSize)
    }
}
