import Foundation
import TrellisGraph

/// A rectangle filling the space it is offered.
nonisolated public struct Rectangle: BuiltInShape, InsettableShape {
    /// Creates a rectangle.
    public init() {}

    /// Never called: `Rectangle` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    /// The outline of the rectangle drawn in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(rect)
    }

    /// This rectangle drawn `amount` points inside its bounds; it lays out as this one.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> {
        _InsetShape(shape: self, amount: amount)
    }

    package var spec: ShapeSpec {
        ShapeSpec(shape: .rectangle)
    }
}
