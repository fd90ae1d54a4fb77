/// A style that makes a form's appearance from its content, as in SwiftUI: a custom style's
/// `makeBody(configuration:)` lays out. On iOS every built-in style lays a form out as a
/// grouped list (see ``Form``).
@MainActor @preconcurrency
public protocol FormStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The form made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The content of the form being styled.
    typealias Configuration = FormStyleConfiguration
}

/// The content of a form being styled by a ``FormStyle``.
public struct FormStyleConfiguration {
    /// The type of the form's content: any view.
    public typealias Content = AnyView
    /// The form's rows and sections.
    public let content: Content
}

/// The platform's form style: grouped on iOS.
nonisolated public struct AutomaticFormStyle: FormStyle {
    /// The platform's style.
    public init() {}
    /// The grouped list of the form's rows and sections.
    public func makeBody(configuration: FormStyleConfiguration) -> some View { Form(configuration) }
}

/// Rows in rounded sections.
nonisolated public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
    /// The grouped list of the form's rows and sections.
    public func makeBody(configuration: FormStyleConfiguration) -> some View { Form(configuration) }
}

/// Labels and controls in columns on macOS; grouped on iOS.
nonisolated public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
    /// The grouped list of the form's rows and sections.
    public func makeBody(configuration: FormStyleConfiguration) -> some View { Form(configuration) }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form style: grouped on iOS.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Rows in rounded sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns (macOS); grouped on iOS.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct FormStyleKey: EnvironmentKey {
    static let defaultValue: StyleMaker<FormStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// How the forms in the view make their view; `nil`: the grouped list.
    var formStyleMaker: StyleMaker<FormStyleConfiguration>? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Styles the forms in this view with `style`: a custom style lays them out through its
    /// `makeBody(configuration:)`; on iOS the built-in styles lay them out as a grouped list.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        styled(\.formStyleMaker) { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
    }
}
