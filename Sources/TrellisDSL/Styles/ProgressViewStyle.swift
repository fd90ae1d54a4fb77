/// A style that makes a progress view's appearance from its progress and labels, as in SwiftUI:
/// a custom style's `makeBody(configuration:)` lays out. The built-in styles draw a bar
/// (`.linear`) or a spinner (`.circular`); `.automatic` draws a bar for a value and a spinner
/// otherwise (see the ContentViewMetrics article).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The progress view made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The progress and labels of the progress view being styled.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The progress and labels of a progress view being styled by a ``ProgressViewStyle``.
public struct ProgressViewStyleConfiguration {
    /// The type of the progress view's labels: any view.
    public typealias Label = AnyView
    /// The type of the label of the current value: any view.
    public typealias CurrentValueLabel = AnyView
    /// The fraction of the task done, from 0 to 1; `nil` while the progress is unknown.
    public let fractionCompleted: Double?
    /// The progress view's label, if it has one.
    public var label: Label?
    /// The label of the current value, if it has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// The platform's default progress view style: a bar for a value, a spinner otherwise.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
    /// The bar or the spinner.
    public func makeBody(configuration: ProgressViewStyleConfiguration) -> some View {
        ProgressLayout(isLinear: configuration.fractionCompleted != nil, label: configuration.label,
                       currentValueLabel: configuration.currentValueLabel)
    }
}

/// A progress view drawn as a bar.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The bar style.
    public init() {}
    /// The bar style in `tint` (the older spelling of `tint(_:)`); the colour is drawing only.
    public init(tint: Color) {}
    /// The bar.
    public func makeBody(configuration: ProgressViewStyleConfiguration) -> some View {
        ProgressLayout(isLinear: true, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

/// A progress view drawn as a spinner.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The spinner style.
    public init() {}
    /// The spinner style in `tint` (the older spelling of `tint(_:)`); the colour is drawing only.
    public init(tint: Color) {}
    /// The spinner.
    public func makeBody(configuration: ProgressViewStyleConfiguration) -> some View {
        ProgressLayout(isLinear: false, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default progress style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: StyleMaker<ProgressViewStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// How the progress views in the view make their view; `nil`: the default style.
    var progressViewStyleMaker: StyleMaker<ProgressViewStyleConfiguration>? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Styles the progress views in this view with `style`: `.linear` draws a bar, `.circular` a
    /// spinner, and a custom style lays them out through its `makeBody(configuration:)`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        styled(\.progressViewStyleMaker) { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
    }
}
