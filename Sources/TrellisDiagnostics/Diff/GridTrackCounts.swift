import Foundation
import TrellisGraph
import TrellisSolver

extension LayoutDiff {
    /// How the number of a grid's columns and rows changed, when `change` is about a grid
    /// (`Grid`, `LazyVGrid`, `LazyHGrid`) that has another number of them after: "2 → 4
    /// columns, 3 → 2 rows"; `nil` for any other view or when the numbers are the same.
    func trackCounts(of change: Change) -> String? {
        guard let old = Self.tracks(of: change.nodeBefore, in: before), let new = Self.tracks(of: change.node, in: after) else { return nil }
        var parts: [String] = []
        if old.columns != new.columns { parts.append("\(old.columns) → \(new.columns) columns") }
        if old.rows != new.rows { parts.append("\(old.rows) → \(new.rows) rows") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// How many columns and rows the grid `node` had when it was last sized in `result`, from
    /// its trace; `nil` when `node` is not a grid.
    private static func tracks(of node: NodeID, in result: LayoutResult) -> (columns: Int, rows: Int)? {
        for event in result.trace.reversed() where event.node == node {
            if case .gridTracks(let columns, let rows) = event.decision { return (columns.count, rows.count) }
        }
        return nil
    }
}
