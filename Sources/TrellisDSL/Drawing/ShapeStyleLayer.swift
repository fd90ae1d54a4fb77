import TrellisGraph

/// The layer the shape-style forms of `background`, `overlay` and `border` add: a shape (the
/// modified view's bounds when there is none) filled with a shape style, grown into the safe
/// area on some edges where the view reaches it.
///
/// Its type names neither the style nor the shape. A modifier's result type that depended on
/// its argument's type would tie every argument to the rest of its chain, so that each argument
/// with two readings (`Color.red.opacity(0.5)` is a `Color` and also `some ShapeStyle`) doubled
/// the type checker's work on the whole chain; with this layer each argument is solved apart.
/// What the layer lowers to is decided here: a ``Color`` filling the view's bounds is the
/// colour's own leaf (so explanations and pictures name it), any other style or shape the
/// shape's leaf painted with the style.
nonisolated public struct _ShapeStyleLayer: View, PrimitiveView {
    /// The style that fills the layer.
    public let style: any ShapeStyle
    /// The shape filled; `nil` for the modified view's bounds.
    public let shape: (any Shape)?
    /// The edges on which the layer grows into the safe area; `nil` where it does not take part
    /// in the safe area at all.
    public let ignoredSafeAreaEdges: Edge.Set?

    init(style: any ShapeStyle, shape: (any Shape)? = nil, ignoredSafeAreaEdges: Edge.Set?) {
        self.style = style
        self.shape = shape
        self.ignoredSafeAreaEdges = ignoredSafeAreaEdges
    }

    /// Never called: `_ShapeStyleLayer` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        guard let shape else {
            if let color = style as? Color {
                return lower(color, into: &lowering)
            }
            return lowerFilled(Rectangle(), with: style, into: &lowering)
        }
        return lowerFilled(shape, with: style, into: &lowering)
    }

    /// `view`'s nodes, grown into the safe area on ``ignoredSafeAreaEdges`` when there are any.
    private func lower<V: View>(_ view: V, into lowering: inout GraphLowering) -> [NodeID] {
        guard let edges = ignoredSafeAreaEdges else { return lowering.lower(view) }
        return lowering.lower(view.ignoresSafeArea(.all, edges: edges))
    }

    /// The nodes of `shape` filled with `style`, with the types of both as they are.
    private func lowerFilled<T: Shape, S: ShapeStyle>(_ shape: T, with style: S, into lowering: inout GraphLowering) -> [NodeID] {
        lower(_ShapeView(shape: shape, style: style), into: &lowering)
    }
}
