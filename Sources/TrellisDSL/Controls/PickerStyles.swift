import TrellisGraph

/// How a `Picker` presents its options, set with `pickerStyle(_:)`.
///
/// Each style lays the picker out by the metric model in the ContentViewMetrics article.
public protocol PickerStyle: Sendable {
    /// Which of SwiftUI's styles this is.
    var kind: PickerStyleKind { get }
}

/// The picker styles Trellis lays out.
public enum PickerStyleKind: Hashable, Sendable {
    /// The platform's default: on iOS, a menu.
    case automatic
    /// A button showing the selected option and up-and-down chevrons.
    case menu
    /// The options side by side in a segmented control.
    case segmented
    /// The options one under another, as rows.
    case inline
    /// A scrolling wheel.
    case wheel
    /// A row that shows the selected option and leads to a list of the options.
    case navigationLink
}

/// The default picker style: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
    /// `.automatic`.
    public var kind: PickerStyleKind { .automatic }
}

/// A picker style that shows the selected option in a button opening a menu.
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
    /// `.menu`.
    public var kind: PickerStyleKind { .menu }
}

/// A picker style that shows the options as the segments of a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
    /// `.segmented`.
    public var kind: PickerStyleKind { .segmented }
}

/// A picker style that shows the options inline, one row each.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
    /// `.inline`.
    public var kind: PickerStyleKind { .inline }
}

/// A picker style that shows the options on a scrolling wheel.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
    /// `.wheel`.
    public var kind: PickerStyleKind { .wheel }
}

/// A picker style that shows the selection in a row leading to a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation-link style.
    public init() {}
    /// `.navigationLink`.
    public var kind: PickerStyleKind { .navigationLink }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style: a menu on iOS.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button showing the selection that opens a menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options as the segments of a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline, one row each.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// The options on a scrolling wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

nonisolated extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row showing the selection that leads to a list of the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

nonisolated private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue: PickerStyleKind = .automatic
}

nonisolated extension EnvironmentValues {
    /// The style of pickers in the view.
    package var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style.kind)
    }
}
