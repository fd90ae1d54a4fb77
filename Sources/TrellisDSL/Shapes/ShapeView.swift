import TrellisGraph

/// A shape painted with a style, as `fill`, `stroke` and `foregroundStyle` make it.
/// It lays out exactly as the shape.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The style the shape is painted with.
    public var style: Style

    /// The shape `shape` painted with `style`.
    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }

    /// Never called: `_ShapeView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        [lowering.addShapeLeaf(shape, color: style.paintColor)]
    }
}
