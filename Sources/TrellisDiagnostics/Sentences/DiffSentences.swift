import Foundation
import TrellisGraph
import TrellisSolver

extension LayoutDiff {
    /// The sentence of the change a reader is most likely to ask about, in tree order: the first
    /// view with a name (`.id` or `.accessibilityIdentifier`) that resized, else the first view
    /// that resized, else the first named view that moved, else the first view that moved
    /// other than with the view holding it (a grid's with how many columns and rows it had
    /// before and after); `nil` when no view moved, resized, appeared or went.
    public var headline: String? {
        if let change = headlineChange { return change.sentence + (trackCounts(of: change).map { "; \($0)" } ?? "") }
        if let node = inserted.first { return "\(LayoutWarning.ViewName(node, in: after.graph).label) was inserted" }
        if let node = removed.first { return "\(LayoutWarning.ViewName(node, in: before.graph).label) was removed" }
        return nil
    }

    /// The change ``headline`` is about.
    private var headlineChange: Change? {
        let resized = changes.filter { !DiffAnalysis.same($0.frameBefore.size, $0.frameAfter.size) }
        let placed = changes.filter { if case .movedWith = $0.reason { false } else { true } }
        return resized.first { $0.view.id != nil } ?? resized.first ?? placed.first { $0.view.id != nil } ?? placed.first ?? changes.first
    }

    /// The diff in words: the headline, then each view that moved or resized in tree order with
    /// its frames and why (a grid also with how many columns and rows it had before and after:
    /// "2 → 4 columns"), the views inserted and removed, and how many moved with the views
    /// holding them.
    ///
    /// ```text
    /// 'price' got 20 pt narrower because the HStack's share for it fell from 200 to 180 when 'title' grew from 100 to 120 (its width changed from 100 to 120)
    ///   'price' (45, 397, 200, 50) → (45, 397, 180, 50): got 20 pt narrower because …
    ///   'title' (245, 397, 100, 50) → (225, 397, 120, 50): moved 20 pt left and got 20 pt wider because its width changed from 100 to 120
    /// ```
    public var text: String {
        guard let headline else { return "no view moved or resized" }
        var lines = [headline]
        var carried = 0
        let headlineNode = headlineChange?.node
        for change in changes {
            if case .movedWith = change.reason, change.node != headlineNode {
                carried += 1
                continue
            }
            let counts = trackCounts(of: change).map { "; \($0)" } ?? ""
            lines.append("  \(change.view.label) \(PointFormat.string(change.frameBefore)) → \(PointFormat.string(change.frameAfter)): \(change.predicate)\(counts)")
        }
        if carried > 0 { lines.append("  \(carried == 1 ? "1 view" : "\(carried) views") moved with the views holding them") }
        for node in inserted { lines.append("  inserted: \(LayoutWarning.ViewName(node, in: after.graph).label) \(PointFormat.string(after.frames[node.index] ?? .zero))") }
        for node in removed { lines.append("  removed: \(LayoutWarning.ViewName(node, in: before.graph).label) \(PointFormat.string(before.frames[node.index] ?? .zero))") }
        return lines.joined(separator: "\n")
    }
}

extension LayoutDiff.Change {
    /// The change in one sentence: "'price' got 20 pt narrower because the HStack's share for
    /// it fell from 200 to 180 when 'title' grew from 100 to 120 (its width changed from 100
    /// to 120)".
    public var sentence: String { "\(view.label) \(predicate)" }

    /// The sentence without the view's name: what happened to it and why.
    public var predicate: String { "\(movement) because \(reason.clause)" }

