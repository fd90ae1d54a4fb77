/// A style that makes a toggle's appearance from its label and state, as in SwiftUI: a custom
/// style's `makeBody(configuration:)` lays out, with `configuration.label` standing for the
/// label. The built-in styles lay a toggle out as its iOS switch row (see the
/// ContentViewMetrics article).
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The toggle made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The label and state of the toggle being styled.
    typealias Configuration = ToggleStyleConfiguration
}

/// The label and state of a toggle being styled by a ``ToggleStyle``.
public struct ToggleStyleConfiguration {
    /// The type of the toggle's label: any view.
    public typealias Label = AnyView
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; layout never reads it.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all on or all off.
    public var isMixed: Bool = false

    init(label: AnyView, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The platform's default toggle style: on iOS, the switch row.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    /// The label, a spacer and the switch.
    public func makeBody(configuration: ToggleStyleConfiguration) -> some View { ToggleRow(label: configuration.label) }
}

/// A toggle drawn as a switch: the switch row.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    /// The switch style.
    public init() {}
    /// The switch style in `tint` (the older spelling of `tint(_:)`); the colour is drawing only.
    public init(tint: Color) {}
    /// The label, a spacer and the switch.
    public func makeBody(configuration: ToggleStyleConfiguration) -> some View { ToggleRow(label: configuration.label) }
}

/// A toggle drawn as a button that stays pressed while on; Trellis lays it out as the switch
/// row.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    /// The label, a spacer and the switch.
    public func makeBody(configuration: ToggleStyleConfiguration) -> some View { ToggleRow(label: configuration.label) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue: StyleMaker<ToggleStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// How the toggles in the view make their view; `nil`: the default switch row.
    var toggleStyleMaker: StyleMaker<ToggleStyleConfiguration>? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Styles the toggles in this view with `style`: a custom style lays them out through its
    /// `makeBody(configuration:)`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        styled(\.toggleStyleMaker) { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
    }
}
