/// A style that makes a control group's appearance from its controls and label, as in SwiftUI:
/// a custom style's `makeBody(configuration:)` lays out. Every built-in style lays a control
/// group out as the iOS bar of controls in equal shares (see ``ControlGroup``).
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The control group made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The controls and label of the control group being styled.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The controls and label of a control group being styled by a ``ControlGroupStyle``.
public struct ControlGroupStyleConfiguration {
    /// The type of the group's controls: any view.
    public typealias Content = AnyView
    /// The type of the group's label: any view.
    public typealias Label = AnyView
    /// The group's controls.
    public let content: Content
    /// The group's label (empty when the group has none).
    public let label: Label
}

/// The platform's control group style: on iOS, the controls side by side in one bar.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The platform's style; code names it `.automatic`, as in SwiftUI.
    init() {}
    /// The controls in a row, each in an equal share.
    public func makeBody(configuration: ControlGroupStyleConfiguration) -> some View { ControlGroupBar(content: configuration.content) }
}

/// The controls side by side, as in a toolbar.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The navigation style.
    public init() {}
    /// The controls in a row, each in an equal share.
    public func makeBody(configuration: ControlGroupStyleConfiguration) -> some View { ControlGroupBar(content: configuration.content) }
}

/// The controls in a menu opened from the group's label; Trellis lays them out as the bar.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
    /// The menu style.
    public init() {}
    /// The controls in a row, each in an equal share.
    public func makeBody(configuration: ControlGroupStyleConfiguration) -> some View { ControlGroupBar(content: configuration.content) }
}

/// The controls in a compact menu (a row of icons); Trellis lays them out as the bar.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// The compact menu style.
    public init() {}
    /// The controls in a row, each in an equal share.
    public func makeBody(configuration: ControlGroupStyleConfiguration) -> some View { ControlGroupBar(content: configuration.content) }
}

/// The controls in a palette of icons; Trellis lays them out as the bar.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// The palette style.
    public init() {}
    /// The controls in a row, each in an equal share.
    public func makeBody(configuration: ControlGroupStyleConfiguration) -> some View { ControlGroupBar(content: configuration.content) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The controls side by side.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// The controls in a menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// The controls as a compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// The controls in a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static let defaultValue: StyleMaker<ControlGroupStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// How the control groups in the view make their view; `nil`: the bar of controls.
    var controlGroupStyleMaker: StyleMaker<ControlGroupStyleConfiguration>? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Styles the control groups in this view with `style`: a custom style lays them out
    /// through its `makeBody(configuration:)`.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        styled(\.controlGroupStyleMaker) { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
    }
}
