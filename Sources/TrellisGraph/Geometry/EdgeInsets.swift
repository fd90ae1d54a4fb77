import Foundation

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
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
