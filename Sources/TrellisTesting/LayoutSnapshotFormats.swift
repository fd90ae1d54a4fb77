import Foundation
import Trellis

extension LayoutResult {
    /// The text of the ``LayoutSnapshotStrategy/frames`` strategy: `name: x y width height`,
    /// one laid-out view per line, indented two spaces per level, nothing padded.
    func snapshotFrameLines() -> String {
        var lines: [String] = []
        func visit(_ node: NodeID, depth: Int) {
            let shown = !graph[node].kind.isModifier || !graph[node].ids.isEmpty
            if shown, let frame = frames[node.index] {
                let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { PointFormat.string($0) }
                lines.append(String(repeating: "  ", count: depth) + label(of: node) + ": " + numbers.joined(separator: " "))
            }
            for child in graph.children(of: node) { visit(child, depth: shown ? depth + 1 : depth) }
        }
        visit(graph.root, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The text of the ``LayoutSnapshotStrategy/tree`` strategy: every node, modifiers
    /// included (a `Text` with its string), with its names and the view types that made it.
    func snapshotTreeLines() -> String {
        var lines: [String] = []
        func visit(_ node: NodeID, depth: Int) {
            var line = String(repeating: "  ", count: depth) + label(of: node)
            let types = graph.viewTypes(of: node).map(\.name)
            if !types.isEmpty { line += " from " + types.joined(separator: ", ") }
            lines.append(line)
            for child in graph.children(of: node) { visit(child, depth: depth + 1) }
        }
        visit(graph.root, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The node's SwiftUI name followed by each name it was given: `frame 'icon'`.
    private func label(of node: NodeID) -> String {
        ([graph.displayName(of: node)] + graph[node].ids.map { "'\($0)'" }).joined(separator: " ")
    }
}
