import Foundation

/// Whether a view is presented, and how to dismiss it (the older form of `\.dismiss`).
nonisolated public struct PresentationMode: Sendable {
    /// Whether the view is presented: Trellis lays out the view as shown, so `false` unless set.
    public var isPresented: Bool

    /// Dismisses the view; Trellis presents nothing, so nothing changes.
    public mutating func dismiss() {}
}

/// An action that ends the current search: `dismissSearch()`. Trellis searches nothing.
nonisolated public struct DismissSearchAction: Sendable {
    /// Ends the search.
    @MainActor @preconcurrency public func callAsFunction() {}
}

/// An action that refreshes a view's content: `await refresh?()`. Trellis runs no refresh.
nonisolated public struct RefreshAction: Sendable {
    /// Refreshes the content.
    @MainActor @preconcurrency public func callAsFunction() async {}
}

/// An action that opens a window of the app's scenes: `openWindow(id:)`. Trellis opens none.
nonisolated public struct OpenWindowAction: Sendable {
    /// Opens the window of the scene identified by `id`.
    @MainActor @preconcurrency public func callAsFunction(id: String) {}
    /// Opens the window of the scene for `value`.
    @MainActor @preconcurrency public func callAsFunction<D: Hashable & Codable>(value: D) {}
}

/// The weight of text the user asked for with Bold Text.
public enum LegibilityWeight: Hashable, Sendable {
    /// The usual weight.
    case regular
    /// Bolder text.
    case bold
}

/// The contrast between colours the user asked for with Increase Contrast.
public enum ColorSchemeContrast: Hashable, Sendable {
    /// The usual contrast.
    case standard
    /// More contrast.
    case increased
}

/// How prominent a section's header is.
public enum Prominence: Hashable, Sendable {
    /// The usual header.
    case standard
    /// A more prominent header.
    case increased
}

nonisolated private struct PresentationModeKey: EnvironmentKey {
    static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode(isPresented: false)) }
}

nonisolated private struct SystemValuesKey: EnvironmentKey {
    static let defaultValue = SystemValues()
}

/// The settings and actions of the system, as a view of the device sees them by default: no
/// search, no presentation, no accessibility setting on, the Gregorian calendar in UTC (as
/// `DatePicker` shows dates), so that layouts do not depend on the machine.
nonisolated struct SystemValues: Sendable {
    var isPresented = false
    var isSearching = false
    var isFocused = false
    var redactionReasons: RedactionReasons = []
    var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()
    var timeZone = TimeZone(identifier: "UTC") ?? TimeZone.current
    var accessibilityEnabled = false
    var accessibilityReduceMotion = false
    var accessibilityReduceTransparency = false
    var accessibilityDifferentiateWithoutColor = false
    var accessibilityInvertColors = false
    var accessibilityVoiceOverEnabled = false
    var legibilityWeight: LegibilityWeight? = .regular
    var colorSchemeContrast: ColorSchemeContrast = .standard
    var symbolRenderingMode: SymbolRenderingMode?
    var headerProminence: Prominence = .standard
    var supportsMultipleWindows = false
    var isLuminanceReduced = false
}

// The system's settings and actions a view can read. None of them changes how Trellis lays a view
// out by itself; a view that reads one lays out by the value it reads.
nonisolated extension EnvironmentValues {
    private var system: SystemValues {
        get { self[SystemValuesKey.self] }
        set { self[SystemValuesKey.self] = newValue }
    }

    /// The presentation of the view (the older form of `\.dismiss` and `\.isPresented`).
    public var presentationMode: Binding<PresentationMode> {
        get { self[PresentationModeKey.self] }
        set { self[PresentationModeKey.self] = newValue }
    }
    /// Whether the view is presented.
    public var isPresented: Bool { get { system.isPresented } set { system.isPresented = newValue } }
    /// Whether the user is searching in the nearest searchable view.
    public var isSearching: Bool { get { system.isSearching } set { system.isSearching = newValue } }
    /// Ends the current search.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    /// Refreshes the content of a refreshable view; `nil` outside one.
    public var refresh: RefreshAction? { nil }
    /// Opens a window of the app's scenes.
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// Whether the nearest focusable ancestor has the focus.
    public var isFocused: Bool { get { system.isFocused } set { system.isFocused = newValue } }
    /// Why the view is redacted, as `redacted(reason:)` sets it.
    public var redactionReasons: RedactionReasons { get { system.redactionReasons } set { system.redactionReasons = newValue } }
    /// The calendar dates are shown in: Gregorian, in UTC, unless set.
    public var calendar: Calendar { get { system.calendar } set { system.calendar = newValue } }
    /// The time zone dates are shown in: UTC, unless set.
    public var timeZone: TimeZone { get { system.timeZone } set { system.timeZone = newValue } }
    /// Whether an assistive technology is on.
    public var accessibilityEnabled: Bool { get { system.accessibilityEnabled } set { system.accessibilityEnabled = newValue } }
    /// Whether the user asked for less motion.
    public var accessibilityReduceMotion: Bool { get { system.accessibilityReduceMotion } set { system.accessibilityReduceMotion = newValue } }
    /// Whether the user asked for less transparency.
    public var accessibilityReduceTransparency: Bool { get { system.accessibilityReduceTransparency } set { system.accessibilityReduceTransparency = newValue } }
    /// Whether the user asked for differences shown without colour.
    public var accessibilityDifferentiateWithoutColor: Bool { get { system.accessibilityDifferentiateWithoutColor } set { system.accessibilityDifferentiateWithoutColor = newValue } }
    /// Whether the user inverted the display's colours.
    public var accessibilityInvertColors: Bool { get { system.accessibilityInvertColors } set { system.accessibilityInvertColors = newValue } }
    /// Whether VoiceOver is on.
    public var accessibilityVoiceOverEnabled: Bool { get { system.accessibilityVoiceOverEnabled } set { system.accessibilityVoiceOverEnabled = newValue } }
    /// The weight of text the user asked for.
    public var legibilityWeight: LegibilityWeight? { get { system.legibilityWeight } set { system.legibilityWeight = newValue } }
    /// The contrast the user asked for.
    public var colorSchemeContrast: ColorSchemeContrast { get { system.colorSchemeContrast } set { system.colorSchemeContrast = newValue } }
    /// The rendering mode of symbols, as `symbolRenderingMode(_:)` would set it.
    public var symbolRenderingMode: SymbolRenderingMode? { get { system.symbolRenderingMode } set { system.symbolRenderingMode = newValue } }
    /// How prominent section headers are.
    public var headerProminence: Prominence { get { system.headerProminence } set { system.headerProminence = newValue } }
    /// Whether the app can show several windows (iPad, macOS).
    public var supportsMultipleWindows: Bool { get { system.supportsMultipleWindows } set { system.supportsMultipleWindows = newValue } }
    /// Whether the display dims its content (an Always-On display).
    public var isLuminanceReduced: Bool { get { system.isLuminanceReduced } set { system.isLuminanceReduced = newValue } }
}
