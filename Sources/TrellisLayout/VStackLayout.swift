import Foundation
import TrellisGeometry

/// The layout of a `VStack`, as a `Layout`: for `AnyLayout`, or to use inside a custom layout.
///
/// `VStackLayout { … }` lays out exactly as `VStack { … }`.
public struct VStackLayout: Layout, BuiltInLayout, Sendable {
    /// The guide the subviews are aligned by, horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack orientation.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var spec: StackSpec { StackSpec(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    package var builtInContainer: BuiltInContainer { .stack(spec) }

    /// The size a `VStack` of `subviews` chooses for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.host.stackSize(spec, of: subviews, for: proposal)
    }

    /// Places `subviews` as a `VStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.host.placeStack(spec, subviews, in: bounds, proposal: proposal)
    }

    /// A `VStack`'s spacing preferences: its first subview's top edge, its last subview's
    /// bottom edge and every subview's leading and trailing edges.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.host.stackSpacing(spec, of: subviews)
    }
}
