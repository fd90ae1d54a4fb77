import Foundation
import TrellisGraph

/// Warnings about a finished layout as a whole: a root larger than its window, and names
/// shared by several laid-out views.
enum ResultWarnings {
    /// The warnings for `graph` laid out into `frames`, its root `rootSize` in `window` (`nil`
    /// when the layout has no window).
    static func find(in graph: LayoutGraph, frames: [CGRect?], rootSize: CGSize, window: CGSize?) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        if let window, rootSize.width > window.width + 0.001 || rootSize.height > window.height + 0.001 {
            warnings.append(LayoutWarning(kind: .outOfBounds, node: graph.root, in: graph, detail: .windowTooSmall(needed: rootSize, window: window)))
        }
        var named: [String: [NodeID]] = [:]
        var order: [String] = []
        for node in graph.nodeIDs where frames[node.index] != nil {
            // Most views have no name, and a named one usually one.
            let ids = graph.nodes[node.index].ids
            guard !ids.isEmpty else { continue }
            for name in ids.count == 1 ? ids : Array(Set(ids)) {
                if named[name] == nil { order.append(name) }
                named[name, default: []].append(node)
            }
        }
        for name in order {
            guard let nodes = named[name], nodes.count > 1 else { continue }
            warnings.append(LayoutWarning(kind: .duplicateName, node: nodes[0], in: graph, detail: .duplicateName(name, count: nodes.count)))
        }
        return warnings
    }
}
