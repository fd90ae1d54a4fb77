import Foundation
import TrellisGraph
import TrellisSolver

extension LayoutResult {
    /// A readable table of the layout: one row per laid-out view, indented by depth, with its
    /// frame in window coordinates. Modifier nodes are folded into the view they modify unless
    /// `includeModifiers` is set; named views show their `.id`. A view is named as the code
    /// wrote it: a button's row says `Button`, though a button's style made a `padding`
    /// (see ``LayoutGraph/viewName(of:)``).
    ///
    /// ```
    /// view                    x      y      width  height
    /// VStack                  0      0      390    844
    ///   frame 'top'           0      0      390    400
    /// ```
    ///
    /// The views a `GeometryReader`'s content made are listed under the reader, whose children
    /// they are in the result's `graph`.
    ///
    /// With `behaviors`, a last column gives each view's sizing behaviour, horizontal then
    /// vertical (see ``SizingBehavior``).
    public func frameTable(includeModifiers: Bool = false, behaviors: Bool = false) -> String {
        var rows: [(String, CGRect, NodeID)] = []
        appendRows(of: graph.root, depth: 0, includeModifiers: includeModifiers, to: &rows)
        var header = ["view", "x", "y", "width", "height"]
        if behaviors { header.append("behaviour") }
        let probe = behaviors ? SizeProbe(graph) : nil
        let cells = rows.map { name, frame, node in
            var cells = [name, PointFormat.string(frame.minX), PointFormat.string(frame.minY), PointFormat.string(frame.width), PointFormat.string(frame.height)]
            if let probe {
                let behavior = sizingBehavior(of: node, probe: probe)
                cells.append("\(behavior.horizontal) / \(behavior.vertical)")
            }
            return cells
        }
        let widths = (0..<header.count).map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        return ([header] + cells).map { row in
            row.enumerated().map { column, cell in
                column == 0 || column == 5 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n")
    }

    /// Adds the rows of `node` and its descendants.
    private func appendRows(of node: NodeID, depth: Int, includeModifiers: Bool, to rows: inout [(String, CGRect, NodeID)]) {
        let shown = includeModifiers || !graph[node].kind.isModifier || !graph[node].ids.isEmpty
        if shown, let frame = frames[node.index] {
            let name = graph[node].ids.first.map { "\(graph.viewName(of: node)) '\($0)'" } ?? graph.viewName(of: node)
            rows.append((String(repeating: "  ", count: depth) + name, frame, node))
        }
        let inner = shown ? depth + 1 : depth
        for child in graph.children(of: node) {
            appendRows(of: child, depth: inner, includeModifiers: includeModifiers, to: &rows)
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
