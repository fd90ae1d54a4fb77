/// The text field style that draws no border: what `.plain` names.
public struct PlainTextFieldStyle: TextFieldStyle, Sendable {
    /// The plain style.
    public init() {}
    /// `plain`.
    public var name: String { "plain" }
}

/// The text field style with a rounded border: what `.roundedBorder` names, laid out the same.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable {
    /// The rounded-border style.
    public init() {}
    /// `roundedBorder`.
    public var name: String { "roundedBorder" }
}

/// The platform's default text field style: what `.automatic` names.
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable {
    /// The default style.
    public init() {}
    /// `automatic`.
    public var name: String { "automatic" }
}
