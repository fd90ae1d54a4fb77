import Foundation

/// A shadow a shape style draws with: `.drop(radius:)` outside the shape, `.inner(radius:)`
/// inside it. Shadows only draw; a style with a shadow lays out as the style does.
public struct ShadowStyle: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case drop, inner }

    private let kind: Kind
    private let color: Color
    private let radius: CGFloat
    private let offset: CGSize

    /// A shadow outside the shape, blurred by `radius` and moved by `x` and `y`.
    public static func drop(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// A shadow inside the shape, blurred by `radius` and moved by `x` and `y`.
    public static func inner(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }
}

nonisolated extension ShapeStyle {
    /// This style drawn with `style`'s shadow; it lays out and is pictured as the style itself.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        self
    }
}

nonisolated extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style drawn with `style`'s shadow.
    public static func shadow(_ style: ShadowStyle) -> ForegroundStyle {
        ForegroundStyle()
    }
}
