import Foundation
import TrellisGraph

extension LayoutResult {
    /// The lines of the text named `id` as it was laid out: each line's characters (the last
    /// ending in "…" when the text was truncated), origin and width. `nil` when no text of that
    /// name was laid out. Results laid out without explain mode are laid out again with it.
    public func textLines(of id: some Hashable) -> [TextLine]? {
        guard let node = node(named: id) else { return nil }
        guard !trace.isEmpty else {
            return LayoutSolver(explain: true, displayScale: displayScale).layout(graph, in: windowSize).textLines(of: id)
        }
        for event in trace.reversed() where event.node == node {
            if case .textLines(let lines, _, _) = event.decision { return lines }
        }
        return nil
    }
}
