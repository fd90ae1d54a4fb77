import TrellisGraph

/// A rectangle whose shorter sides are half-circles, filling the space it is offered.
nonisolated public struct Capsule: BuiltInShape {
    /// How the rounded ends are drawn.
    public var style: RoundedCornerStyle

    /// Creates a capsule whose ends are drawn in `style`.
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    /// Never called: `Capsule` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package var spec: ShapeSpec {
        ShapeSpec(shape: .capsule)
    }
}
