import Foundation
import TrellisGraph

/// How a view's colours combine with what is behind it. It changes only drawing.
public enum BlendMode: Hashable, Sendable {
    /// Draws over what is behind.
    case normal
    /// Multiplies colours.
    case multiply
    /// Screens colours.
    case screen
    /// Overlays colours.
    case overlay
    /// Keeps the darker colour.
    case darken
    /// Keeps the lighter colour.
    case lighten
    /// Brightens what is behind.
    case colorDodge
    /// Darkens what is behind.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// The difference of the colours.
    case difference
    /// A softer difference.
    case exclusion
    /// The hue of the view.
    case hue
    /// The saturation of the view.
    case saturation
    /// The hue and saturation of the view.
    case color
    /// The luminosity of the view.
    case luminosity
    /// Keeps what is behind where the view is drawn.
    case sourceAtop
    /// Draws what is behind over the view.
    case destinationOver
    /// Keeps what is behind outside the view.
    case destinationOut
    /// Adds the colours, darkening.
    case plusDarker
    /// Adds the colours, lightening.
    case plusLighter
}

/// How `drawingGroup` renders colours. It changes only drawing.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

// Drawing and styling: each accepts SwiftUI's arguments and has no layout effect.
nonisolated extension View {
    /// This view drawn with the given opacity; it lays out unchanged.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view not drawn, though it still takes its space.
    public func hidden() -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view clipped to a rounded rectangle; it lays out unchanged.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _RenderingModifier> { modifier(_RenderingModifier(.clip)) }

    /// This view clipped to its bounds; it lays out unchanged.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _RenderingModifier> { modifier(_RenderingModifier(.clip)) }

    /// This view clipped to `shape`; it lays out unchanged.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _RenderingModifier> { modifier(_RenderingModifier(.clip)) }

    /// This view drawn only where `mask` is opaque. The mask is not laid out by Trellis; the
    /// view lays out unchanged.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view drawn only where `mask` is opaque; it lays out unchanged.
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view with a shadow drawn behind it; it lays out unchanged.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier(.shadow(ShadowDrawing(color: color.colorName, radius: Double(radius), x: Double(x), y: Double(y)))))
    }

    /// This view blurred; it lays out unchanged.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view brightened by `amount`; it lays out unchanged.
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's contrast changed by `amount`; it lays out unchanged.
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's saturation changed by `amount`; it lays out unchanged.
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view drained of colour by `amount`; it lays out unchanged.
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's hues turned by `angle`; it lays out unchanged.
    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's colours inverted; it lays out unchanged.
    public func colorInvert() -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's colours multiplied by `color`; it lays out unchanged.
    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's luminance used as its opacity; it lays out unchanged.
    public func luminanceToAlpha() -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view blended with what is behind it by `blendMode`; it lays out unchanged.
    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view drawn into one layer before it is composited; it lays out unchanged.
    public func compositingGroup() -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view rendered off screen into one image; it lays out unchanged.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view drawn in front of or behind its siblings in a `ZStack` by `value`; the layout
    /// of the stack is unchanged.
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view with `color` as the foreground colour of its content; it lays out unchanged.
    /// Shapes in it with no fill of their own are drawn in it.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ColorName?>> {
        environment(\.foregroundColorName, color?.colorName)
    }

    /// This view with `style` as the foreground style of its content; it lays out unchanged.
    /// Shapes in it with no fill of their own are drawn in it when it is a colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ColorName?>> {
        environment(\.foregroundColorName, style.paintColor)
    }

    /// This view with primary and secondary foreground styles; it lays out unchanged.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ColorName?>> {
        environment(\.foregroundColorName, primary.paintColor)
    }

    /// This view with primary, secondary and tertiary foreground styles; it lays out unchanged.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ColorName?>> {
        environment(\.foregroundColorName, primary.paintColor)
    }

    /// This view with `tint` as its controls' tint colour; it lays out unchanged. Disfavoured,
    /// as in SwiftUI, so that a colour takes the shape-style form below.
    @_disfavoredOverload
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view with `tint` as its controls' tint style; it lays out unchanged.
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view with `accentColor` as its accent colour; it lays out unchanged.
    public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}
