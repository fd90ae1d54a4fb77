import Foundation
import TrellisGeometry

/// The layout of a `VStack`, as a `Layout`: for `AnyLayout`, or to use inside a custom layout.
///
/// `VStackLayout { … }` lays out exactly as `VStack { … }`. Its `Layout` methods (`sizeThatFits`,
/// `placeSubviews`, `spacing` and `layoutProperties`) are those every axis stack shares: they
/// size, place and space `subviews` as a `VStack` of them does.
public struct VStackLayout: Layout, AxisStackLayout, Sendable {
    /// The guide the subviews are aligned by, horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    package static var axis: Axis { .vertical }

    package var crossAlignment: AlignmentKey { alignment.key }
}
