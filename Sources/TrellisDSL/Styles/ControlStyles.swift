import Foundation

/// A style of text fields: `roundedBorder` pads the field's line of text (see the
/// ContentViewMetrics article); the others do not change layout.
public protocol TextFieldStyle {
    /// The style's name, such as `roundedBorder`.
    var name: String { get }
}
/// A style of labels in menus and lists is ``LabelStyle``; a style of lists, forms and other
/// containers is given by name only.
public struct NamedControlStyle: TextFieldStyle, Hashable, Sendable {
    /// The style's name, such as `switch` or `roundedBorder`.
    public let name: String
}

extension TextFieldStyle where Self == NamedControlStyle {
    /// The platform's default text field style.
    public static var automatic: NamedControlStyle { NamedControlStyle(name: "automatic") }
    /// A rounded border.
    public static var roundedBorder: NamedControlStyle { NamedControlStyle(name: "roundedBorder") }
    /// No decoration.
    public static var plain: NamedControlStyle { NamedControlStyle(name: "plain") }
}

/// The size of controls, from mini to extra large.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The sizes, smallest first; `regular` is the default.
    case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button's border.
public struct ButtonBorderShape: Hashable, Sendable {
    private let name: String
    private let radius: CGFloat?
    /// The platform's default shape.
    public static let automatic = ButtonBorderShape(name: "automatic", radius: nil)
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule", radius: nil)
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle", radius: nil)
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle", radius: nil)
    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle", radius: radius) }
}

nonisolated extension View {
    /// Styles the text fields in this view: `.roundedBorder` makes them taller (see the
    /// ContentViewMetrics article).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { environment(\.textFieldStyleName, style.name) }
    /// Sets the size of controls in this view: bordered buttons take the insets of `size`
    /// (see the ContentViewMetrics article).
    public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }
    /// Sets the border shape of bordered buttons in this view; no effect on layout.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}

private struct TextFieldStyleNameKey: EnvironmentKey {
    static let defaultValue = "automatic"
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The name of the text field style in force (`textFieldStyle(_:)`), `automatic` by default.
    var textFieldStyleName: String {
        get { self[TextFieldStyleNameKey.self] }
        set { self[TextFieldStyleNameKey.self] = newValue }
    }

    /// The size of controls in the view, `regular` by default (``View/controlSize(_:)``).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}
