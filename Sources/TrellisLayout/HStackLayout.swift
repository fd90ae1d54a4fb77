import Foundation
import TrellisGeometry

/// The layout of an `HStack`, as a `Layout`: for `AnyLayout`, or to use inside a custom layout.
///
/// `HStackLayout { … }` lays out exactly as `HStack { … }`. Its `Layout` methods (`sizeThatFits`,
/// `placeSubviews`, `spacing` and `layoutProperties`) are those every axis stack shares: they
/// size, place and space `subviews` as an `HStack` of them does.
public struct HStackLayout: Layout, AxisStackLayout, Sendable {
    /// The guide the subviews are aligned by, vertically.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    package static var axis: Axis { .horizontal }

    package var crossAlignment: AlignmentKey { alignment.key }
}
