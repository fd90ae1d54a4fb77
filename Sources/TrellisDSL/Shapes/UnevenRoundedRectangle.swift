import Foundation
import TrellisGraph

/// The radius of each corner of a rectangle.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner, 0 by default.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have different radii; it fills the space it is offered, as a
/// `Rectangle` does (explanations call it a rectangle).
nonisolated public struct UnevenRoundedRectangle: BuiltInShape, InsettableShape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are drawn.
    public var style: RoundedCornerStyle

    /// A rectangle with the corners `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with the given corner radii, 0 by default.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    /// Never called: `UnevenRoundedRectangle` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    /// The outline drawn in `rect`, each corner with its own radius (at most half the shorter side).
    public func path(in rect: CGRect) -> Path {
        let limit = min(rect.width, rect.height) / 2
        func radius(_ r: CGFloat) -> CGFloat { min(max(r, 0), limit) }
        let tl = radius(cornerRadii.topLeading), tr = radius(cornerRadii.topTrailing)
        let br = radius(cornerRadii.bottomTrailing), bl = radius(cornerRadii.bottomLeading)
        return Path { path in
            path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
            path.addRelativeArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90), delta: .degrees(90))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
            path.addRelativeArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .zero, delta: .degrees(90))
            path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
            path.addRelativeArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90), delta: .degrees(90))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
            path.addRelativeArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180), delta: .degrees(90))
            path.closeSubpath()
        }
    }

    /// This rectangle drawn `amount` points inside its bounds; it lays out as this one.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> {
        _InsetShape(shape: self, amount: amount)
    }

    package var spec: ShapeSpec { ShapeSpec(shape: .rectangle) }
}

/// A shape that follows the shape of its container (a widget's or a window's corners); it fills
/// the space it is offered, as a `Rectangle` does, and is drawn as one.
nonisolated public struct ContainerRelativeShape: BuiltInShape, InsettableShape {
    /// Creates the shape.
    public init() {}

    /// Never called: `ContainerRelativeShape` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    /// The outline drawn in `rect`: Trellis knows no container shape, so a rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// This shape drawn `amount` points inside its bounds; it lays out as this one.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> {
        _InsetShape(shape: self, amount: amount)
    }

    package var spec: ShapeSpec { ShapeSpec(shape: .rectangle) }
}
