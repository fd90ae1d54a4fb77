import Foundation
import TrellisGraph

/// A rectangle with rounded corners, filling the space it is offered.
nonisolated public struct RoundedRectangle: BuiltInShape {
    /// The radius of each corner.
    public var cornerRadius: CGFloat
    /// How the corners are drawn.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle whose corners have radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    /// Never called: `RoundedRectangle` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package var spec: ShapeSpec {
        ShapeSpec(shape: .roundedRectangle, cornerRadius: cornerRadius)
    }
}
