import Foundation
import TrellisGraph

/// Warnings about a finished layout as a whole: a root larger than its window, and `.id` names
/// shared by several laid-out views.
enum ResultWarnings {
    /// The warnings for `graph` laid out into `frames`, its root `rootSize` in `window` (`nil`
    /// when the layout has no window) on a display of `displayScale`. The root is centred in its
    /// window, so it reaches half of what it is larger beyond each side: less than half a pixel
    /// of that is not seen (see ``BoundsWarnings/halfPixel(at:)``).
    static func find(in graph: LayoutGraph, frames: NodeFrames, rootSize: CGSize, window: CGSize?, displayScale: CGFloat = 1) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        let allowance = 2 * BoundsWarnings.halfPixel(at: displayScale)
        if let window, rootSize.width > window.width + allowance || rootSize.height > window.height + allowance {
            warnings.append(LayoutWarning(kind: .outOfBounds, node: graph.root, in: graph, detail: .windowTooSmall(needed: rootSize, window: window)))
        }
        // Only names the graph gives to several nodes with `.id` can be shared by laid-out
        // views; accessibility identifiers repeat in every row of a list, as in SwiftUI.
        var shared: [(name: String, placed: [NodeID])] = []
        for name in graph.sharedNames {
            let placed = Set(graph.nodes(identifiedAs: name)).filter { frames[$0.index] != nil }.sorted { $0.index < $1.index }
            if placed.count > 1 { shared.append((name, placed)) }
        }
        shared.sort { ($0.placed[0].index, $0.name) < ($1.placed[0].index, $1.name) }
        for (name, placed) in shared {
            warnings.append(LayoutWarning(kind: .duplicateName, node: placed[0], in: graph, detail: .duplicateName(name, count: placed.count)))
        }
        return warnings
    }
}
