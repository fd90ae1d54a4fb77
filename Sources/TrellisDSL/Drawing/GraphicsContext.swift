import Foundation
import TrellisGraph

/// What a ``Canvas``'s renderer draws into, as SwiftUI's `GraphicsContext` is: shapes filled
/// and stroked with a shading, texts, images and symbols, under an opacity, a blend mode, a
/// transform, filters and clips.
///
/// Trellis lays views out and draws nothing, so it never calls a canvas's renderer and never
/// makes a context: the type is here so that a renderer's code compiles as written. Each
/// drawing call records nothing.
public struct GraphicsContext {
    /// The opacity drawing is done with, from 0 to 1.
    public var opacity: Double = 1
    /// How drawing is blended with what is already drawn.
    public var blendMode: GraphicsContext.BlendMode = .normal
    /// The transform from the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas.
    public let environment: EnvironmentValues

    private init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// How a drawing is blended with what is already drawn: SwiftUI's ``BlendMode``'s modes and
    /// the compositing ones of a graphics context.
    public struct BlendMode: Hashable, Sendable {
        /// The mode's number.
        public let rawValue: Int32
        /// The mode numbered `rawValue`.
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// Each drawing over what is below.
        public static let normal = BlendMode(rawValue: 0)
        /// The colours multiplied.
        public static let multiply = BlendMode(rawValue: 1)
        /// The inverted colours multiplied, inverted.
        public static let screen = BlendMode(rawValue: 2)
        /// Multiplied or screened by the colour below.
        public static let overlay = BlendMode(rawValue: 3)
        /// The darker colour.
        public static let darken = BlendMode(rawValue: 4)
        /// The lighter colour.
        public static let lighten = BlendMode(rawValue: 5)
        /// The colour below brightened.
        public static let colorDodge = BlendMode(rawValue: 6)
        /// The colour below darkened.
        public static let colorBurn = BlendMode(rawValue: 7)
        /// Darkened or lightened softly.
        public static let softLight = BlendMode(rawValue: 8)
        /// Multiplied or screened by the drawn colour.
        public static let hardLight = BlendMode(rawValue: 9)
        /// The difference of the colours.
        public static let difference = BlendMode(rawValue: 10)
        /// A softer difference.
        public static let exclusion = BlendMode(rawValue: 11)
        /// The hue drawn over the colour below.
        public static let hue = BlendMode(rawValue: 12)
        /// The saturation drawn over the colour below.
        public static let saturation = BlendMode(rawValue: 13)
        /// The hue and saturation drawn over the colour below.
        public static let color = BlendMode(rawValue: 14)
        /// The luminosity drawn over the colour below.
        public static let luminosity = BlendMode(rawValue: 15)
        /// What is below erased where drawn.
        public static let clear = BlendMode(rawValue: 16)
        /// The drawing replacing what is below.
        public static let copy = BlendMode(rawValue: 17)
        /// The drawing kept where something is below.
        public static let sourceIn = BlendMode(rawValue: 18)
        /// The drawing kept where nothing is below.
        public static let sourceOut = BlendMode(rawValue: 19)
        /// The drawing over what is below, only where something is.
        public static let sourceAtop = BlendMode(rawValue: 20)
        /// The drawing under what is below.
        public static let destinationOver = BlendMode(rawValue: 21)
        /// What is below kept where drawn.
        public static let destinationIn = BlendMode(rawValue: 22)
        /// What is below kept where not drawn.
        public static let destinationOut = BlendMode(rawValue: 23)
        /// What is below over the drawing, only where drawn.
        public static let destinationAtop = BlendMode(rawValue: 24)
        /// Each kept where the other is not.
        public static let xor = BlendMode(rawValue: 25)
        /// The colours added, darker.
        public static let plusDarker = BlendMode(rawValue: 26)
        /// The colours added, lighter.
        public static let plusLighter = BlendMode(rawValue: 27)
    }

