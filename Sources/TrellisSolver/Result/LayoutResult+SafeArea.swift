import Foundation
import TrellisGraph

extension LayoutResult {
    /// The parts of the window its safe areas keep views out of: for each window or keyboard
    /// safe area that was laid out, the strips its insets cover, in window coordinates, outermost
    /// first. Empty for a layout without a safe area (`layout(in:)`).
    public var safeAreaInsetRectangles: [CGRect] {
        var strips: [CGRect] = []
        for node in graph.nodeIDs.reversed() {
            guard let frame = frames[node.index], frame.width.isFinite, frame.height.isFinite else { continue }
            strips += SafeAreaRule.windowInsetStrips(graph.kind(of: node), frame: frame)
        }
        return strips
    }
}