    /// "got 20 pt narrower", "moved 8 pt down and got 16 pt taller".
    var movement: String {
        var parts: [String] = []
        let dx = frameAfter.minX - frameBefore.minX, dy = frameAfter.minY - frameBefore.minY
        let moves = [Self.amount(dx, "right", "left"), Self.amount(dy, "down", "up")].compactMap { $0 }
        if !moves.isEmpty { parts.append("moved " + moves.joined(separator: " and ")) }
        let sizes = [Self.amount(frameAfter.width - frameBefore.width, "wider", "narrower"),
                     Self.amount(frameAfter.height - frameBefore.height, "taller", "shorter")].compactMap { $0 }
        if !sizes.isEmpty { parts.append("got " + sizes.joined(separator: " and ")) }
        return parts.joined(separator: " and ")
    }

    private static func amount(_ delta: CGFloat, _ more: String, _ less: String) -> String? {
        abs(delta) < 0.001 ? nil : "\(PointFormat.string(abs(delta))) pt \(delta > 0 ? more : less)"
    }
}

extension LayoutDiff.Reason {
    /// The reason after "because".
    var clause: String {
        switch self {
        case .offer(let container, let before, let after, let offerBefore, let offerAfter, let origin):
            let decided = LayoutDiff.decisionClause(container: container, before: before, after: after, offerBefore: offerBefore, offerAfter: offerAfter)
            // The window's own offer, or a container whose own parameters changed, needs no
            // "when": the clause already says it.
            if case .window = origin, container == nil { return decided }
            if case .parameters(let view, _) = origin, view == container, case .offer? = after { return decided }
            return "\(decided) when \(origin.clause)"
        case .sizedItself(let origin):
            return origin.ownClause
        case .movedWith(let holder, let origin):
            return "it moved with \(holder.subject), which holds it" + (origin.map { ", when \($0.clause)" } ?? "")
        case .placed(let container, let before, let after, let origin):
            let placed: String
            if let before, let after, case .aligned(let guide, let lineBefore, _) = before, case .aligned(_, let lineAfter, let value) = after {
                placed = "\(container.subject) put its \(guide.name) guide on the line at \(PointFormat.string(lineAfter)) instead of \(PointFormat.string(lineBefore)) "
                    + "(\(guide.axis == .horizontal ? "x" : "y") = \(PointFormat.string(lineAfter - value)))"
            } else {
                placed = "\(container.subject) placed it elsewhere"
            }
            return "\(placed) when \(origin.clause)"
        }
    }
}

extension LayoutDiff {
    /// How the decision that gave a view its offer changed, with both values: "the HStack's
    /// share for it fell from 200 to 180", "the window offered it 320×568 instead of 390×844".
    static func decisionClause(container: LayoutWarning.ViewName?, before: Decision?, after: Decision?,
                               offerBefore: ProposedViewSize, offerAfter: ProposedViewSize) -> String {
        guard let container else { return "the window offered it \(offerAfter) instead of \(offerBefore)" }
        switch (before, after) {
        case (.share(let old)?, .share(let new)?) where abs(old.offered - new.offered) >= 0.001:
            let verb = new.offered < old.offered ? "fell" : "rose"
            let share = container.id == nil ? "the \(container.label)'s share for it" : "the share \(container.label) gave it"
            return "\(share) \(verb) from \(PointFormat.string(old.offered)) to \(PointFormat.string(new.offered))"
        case (.gridTrack(let axis, let index, _, let old)?, .gridTrack(_, _, _, let new)?):
            return "\(axis == .horizontal ? "column" : "row") \(index + 1) of \(container.id == nil ? "the " : "")\(container.label) went from \(PointFormat.string(old)) to \(PointFormat.string(new))"
        case (.lazyGridItem(let old)?, .lazyGridItem(let new)?) where old.trackLength != new.trackLength || old.count != new.count:
            let tracks = new.axis == .horizontal ? "columns" : "rows"
            let counts = old.count == new.count ? "" : ", \(old.count) → \(new.count) \(tracks)"
            return "the \(tracks) of \(container.id == nil ? "the " : "")\(container.label) went from \(PointFormat.string(old.trackLength)) to "
                + "\(PointFormat.string(new.trackLength))\(counts) (\(new.sentence))"
        case (_, .offer(let reason, let received, _)?):
            return "\(container.subject) offered it \(offerAfter) instead of \(offerBefore) (\(reason.clause(received: received)))"
        case (let old?, let new?) where old != new:
            return "\(container.subject) offered it \(offerAfter) (\(new.offerReason ?? new.sentence)) instead of \(offerBefore)"
        default:
            return "\(container.subject) offered it \(offerAfter) instead of \(offerBefore)"
        }
    }
}