    /// What a shape is filled or stroked with.
    public struct Shading {
        private init() {}

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading() }
        /// A solid colour given by components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading { Shading() }
        /// A shape style (a colour, a gradient, a hierarchical style).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
        /// The foreground style of the environment.
        public static var foreground: Shading { Shading() }
        /// Several shadings, for the layers of a multicolour symbol.
        public static func palette(_ array: [Shading]) -> Shading { Shading() }
        /// A linear gradient from `startPoint` to `endPoint`.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading { Shading() }
        /// A radial gradient around `center` from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading { Shading() }
        /// A conic gradient around `center` starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading { Shading() }
    }

    /// How a gradient shading spreads past its ends.
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The gradient repeats past its ends.
        public static let `repeat` = GradientOptions(rawValue: 1 << 0)
        /// The gradient repeats mirrored past its ends.
        public static let mirror = GradientOptions(rawValue: 1 << 1)
        /// The gradient is interpolated in linear colour.
        public static let linearColor = GradientOptions(rawValue: 1 << 2)
    }

    /// An effect applied to what is drawn after it is added (`addFilter(_:options:)`).
    public struct Filter {
        private init() {}

        /// A Gaussian blur of `radius`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        /// Opaque where the alpha is between `min` and `max`, in `color`; clear elsewhere.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter() }
        /// A shadow of `color` blurred by `radius` and offset by (`x`, `y`).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: GraphicsContext.BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter { Filter() }
        /// Colours multiplied by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
        /// Colours made grey by `amount`, from 0 to 1.
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
        /// Hues turned by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
        /// Saturation scaled by `amount`.
        public static func saturation(_ amount: Double) -> Filter { Filter() }
        /// Brightness raised by `amount`.
        public static func brightness(_ amount: Double) -> Filter { Filter() }
        /// Contrast scaled by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter() }
        /// Colours inverted by `amount`, from 0 to 1.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter() }
        /// The luminance of each colour made its alpha.
        public static var luminanceToAlpha: Filter { Filter() }
        /// What is drawn transformed by `matrix`.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter() }
    }

    /// How a blur filter treats the edges and the result.
    public struct BlurOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The result is opaque.
        public static let opaque = BlurOptions(rawValue: 1 << 0)
        /// The result is dithered.
        public static let dithersResult = BlurOptions(rawValue: 1 << 1)
    }

    /// How a shadow filter is drawn.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow is drawn above the content.
        public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
        /// Only the shadow is drawn.
        public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
        /// The shadow is cast by the content's transparent parts.
        public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
        /// Each drawing casts its own shadow.
        public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
    }

    /// How a filter is applied.
    public struct FilterOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The filter works in linear colour.
        public static let linearColor = FilterOptions(rawValue: 1 << 0)
    }

    /// How a clip is applied.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Drawing is kept outside the shape rather than inside it.
        public static let inverse = ClipOptions(rawValue: 1 << 0)
    }

    /// A text resolved in the context's environment, ready to draw.
    public struct ResolvedText {
        /// What the text is drawn with.
        public var shading: Shading = .foreground
    }

    /// An image resolved in the context's environment, ready to draw.
    public struct ResolvedImage {
        /// What a template image is drawn with, if anything.
        public var shading: Shading?
    }

    /// A view a canvas passed as a symbol, ready to draw.
    public struct ResolvedSymbol {}

    /// `text` resolved in the context's environment.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText() }
    /// `image` resolved in the context's environment.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage() }
    /// The symbol tagged `id` among the canvas's symbols, if there is one.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {}
    /// Draws the resolved `text` with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws the resolved `text` in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {}
    /// Draws `image` with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws `image` in `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws the resolved `image` with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws the resolved `image` in `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws `symbol` with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws `symbol` in `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}

    /// Draws what `content` draws into a new layer, then the layer into this context.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Adds `filter` to what is drawn from now on.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}
    /// Clips what is drawn from now on to `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}
    /// Clips what is drawn from now on to what `content` draws.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Moves what is drawn from now on by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }
    /// Scales what is drawn from now on by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }
    /// Turns what is drawn from now on by `angle`.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }
    /// Applies `matrix` to what is drawn from now on.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }
}
