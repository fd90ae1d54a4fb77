import Foundation
import TrellisGeometry

/// The layout of an `HStack`, as a `Layout`: for `AnyLayout`, or to use inside a custom layout.
///
/// `HStackLayout { … }` lays out exactly as `HStack { … }`.
public struct HStackLayout: Layout, BuiltInLayout, Sendable {
    /// The guide the subviews are aligned by, vertically.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack orientation.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var spec: StackSpec { StackSpec(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    package var builtInContainer: BuiltInContainer { .stack(spec) }

    /// The size an `HStack` of `subviews` chooses for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.host.stackSize(spec, of: subviews, for: proposal)
    }

    /// Places `subviews` as an `HStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.host.placeStack(spec, subviews, in: bounds, proposal: proposal)
    }

    /// An `HStack`'s spacing preferences: its first subview's leading edge, its last subview's
    /// trailing edge and every subview's top and bottom.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.host.stackSpacing(spec, of: subviews)
    }
}
