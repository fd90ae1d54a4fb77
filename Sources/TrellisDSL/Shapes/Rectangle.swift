import TrellisGraph

/// A rectangle filling the space it is offered.
nonisolated public struct Rectangle: BuiltInShape {
    /// Creates a rectangle.
    public init() {}

    /// Never called: `Rectangle` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package var spec: ShapeSpec {
        ShapeSpec(shape: .rectangle)
    }
}
