/// A style that makes a text editor's appearance, as in SwiftUI: a custom style's
/// `makeBody(configuration:)` lays out. The built-in styles lay a text editor out as
/// ``TextEditor`` describes.
@MainActor @preconcurrency
public protocol TextEditorStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The text editor made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The text editor being styled.
    typealias Configuration = TextEditorStyleConfiguration
}

/// A text editor being styled by a ``TextEditorStyle``; it has no public members, as in
/// SwiftUI.
public struct TextEditorStyleConfiguration {
    let text: Binding<String>
}

/// The platform's text editor style.
nonisolated public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The platform's style.
    public init() {}
    /// The text editor.
    public func makeBody(configuration: TextEditorStyleConfiguration) -> some View { TextEditor(text: configuration.text) }
}

/// A text editor without decoration.
nonisolated public struct PlainTextEditorStyle: TextEditorStyle {
    /// The plain style.
    public init() {}
    /// The text editor.
    public func makeBody(configuration: TextEditorStyleConfiguration) -> some View { TextEditor(text: configuration.text) }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's text editor style.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// No decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

private struct TextEditorStyleKey: EnvironmentKey {
    static let defaultValue: StyleMaker<TextEditorStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// How the text editors in the view make their view; `nil`: the editor itself.
    var textEditorStyleMaker: StyleMaker<TextEditorStyleConfiguration>? {
        get { self[TextEditorStyleKey.self] }
        set { self[TextEditorStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Styles the text editors in this view with `style`: a custom style lays them out through
    /// its `makeBody(configuration:)`.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        styled(\.textEditorStyleMaker) { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
    }
}
