import Foundation
import TrellisGraph

extension LayoutResult {
    /// The frame of the view named `id` as it is drawn: snapped to the pixel grid of
    /// ``displayScale`` in window coordinates. ``frame(of:)`` is the unrounded layout frame,
    /// which is what `GeometryReader` reports in SwiftUI.
    public func renderedFrame(of id: some Hashable) -> CGRect? {
        frame(of: id).map { Self.snap($0, scale: displayScale) }
    }

    /// Every node's frame as drawn (see ``renderedFrame(of:)``).
    public var renderedFrames: [CGRect?] {
        frames.map { $0.map { Self.snap($0, scale: displayScale) } }
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
