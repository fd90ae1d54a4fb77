import TrellisGraph

/// A circle centred in the space it is offered, as wide as the shorter side.
nonisolated public struct Circle: BuiltInShape {
    /// Creates a circle.
    public init() {}

    /// Never called: `Circle` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package var spec: ShapeSpec {
        ShapeSpec(shape: .circle)
    }
}
