import Foundation

/// The key under which a subtree's display scale is kept among the graph's layout values, which
/// travel with their nodes when reader contents are spliced in.
private enum DisplayScaleKey {}

extension LayoutGraph {
    /// Gives the subtree rooted at `node` the pixel grid `scale` (pixels per point), as
    /// `.environment(\.displayScale, scale)` does; a scale that is not positive and finite is
    /// not recorded.
    package mutating func setDisplayScale(_ scale: CGFloat, of node: NodeID) {
        guard scale.isFinite, scale > 0 else { return }
        setLayoutValue(scale, for: ObjectIdentifier(DisplayScaleKey.self), on: node)
    }

    /// The display scale set on `node` itself, or `nil`.
    package func displayScale(setOn node: NodeID) -> CGFloat? {
        layoutValues[node]?[ObjectIdentifier(DisplayScaleKey.self)]?.value as? CGFloat
    }

    /// Whether any subtree has a display scale of its own.
    package var hasSubtreeDisplayScales: Bool {
        layoutValues.values.contains { $0[ObjectIdentifier(DisplayScaleKey.self)] != nil }
    }
}
