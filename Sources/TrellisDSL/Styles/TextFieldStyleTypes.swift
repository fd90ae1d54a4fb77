/// A text field style built into Trellis, known by its name: the name is what the field's own
/// layout reads (`roundedBorder` pads the line of text; the others change nothing).
protocol BuiltInTextFieldStyle {
    /// The style's name, such as `roundedBorder`.
    nonisolated var builtInName: String { get }
}

extension NamedControlStyle: BuiltInTextFieldStyle {
    nonisolated var builtInName: String { name }
}

/// The text field style that draws no border: what `.plain` names.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle, Sendable {
    /// The plain style.
    public init() {}

    var builtInName: String { "plain" }

    /// The field itself.
    public func _body(configuration: TextField<_TextFieldStyleLabel>) -> TextField<_TextFieldStyleLabel> { configuration }
}

/// The text field style with a rounded border: what `.roundedBorder` names, laid out the same.
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle, Sendable {
    /// The name the field's layout reads to pad its line of text.
    static let name = "roundedBorder"

    /// The rounded-border style.
    public init() {}

    var builtInName: String { Self.name }

    /// The field itself.
    public func _body(configuration: TextField<_TextFieldStyleLabel>) -> TextField<_TextFieldStyleLabel> { configuration }
}

/// The platform's default text field style: what `.automatic` names.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle, Sendable {
    /// The default style.
    public init() {}

    var builtInName: String { "automatic" }

    /// The field itself.
    public func _body(configuration: TextField<_TextFieldStyleLabel>) -> TextField<_TextFieldStyleLabel> { configuration }
}
