import TrellisGraph

extension Layout {
    /// The views `content` builds, arranged by this layout.
    ///
    /// ```swift
    /// FlowLayout(spacing: 8) {
    ///     ForEach(tags) { tag in TagView(tag) }
    /// }
    /// ```
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutView<Self, V> {
        _LayoutView(layout: self, content: content())
    }
}

/// The views of a `Layout`'s content, arranged by the layout: what `MyLayout { … }` makes.
///
/// `HStackLayout`, `VStackLayout` and `ZStackLayout` (also inside an `AnyLayout`) lower to the
/// stacks they stand for; any other layout to a custom layout node. The content lowers the same
/// way whatever the layout, so switching an `AnyLayout` between layouts keeps the subviews.
nonisolated public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    /// The layout arranging the content.
    public let layout: L
    /// The views arranged.
    public let content: Content

    /// Never called: `_LayoutView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let children = lowering.lower(content)
        let erased = AnyLayout(layout)
        if let kind = erased.builtInNodeKind {
            return [lowering.add(kind, children: children)]
        }
        return [lowering.addCustomLayout(erased, children: children)]
    }
}
