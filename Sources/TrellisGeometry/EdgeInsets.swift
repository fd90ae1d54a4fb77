import Foundation

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge (the left in a left-to-right layout).
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge (the right in a left-to-right layout).
    public var trailing: CGFloat

    /// Creates insets with the given distance for each edge.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The total inset along `axis`.
    @inlinable
    package subscript(total axis: Axis) -> CGFloat {
        axis == .horizontal ? leading + trailing : top + bottom
    }
}
