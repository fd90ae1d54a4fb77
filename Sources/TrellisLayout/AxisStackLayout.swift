import Foundation
import TrellisGeometry

/// What `HStackLayout` and `VStackLayout` share: a stack along ``axis``, laid out exactly as the
/// `HStack` or `VStack` it stands for. Each names its axis and its guide on the cross axis; the
/// layout's methods are written once, here.
package protocol AxisStackLayout: Layout, BuiltInLayout where Cache == () {
    /// The axis the subviews are laid out along.
    static var axis: Axis { get }
    /// The guide, on the cross axis, the subviews are aligned by.
    var crossAlignment: AlignmentKey { get }
    /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
    var spacing: CGFloat? { get }
}

extension AxisStackLayout {
    /// The stack's orientation: its axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    private var spec: StackSpec { StackSpec(axis: Self.axis, alignment: crossAlignment, spacing: spacing) }

    package var builtInContainer: BuiltInContainer { .stack(spec) }

    /// The size the stack (an `HStack` or a `VStack`) of `subviews` chooses for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.host.stackSize(spec, of: subviews, for: proposal)
    }

    /// Places `subviews` as the stack (an `HStack` or a `VStack`) does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.host.placeStack(spec, subviews, in: bounds, proposal: proposal)
    }

    /// The stack's spacing preferences: along its axis, its first subview's leading (or top) edge
    /// and its last subview's trailing (or bottom) edge; across it, every subview's edges.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.host.stackSpacing(spec, of: subviews)
    }
}
