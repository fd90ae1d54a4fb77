/// `ScrollView(_:showsIndicators:)`: its single child is the scrolled content.
public struct ScrollViewSpec: Hashable, Sendable {
    /// The axes along which the content scrolls.
    public var axes: Axis.Set
    /// Whether scroll indicators are shown; layout never reads it.
    public var showsIndicators: Bool

    /// Creates the parameters of a scroll view along `axes` (vertical by default).
    public init(axes: Axis.Set = .vertical, showsIndicators: Bool = true) {
        self.axes = axes
        self.showsIndicators = showsIndicators
    }
}
