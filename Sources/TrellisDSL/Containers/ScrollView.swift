import TrellisGraph

/// A scrollable view: its content is offered unlimited length along the scroll axes and is
/// laid out from the top-leading corner, scrolled to the beginning.
///
/// Several views in the content are placed in an implicit `VStack`, whatever the axes. Content
/// margins set with `contentMargins(_:_:for:)` inset the content inside the scroll view; the
/// content gives readers in it the `.scrollView` coordinate space.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scrolled content.
    public var content: Content
    /// The axes along which the content scrolls.
    public var axes: Axis.Set
    /// Whether scroll indicators are shown; Trellis draws none, so layout is the same either way.
    public var showsIndicators: Bool

    /// Creates a scroll view along `axes` (vertical by default) around the views `content` builds.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// Never called: `ScrollView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let margins = lowering.environment.scrollContentMargins
        return lowering.lowerNaming(ScrollViewSpaceName()) { lowering in
            let nodes = lowering.withEnvironment({ $0.scrollContentMargins = EdgeInsets(); $0.isInsideScrollView = true }) { $0.lower(content) }
            let combined = lowering.combine(nodes, into: .stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)))
            let inset = margins == EdgeInsets() ? combined : lowering.add(.padding(margins), children: [combined])
            return [lowering.add(.scrollView(ScrollViewSpec(axes: axes, showsIndicators: showsIndicators)), children: [inset])]
        }
    }
}