extension LayoutDiff.Origin {
    /// Where a change started, after "when": "'title' grew from 100 to 120 (its width changed
    /// from 100 to 120)", "the window changed from 390×844 to 320×568".
    var clause: String {
        switch self {
        case .window(let before, let after):
            return "the window changed from \(PointFormat.string(before)) to \(PointFormat.string(after))"
        case .parameters(let view, let changes):
            return changes.isEmpty ? "\(view.subject) changed" : "\(view.subject) changed its " + Self.list(changes, verb: "")
        case .sibling(let view, let before, let after, let origin), .content(let view, let before, let after, let origin):
            return "\(view.subject) \(Self.growth(before, after))" + (origin.map { " (\($0.ownClause))" } ?? "")
        case .container(let view, let before, let after):
            return "\(view.subject), which holds it, \(Self.growth(before, after))"
        case .structure(let view, let inserted, let removed):
            return Self.structure(view, inserted: inserted, removed: removed)
        case .modifiers(let modifiers, let view, let added):
            let names = modifiers.joined(separator: ", ")
            return added ? "\(names) \(modifiers.count == 1 ? "was" : "were") added around \(view.label)"
                : "\(names) \(modifiers.count == 1 ? "was" : "were") removed from around \(view.label)"
        }
    }

    /// Where a view's own change started, as said of the view itself after "because": "its
    /// width changed from 100 to 120", "its content 'label' grew from 40 to 60".
    var ownClause: String {
        switch self {
        case .parameters(_, let changes):
            return changes.isEmpty ? "its parameters changed" : "its " + Self.list(changes, verb: " changed")
        case .content(let view, let before, let after, let origin):
            return "its content \(view.label) \(Self.growth(before, after))" + (origin.map { " (\($0.ownClause))" } ?? "")
        default:
            return clause
        }
    }

    /// "width changed from 100 to 120 and its string changed from "A" to "B"" with `verb`
    /// " changed", the same without it; a field that was not set is "none".
    private static func list(_ changes: [LayoutDiff.ParameterChange], verb: String) -> String {
        changes.map { change in
            "\(change.field)\(verb) from \(change.before ?? "none") to \(change.after ?? "none")"
        }.joined(separator: " and its ")
    }

    /// "grew from 100 to 120" when one length changed, "shrank from 100×50 to 80×40" when both did.
    private static func growth(_ before: CGSize, _ after: CGSize) -> String {
        let widthChanged = abs(before.width - after.width) >= 0.001, heightChanged = abs(before.height - after.height) >= 0.001
        if widthChanged && heightChanged {
            let verb = after.width * after.height >= before.width * before.height ? "grew" : "shrank"
            return "\(verb) from \(PointFormat.string(before)) to \(PointFormat.string(after))"
        }
        let (old, new) = widthChanged ? (before.width, after.width) : (before.height, after.height)
        return "\(new > old ? "grew" : "shrank") from \(PointFormat.string(old)) to \(PointFormat.string(new))"
    }

    private static func structure(_ view: LayoutWarning.ViewName, inserted: Int, removed: Int) -> String {
        let views = { (count: Int) in count == 1 ? "1 view" : "\(count) views" }
        let parts = [inserted > 0 ? "\(views(inserted)) inserted" : nil, removed > 0 ? "\(views(removed)) removed" : nil].compactMap { $0 }
        return "\(view.subject) had \(parts.joined(separator: " and "))"
    }
}

extension LayoutWarning.ViewName {
    /// The view as the subject of a clause: its name in quotes, or "the HStack".
    var subject: String { id == nil ? "the \(typeName)" : label }
}
