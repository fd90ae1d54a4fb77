import Foundation
import TrellisGraph

/// A colour, which as a view fills the space it is offered.
///
/// Trellis keeps only a colour's name, which explanations and pictures show: `red`,
/// `rgb(1, 0.5, 0)`, `"AccentBlue"`.
nonisolated public struct Color: View, PrimitiveView, ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    /// The colour space of a colour given by components.
    nonisolated public enum RGBColorSpace: Hashable, Sendable {
        /// The standard RGB space.
        case sRGB
        /// The standard RGB space without its gamma curve.
        case sRGBLinear
        /// The wide Display P3 space.
        case displayP3
    }

    /// The colour's name, kept once per process, so that a colour copies as a plain value.
    package let colorName: ColorName

    /// The colour's name.
    package var name: String { colorName.string }

    private init(name: String) {
        colorName = ColorName(name)
    }

    /// The colour named `name` in the asset catalog of `bundle` (the app's when `nil`).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(name: name)
    }

    /// The colour of `color` (iOS 17), a hashable shape style that resolves to a colour. SwiftUI
    /// asks that its resolved type be `Color.Resolved`, which Trellis does not offer (it does
    /// not resolve styles), so Trellis takes any hashable shape style: a colour is itself, any
    /// other style is named after its description. Generic, as SwiftUI's, so that
    /// `Color(.accent)` still means the asset catalog's `ColorResource`.
    public init<T: ShapeStyle & Hashable>(_ color: T) {
        self = (color as? Color) ?? Color(name: String(describing: color))
    }

    /// A colour from red, green and blue components between 0 and 1.
    /// The colour space changes only drawing.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(name: Self.functionName("rgb", [red, green, blue], opacity: opacity))
    }

    /// A grey with the given white level between 0 (black) and 1 (white).
    /// The colour space changes only drawing.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(name: Self.functionName("rgb", [white, white, white], opacity: opacity))
    }

    /// A colour from hue, saturation and brightness components between 0 and 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(name: Self.functionName("hsb", [hue, saturation, brightness], opacity: opacity))
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(name: "\(name).opacity(\(PointFormat.string(opacity)))")
    }

    /// The colour's name.
    public var description: String { name }

    /// Never called: `Color` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        [lowerNode(into: &lowering)]
    }

    package func lower(into lowering: inout GraphLowering, appendingTo nodes: inout [NodeID]) {
        nodes.append(lowerNode(into: &lowering))
    }

    /// Adds the colour's node.
    private func lowerNode(into lowering: inout GraphLowering) -> NodeID {
        lowering.add(.shape(ShapeSpec(shape: .color)), color: colorName)
    }

    /// `rgb(1, 0.5, 0)`, with the opacity as a fourth component when it is not 1.
    private static func functionName(_ function: String, _ components: [Double], opacity: Double) -> String {
        let all = opacity == 1 ? components : components + [opacity]
        return function + "(" + all.map { PointFormat.string($0) }.joined(separator: ", ") + ")"
    }

    /// The colour of primary content, such as body text.
    public static let primary = Color(name: "primary")
    /// The colour of secondary content, such as captions.
    public static let secondary = Color(name: "secondary")
    /// The app's accent colour.
    public static let accentColor = Color(name: "accentColor")
}

nonisolated extension Color {
    /// The standard colours, made once: `Color.red` and `.red` read them through the
    /// `ShapeStyle where Self == Color` members, their only public declaration, so that a
    /// colour written `Color.red` is one candidate for the type checker, not two.
    enum Standard {
        static let red = Color(name: "red")
        static let orange = Color(name: "orange")
        static let yellow = Color(name: "yellow")
        static let green = Color(name: "green")
        static let mint = Color(name: "mint")
        static let teal = Color(name: "teal")
        static let cyan = Color(name: "cyan")
        static let blue = Color(name: "blue")
        static let indigo = Color(name: "indigo")
        static let purple = Color(name: "purple")
        static let pink = Color(name: "pink")
        static let brown = Color(name: "brown")
        static let white = Color(name: "white")
        static let gray = Color(name: "gray")
        static let black = Color(name: "black")
        static let clear = Color(name: "clear")
    }
}
