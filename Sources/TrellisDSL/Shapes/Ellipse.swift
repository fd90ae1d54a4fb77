import TrellisGraph

/// An ellipse filling the space it is offered.
nonisolated public struct Ellipse: BuiltInShape {
    /// Creates an ellipse.
    public init() {}

    /// Never called: `Ellipse` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package var spec: ShapeSpec {
        ShapeSpec(shape: .ellipse)
    }
}
