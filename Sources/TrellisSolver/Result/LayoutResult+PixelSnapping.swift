import Foundation
import TrellisGraph

extension LayoutResult {
    /// The frame of the view named `id` as it is drawn: snapped in window coordinates to the
    /// pixel grid of its subtree's display scale (set with `.environment(\.displayScale, _)`),
    /// or of ``displayScale`` where none is set. ``frame(of:)`` is the unrounded layout frame,
    /// which is what `GeometryReader` reports in SwiftUI.
    public func renderedFrame(of id: some Hashable) -> CGRect? {
        guard let node = node(named: id), let frame = frame(ofNode: node) else { return nil }
        return Self.snap(frame, scale: graph.hasSubtreeDisplayScales ? displayScales()[node.index] : displayScale)
    }

    /// Every node's frame as drawn (see ``renderedFrame(of:)``).
    public var renderedFrames: [CGRect?] {
        guard graph.hasSubtreeDisplayScales else { return frames.map { $0.map { Self.snap($0, scale: displayScale) } } }
        let scales = displayScales()
        return frames.enumerated().map { index, frame in frame.map { Self.snap($0, scale: scales[index]) } }
    }

    /// Each node's display scale: the one set on it or its nearest ancestor that has one, else
    /// ``displayScale``. Parents come after their children, so one pass from the root down
    /// suffices.
    private func displayScales() -> [CGFloat] {
        var scales = [CGFloat](repeating: displayScale, count: graph.count)
        for node in graph.nodeIDs.reversed() {
            if let own = graph.displayScale(setOn: node) { scales[node.index] = own }
            for child in graph.children(of: node) { scales[child.index] = scales[node.index] }
        }
        return scales
    }

    /// Models SwiftUI's display-time rounding: the rect's minimum and maximum corners are each
    /// rounded to the nearest multiple of the pixel length (ties upward), and the size is the
    /// difference, so views that share an edge still share it after rounding. Snapping a
    /// snapped rect changes nothing.
    public static func snap(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let rect = rect.standardized
        guard scale > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return rect }
        func round(_ value: CGFloat) -> CGFloat { ((value * scale) + 0.5).rounded(.down) / scale }
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
