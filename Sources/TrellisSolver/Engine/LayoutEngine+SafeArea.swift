import Foundation
import TrellisGraph

extension LayoutEngine {
    /// The safe rectangle around the placed node `node`, in window coordinates: what every
    /// enclosing safe area (and the layout this one is nested in) leaves once its insets are
    /// taken off; `nil` when there is no safe area around it.
    func safeRectangle(around node: NodeID) -> CGRect? {
        var safe = outerSafeArea
        var current = node
        while let parent = parents[current.index] {
            let index = facts.children(of: parent).firstIndex(of: current) ?? 0
            current = parent
            guard let area = SafeAreaRule.placedSafeArea(parent, enteredThrough: index, in: LayoutProxy(self)) else { continue }
            let inner = CGRect(x: area.frame.minX + area.insets.leading, y: area.frame.minY + area.insets.top,
                               width: max(area.frame.width - area.insets[total: .horizontal], 0),
                               height: max(area.frame.height - area.insets[total: .vertical], 0))
            guard let outer = safe else { safe = inner; continue }
            let overlap = outer.intersection(inner)
            safe = overlap.isNull ? CGRect(origin: inner.origin, size: .zero) : overlap
        }
        return safe
    }
}

extension CGRect {
    /// How far this rectangle reaches beyond `safe` on each edge, never negative nor more than
    /// its own length.
    func insets(outside safe: CGRect) -> EdgeInsets {
        EdgeInsets(top: min(max(safe.minY - minY, 0), height), leading: min(max(safe.minX - minX, 0), width),
                   bottom: min(max(maxY - safe.maxY, 0), height), trailing: min(max(maxX - safe.maxX, 0), width))
    }
}
