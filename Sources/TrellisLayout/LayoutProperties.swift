import TrellisGeometry

/// Facts about a layout container that the views inside it read.
public struct LayoutProperties: Sendable {
    /// The axis along which the container arranges its subviews, if it is stack-like: a
    /// `Spacer` inside grows along it. `nil` (the default) when the layout is not
    /// one-dimensional, in which case a `Spacer` grows on both axes.
    public var stackOrientation: Axis?

    /// Default properties: no stack orientation.
    public init() {}
}
