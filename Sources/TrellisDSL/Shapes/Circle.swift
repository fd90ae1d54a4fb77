import Foundation
import TrellisGraph

/// A circle centred in the space it is offered, taking the largest square of it.
nonisolated public struct Circle: BuiltInShape, InsettableShape {
    /// Creates a circle.
    public init() {}

    /// Never called: `Circle` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    /// The outline of the circle drawn in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// The largest square `proposal` holds, 10 points on an axis it leaves unspecified: a circle
    /// is as wide as it is tall.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        ShapeSpec.Shape.circle.size(for: proposal)
    }

    /// This circle drawn `amount` points inside its bounds; it lays out as this one.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> {
        _InsetShape(shape: self, amount: amount)
    }

    package var spec: ShapeSpec {
        ShapeSpec(shape: .circle)
    }
}
