import TrellisGraph

/// A shape painted with a colour, as `fill`, `stroke` and `foregroundColor` make it.
/// It lays out exactly as the shape.
nonisolated public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The colour the shape is painted with, or `nil` for the foreground colour.
    public var color: Color?

    /// Never called: `_ShapeView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        guard let builtIn = shape as? any BuiltInShape else {
            return lowering.lower(shape)
        }
        return [lowering.add(.shape(builtIn.spec), color: color?.name)]
    }
}
