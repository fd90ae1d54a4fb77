import TrellisGraph

/// A view that shows the first of its children that fits the space it is offered.
///
/// The children are tried in order; the first whose ideal size fits the proposal on the
/// constrained axes is shown, otherwise the last one. Only the shown child is laid out.
///
/// ```swift
/// ViewThatFits {
///     HStack { label; controls }   // when there is room for a row
///     VStack { label; controls }
/// }
/// ```
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    private let axes: Axis.Set
    private let content: Content

    /// Creates a view that shows the first view `content` builds that fits on `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Never called: `ViewThatFits` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let children = lowering.lower(content)
        return [lowering.add(.viewThatFits(ViewThatFitsSpec(axes: axes)), children: children)]
    }
}
