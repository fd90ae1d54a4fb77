import Foundation
import TrellisGraph

/// An ellipse filling the space it is offered.
nonisolated public struct Ellipse: BuiltInShape, InsettableShape {
    /// Creates an ellipse.
    public init() {}

    /// Never called: `Ellipse` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    /// The outline of the ellipse drawn in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }

    /// This ellipse drawn `amount` points inside its bounds; it lays out as this one.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> {
        _InsetShape(shape: self, amount: amount)
    }

    package var spec: ShapeSpec {
        ShapeSpec(shape: .ellipse)
    }
}
