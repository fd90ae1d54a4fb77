import Foundation

/// A style that makes a button's appearance from its label, as in SwiftUI: a custom style's
/// `makeBody(configuration:)` lays out, with `configuration.label` standing for the label.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The label and state of the button being styled.
    typealias Configuration = ButtonStyleConfiguration
}

/// The label and state of a button being styled by a ``ButtonStyle``.
public struct ButtonStyleConfiguration {
    /// The type of the button's label: any view.
    public typealias Label = AnyView
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed (never, in a layout).
    public let isPressed = false
    /// The role of the button (none in Trellis).
    public let role: ButtonRole? = nil
}

/// The purpose of a button, such as destroying data.
public struct ButtonRole: Hashable, Sendable {
    private let name: String
    /// A button that deletes data.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels.
    public static let cancel = ButtonRole(name: "cancel")
    /// A button that closes the current operation without losing progress (iOS 26).
    public static let close = ButtonRole(name: "close")
    /// A button that confirms an operation (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")

    /// The symbol of the label a button with this role shows when it is given none: an `x` to
    /// close or cancel (Apple's documentation of `init(role:action:)`), a checkmark to confirm,
    /// a bin to destroy. Chosen from the roles' documented meaning; no rendering checks them.
    var defaultSymbolName: String {
        switch self {
        case .confirm: "checkmark"
        case .destructive: "trash"
        default: "xmark"
        }
    }
}

/// A style that makes a button and decides when it runs its action.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The label and action of the button being styled.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The label and action of a button being styled by a ``PrimitiveButtonStyle``.
public struct PrimitiveButtonStyleConfiguration {
    /// The type of the button's label: any view.
    public typealias Label = AnyView
    /// The button's label.
    public let label: Label
    /// The role of the button (none in Trellis).
    public let role: ButtonRole? = nil
    /// The button's action.
    let action: @MainActor () -> Void

    init(label: AnyView, action: @escaping @MainActor () -> Void) {
        self.label = label
        self.action = action
    }

    /// Runs the button's action.
    @MainActor @preconcurrency public func trigger() { action() }
}

/// Makes a button's view from its configuration and action.
typealias ButtonStyleMaker = @Sendable (ButtonStyleConfiguration, @escaping @MainActor () -> Void) -> AnyView

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: ButtonStyleMaker = { configuration, _ in configuration.label }
}

extension EnvironmentValues {
    /// How buttons in the view make their view.
    var buttonStyleMaker: ButtonStyleMaker {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

// A style is not `Sendable` (SwiftUI's are not), and neither is its type when its conformance is
// main-actor isolated, but the environment holds `Sendable` values. So the style is first
// wrapped in a plain closure, which the `Sendable` maker captures `nonisolated(unsafe)` without
// naming the style's type. That is safe because the maker is only called while lowering, which
// runs on the main actor's thread or on a big-stack thread while that thread waits for it (see
// `MainActorBody`): the style is never read by two threads at once, nor beside main-actor code
// that could change it.
nonisolated extension View {
    /// Styles the buttons in this view with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let make: (ButtonStyleConfiguration) -> AnyView = { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
        nonisolated(unsafe) let erased = make
        return environment(\.buttonStyleMaker) { configuration, _ in erased(configuration) }
    }

    /// Styles the buttons in this view with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let make: (ButtonStyleConfiguration, @escaping @MainActor () -> Void) -> AnyView = { configuration, action in
            AnyView(MainActorBody.makeBody(of: style, configuration: PrimitiveButtonStyleConfiguration(label: configuration.label, action: action)))
        }
        nonisolated(unsafe) let erased = make
        return environment(\.buttonStyleMaker) { configuration, action in erased(configuration, action) }
    }
}
