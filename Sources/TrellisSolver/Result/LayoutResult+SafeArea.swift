import Foundation
import TrellisGraph

extension LayoutResult {
    /// The parts of the window its safe areas keep views out of: for each window or keyboard
    /// safe area that was laid out, the strips its insets cover, in window coordinates, outermost
    /// first. Empty for a layout without a safe area (`layout(in:)`).
    public var safeAreaInsetRectangles: [CGRect] {
        var strips: [CGRect] = []
        for node in graph.nodeIDs.reversed() {
            guard case .safeArea(let spec) = graph.kind(of: node), spec.source == .window,
                  let frame = frames[node.index], frame.width.isFinite, frame.height.isFinite else { continue }
            let insets = spec.insets
            let inner = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                               width: max(frame.width - insets.leading - insets.trailing, 0),
                               height: max(frame.height - insets.top - insets.bottom, 0))
            let candidates = [
                CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: inner.minY - frame.minY),
                CGRect(x: frame.minX, y: inner.maxY, width: frame.width, height: frame.maxY - inner.maxY),
                CGRect(x: frame.minX, y: inner.minY, width: inner.minX - frame.minX, height: inner.height),
                CGRect(x: inner.maxX, y: inner.minY, width: frame.maxX - inner.maxX, height: inner.height),
            ]
            strips += candidates.filter { $0.width > 0 && $0.height > 0 }
        }
        return strips
    }
}
