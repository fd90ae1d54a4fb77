import TrellisGraph

/// `fixedSize(horizontal:vertical:)`: a view kept at its ideal size on some axes.
nonisolated public struct _FixedSizeLayout: ViewModifier, LayoutNodeModifier {
    /// The axes on which the view is fixed.
    public let spec: FixedSizeSpec

    /// Never called: `_FixedSizeLayout` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package var nodeKind: NodeKind { .fixedSize(spec) }
}

nonisolated extension View {
    /// This view at its ideal size in both axes, whatever it is offered.
    public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// This view at its ideal size on the axes given as `true`, whatever it is offered.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(spec: FixedSizeSpec(horizontal: horizontal, vertical: vertical)))
    }
}
