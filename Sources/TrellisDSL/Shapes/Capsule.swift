import Foundation
import TrellisGraph

/// A rectangle whose shorter sides are half-circles, filling the space it is offered.
nonisolated public struct Capsule: BuiltInShape, InsettableShape {
    /// How the rounded ends are drawn.
    public var style: RoundedCornerStyle

    /// Creates a capsule whose ends are drawn in `style`.
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    /// Never called: `Capsule` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    /// The outline of the capsule drawn in `rect`.
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    /// This capsule drawn `amount` points inside its bounds; it lays out as this one.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> {
        _InsetShape(shape: self, amount: amount)
    }

    package var spec: ShapeSpec {
        ShapeSpec(shape: .capsule)
    }
}
