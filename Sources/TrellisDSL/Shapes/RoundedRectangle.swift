import Foundation
import TrellisGraph

/// A rectangle with rounded corners, filling the space it is offered.
nonisolated public struct RoundedRectangle: BuiltInShape, InsettableShape {
    /// The size of each corner.
    public var cornerSize: CGSize
    /// How the corners are drawn.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle whose corners have radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a rounded rectangle whose corners are `cornerSize` big.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Never called: `RoundedRectangle` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    /// The outline of the rounded rectangle drawn in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// This rounded rectangle drawn `amount` points inside its bounds; it lays out as this one.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> {
        _InsetShape(shape: self, amount: amount)
    }

    package var spec: ShapeSpec {
        ShapeSpec(shape: .roundedRectangle, cornerRadius: min(cornerSize.width, cornerSize.height))
    }
}
