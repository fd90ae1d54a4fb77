import Foundation
import TrellisGeometry

/// The layout of a `ZStack`, as a `Layout`: for `AnyLayout`, or to use inside a custom layout.
///
/// `ZStackLayout { … }` lays out exactly as `ZStack { … }`.
public struct ZStackLayout: Layout, BuiltInLayout, Sendable {
    /// How the subviews are aligned with one another.
    public var alignment: Alignment

    /// Creates an overlaying stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    private var spec: ZStackSpec { ZStackSpec(alignment: alignment) }

    package var builtInContainer: BuiltInContainer { .zstack(spec) }

    /// The size a `ZStack` of `subviews` chooses for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.host.zstackSize(spec, of: subviews, for: proposal)
    }

    /// Places `subviews` as a `ZStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.host.placeZStack(spec, subviews, in: bounds, proposal: proposal)
    }
}
