import Foundation

/// A style of text fields: `roundedBorder` pads the field's line of text (see the
/// ContentViewMetrics article); `automatic` and `plain` do not change layout. A custom style
/// implements SwiftUI's underscored requirement, `_body(configuration:)`, whose configuration
/// is the field itself, laid out in the plain style.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The view the style makes.
    associatedtype _Body: View
    /// The styled field made from `configuration`, the bare field.
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
    /// The label of the field being styled.
    typealias _Label = _TextFieldStyleLabel
}

/// A style of labels in menus and lists is ``LabelStyle``; a style of lists, forms and other
/// containers is given by name only.
nonisolated public struct NamedControlStyle: TextFieldStyle, Hashable, Sendable {
    /// The style's name, such as `switch` or `roundedBorder`.
    public let name: String

    /// The field itself: a named style changes the field's own layout, not what is around it.
    public func _body(configuration: TextField<_TextFieldStyleLabel>) -> TextField<_TextFieldStyleLabel> { configuration }
}

extension TextFieldStyle where Self == NamedControlStyle {
    /// The platform's default text field style.
    public static var automatic: NamedControlStyle { NamedControlStyle(name: "automatic") }
    /// A rounded border.
    public static var roundedBorder: NamedControlStyle { NamedControlStyle(name: RoundedBorderTextFieldStyle.name) }
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

extension ButtonBorderShape: Shape {
    /// The outline of the border in `rect`: a capsule, a circle (the largest centred in
    /// `rect`) or a rounded rectangle with the radius given. The radius iOS gives `.automatic`
    /// and a `.roundedRectangle` without one is not measured, so pictures draw those with
    /// square corners; a shape only draws, so the choice changes no layout.
    nonisolated public func path(in rect: CGRect) -> Path {
        switch name {
        case "capsule":
            return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
        case "circle":
            let side = min(rect.width, rect.height)
            return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        default:
            return radius.map { Path(roundedRect: rect, cornerRadius: $0) } ?? Path(rect)
        }
    }
}

nonisolated extension Shape where Self == ButtonBorderShape {
    /// The shape of the border of the buttons in the environment, `.clipShape(.buttonBorder)`;
    /// outside a button style it is ``ButtonBorderShape/automatic``.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

nonisolated extension View {
    /// Styles the text fields in this view: `.roundedBorder` makes them taller (see the
    /// ContentViewMetrics article); a custom style lays each field out through its
    /// `_body(configuration:)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let named = style as? any BuiltInTextFieldStyle
        var maker: StyleMaker<TextField<_TextFieldStyleLabel>>?
        if named == nil {
            let make: (TextField<_TextFieldStyleLabel>) -> AnyView = { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
            nonisolated(unsafe) let erased = make
            maker = StyleMaker { erased($0) }
        }
        return environment(\.textFieldStyleName, named?.builtInName ?? "plain").environment(\.textFieldStyleMaker, maker)
    }
    /// Sets the size of controls in this view: bordered buttons take the insets of `size`
    /// (see the ContentViewMetrics article).
    public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }
    /// Sets the border shape of bordered buttons in this view; no effect on layout.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}

private struct TextFieldStyleNameKey: EnvironmentKey {
    static let defaultValue = "automatic"
}

private struct TextFieldStyleMakerKey: EnvironmentKey {
    static let defaultValue: StyleMaker<TextField<_TextFieldStyleLabel>>? = nil
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

    /// How the text fields in the view are made by a custom style; `nil`: their line of text.
    var textFieldStyleMaker: StyleMaker<TextField<_TextFieldStyleLabel>>? {
        get { self[TextFieldStyleMakerKey.self] }
        set { self[TextFieldStyleMakerKey.self] = newValue }
    }

    /// The size of controls in the view, `regular` by default (``View/controlSize(_:)``).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}
