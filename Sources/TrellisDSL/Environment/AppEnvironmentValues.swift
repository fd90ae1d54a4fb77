import Foundation

/// The appearance of the interface: light or dark. It does not change layout.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}

/// The user's preferred size of content, by its older name (`\.sizeCategory`); the same steps as
/// ``DynamicTypeSize``.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    /// The standard sizes, from the smallest to the largest; `large` is the default.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The accessibility sizes.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

    /// The Dynamic Type size of the same step.
    public var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
    }

    /// The category of the same step as `size`.
    public init(_ size: DynamicTypeSize) {
        self = Self.allCases[size.rawValue]
    }
}

/// Whether a scene is in the foreground. It does not change layout.
public enum ScenePhase: Hashable, Sendable {
    /// In the foreground and taking events.
    case active
    /// In the foreground, not taking events.
    case inactive
    /// Not shown.
    case background
}

/// Whether the content of a view is being edited (in lists and forms).
public enum EditMode: Hashable, Sendable {
    /// Not editable.
    case inactive
    /// Changing to editable.
    case transient
    /// Editable.
    case active

    /// Whether the mode is `active` or `transient`.
    public var isEditing: Bool { self != .inactive }
}

/// An action that dismisses the presentation a view is in: `dismiss()`. Trellis presents
/// nothing, so calling it does nothing.
public struct DismissAction: Sendable {
    /// Dismisses the current presentation.
    @MainActor @preconcurrency public func callAsFunction() {}
}

/// An action that opens a URL: `openURL(url)`. Trellis opens nothing.
public struct OpenURLAction: Sendable {
    /// Whether the action handled the URL.
    public enum Result: Sendable {
        /// The URL was handled.
        case handled
        /// The URL was not handled.
        case discarded
        /// The URL should go to the system.
        case systemAction
    }

    private let handler: @Sendable (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens `url`.
    @MainActor @preconcurrency public func callAsFunction(_ url: URL) { _ = handler(url) }
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .systemAction } }

extension EnvironmentValues {
    /// The appearance, light by default.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether controls in the view take input (`disabled(_:)` clears it).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether the scene is in the foreground (`active` by default).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The edit mode of lists and forms, when one is provided.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// The action that dismisses the current presentation.
    public var dismiss: DismissAction { DismissAction() }

    /// The action that opens URLs.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The Dynamic Type size under its older name; setting it sets `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
