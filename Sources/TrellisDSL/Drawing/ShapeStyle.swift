import TrellisGraph

/// A colour, gradient or material that fills or strokes a shape or paints a view's foreground.
///
/// Trellis draws nothing: a style never changes layout. It is kept only as a name for
/// pictures and explanations when it is a ``Color``.
public protocol ShapeStyle: Sendable {}

nonisolated extension ShapeStyle {
    /// This style drawn with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        self
    }
}

nonisolated extension ShapeStyle {
    /// The colour pictures show this style in: a colour's name, otherwise `nil`.
    var paintColor: ColorName? { (self as? Color)?.colorName }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    private let style: any ShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        self.style = style
    }
}

/// A level of the foreground's hierarchy: `.primary`, `.secondary`, … `.quinary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    private let level: Int

    /// The style of primary content.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The style of secondary content.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The style of tertiary content.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The style of quaternary content.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The style of quinary content.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

nonisolated extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The style of primary content.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The style of secondary content.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The style of tertiary content.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The style of quaternary content.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The style of quinary content.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The current foreground style, written `.foreground`.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The current foreground style.
    public init() {}
}

/// The current background style, written `.background`.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The current background style.
    public init() {}
}

/// The current tint colour, written `.tint`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The current tint colour.
    public init() {}
}

/// The colour of separators, written `.separator`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// The colour of separators.
    public init() {}
}

nonisolated extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

nonisolated extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

nonisolated extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

nonisolated extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A blurred, translucent background: `.ultraThinMaterial` … `.ultraThickMaterial` and `.bar`.
public struct Material: ShapeStyle, Hashable {
    private let thickness: Int

    /// The most translucent material.
    public static let ultraThin = Material(thickness: 0)
    /// A more translucent material than regular.
    public static let thin = Material(thickness: 1)
    /// The material of ordinary backgrounds.
    public static let regular = Material(thickness: 2)
    /// A more opaque material than regular.
    public static let thick = Material(thickness: 3)
    /// The most opaque material.
    public static let ultraThick = Material(thickness: 4)
    /// The material of bars, such as toolbars.
    public static let bar = Material(thickness: 5)
}

nonisolated extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A more translucent material than regular.
    public static var thinMaterial: Material { .thin }
    /// The material of ordinary backgrounds.
    public static var regularMaterial: Material { .regular }
    /// A more opaque material than regular.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars, such as toolbars.
    public static var bar: Material { .bar }
}

nonisolated extension ShapeStyle where Self == Color {
    /// Red.
    public static var red: Color { Color.Standard.red }
    /// Orange.
    public static var orange: Color { Color.Standard.orange }
    /// Yellow.
    public static var yellow: Color { Color.Standard.yellow }
    /// Green.
    public static var green: Color { Color.Standard.green }
    /// Mint.
    public static var mint: Color { Color.Standard.mint }
    /// Teal.
    public static var teal: Color { Color.Standard.teal }
    /// Cyan.
    public static var cyan: Color { Color.Standard.cyan }
    /// Blue.
    public static var blue: Color { Color.Standard.blue }
    /// Indigo.
    public static var indigo: Color { Color.Standard.indigo }
    /// Purple.
    public static var purple: Color { Color.Standard.purple }
    /// Pink.
    public static var pink: Color { Color.Standard.pink }
    /// Brown.
    public static var brown: Color { Color.Standard.brown }
    /// White.
    public static var white: Color { Color.Standard.white }
    /// Grey.
    public static var gray: Color { Color.Standard.gray }
    /// Black.
    public static var black: Color { Color.Standard.black }
    /// No colour.
    public static var clear: Color { Color.Standard.clear }
}
