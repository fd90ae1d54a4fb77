import Foundation
import TrellisGraph
import TrellisSolver

extension LayoutResult {
    /// A readable table of the layout: one row per laid-out view, indented by depth, with its
    /// frame in window coordinates. Modifier nodes are folded into the view they modify unless
    /// `includeModifiers` is set; named views show their `.id`.
    ///
    /// ```
    /// view                    x      y      width  height
    /// VStack                  0      0      390    844
    ///   frame 'top'           0      0      390    400
    /// ```
    ///
    /// The views a `GeometryReader`'s content made are listed under the reader.
    public func frameTable(includeModifiers: Bool = false) -> String {
        var rows: [(String, CGRect)] = []
        appendRows(of: graph.root, depth: 0, includeModifiers: includeModifiers, to: &rows)
        let header = ["view", "x", "y", "width", "height"]
        let cells = rows.map { name, frame in
            [name, PointFormat.string(frame.minX), PointFormat.string(frame.minY), PointFormat.string(frame.width), PointFormat.string(frame.height)]
        }
        let widths = (0..<header.count).map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        return ([header] + cells).map { row in
            row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// Adds the rows of `node` and its descendants, then those of a reader's content.
    private func appendRows(of node: NodeID, depth: Int, includeModifiers: Bool, to rows: inout [(String, CGRect)]) {
        let shown = includeModifiers || !graph[node].kind.isModifier || !graph[node].ids.isEmpty
        if shown, let frame = frames[node.index] {
            let name = graph[node].ids.first.map { "\(graph.displayName(of: node)) '\($0)'" } ?? graph.displayName(of: node)
            rows.append((String(repeating: "  ", count: depth) + name, frame))
        }
        let inner = shown ? depth + 1 : depth
        for child in graph.children(of: node) {
            appendRows(of: child, depth: inner, includeModifiers: includeModifiers, to: &rows)
        }
        if let content = geometryReaderContents[node] {
            // The content graph's root stands for the reader itself; its children are the views.
            for view in content.graph.children(of: content.graph.root) {
                content.appendRows(of: view, depth: inner, includeModifiers: includeModifiers, to: &rows)
            }
        }
    }
}
