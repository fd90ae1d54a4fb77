/// A style that makes a menu's appearance, as in SwiftUI: a custom style's
/// `makeBody(configuration:)` lays out, usually around `Menu(configuration)`. Every built-in
/// style lays a menu out as its label (see ``Menu``).
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The menu made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The menu being styled.
    typealias Configuration = MenuStyleConfiguration
}

/// A menu being styled by a ``MenuStyle``. Its label and content are not public, as in SwiftUI:
/// a style shows the menu with `Menu(configuration)`.
public struct MenuStyleConfiguration {
    /// The type of the menu's label: any view.
    public typealias Label = AnyView
    /// The type of the menu's content: any view.
    public typealias Content = AnyView
    let label: Label
    let content: Content
}

/// The platform's menu style: on iOS, a borderless button showing the label.
nonisolated public struct DefaultMenuStyle: MenuStyle {
    /// The platform's style.
    public init() {}
    /// The menu's label.
    public func makeBody(configuration: MenuStyleConfiguration) -> some View { configuration.label }
}

/// A menu shown as a button, bordered or not as the button style in force says; Trellis lays it
/// out as its label.
nonisolated public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    public init() {}
    /// The menu's label.
    public func makeBody(configuration: MenuStyleConfiguration) -> some View { configuration.label }
}

/// A menu shown as a borderless button (the older name of `.button` with a borderless button
/// style): its label.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless button style.
    public init() {}
    /// The menu's label.
    public func makeBody(configuration: MenuStyleConfiguration) -> some View { configuration.label }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A button that opens the menu.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button that opens the menu (the older name).
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

private struct MenuStyleKey: EnvironmentKey {
    static let defaultValue: StyleMaker<MenuStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// How the menus in the view make their view; `nil`: the menu's label.
    var menuStyleMaker: StyleMaker<MenuStyleConfiguration>? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Styles the menus in this view with `style`: a custom style lays them out through its
    /// `makeBody(configuration:)`.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        styled(\.menuStyleMaker) { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
    }
}
