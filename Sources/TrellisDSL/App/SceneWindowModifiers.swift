import Foundation

/// How a window's size may change, for `windowResizability(_:)`. On iOS a window is the
/// screen, so no choice changes layout.
public struct WindowResizability: Sendable {
    private let name: String

    /// The platform's choice.
    public static let automatic = WindowResizability(name: "automatic")
    /// No smaller or larger than the window's content allows.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// No smaller than the window's content allows.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// An action that closes a window of the app's scenes: `dismissWindow(id:)`. Trellis shows
/// one window and closes none.
nonisolated public struct DismissWindowAction: Sendable {
    /// Closes the window this view is in.
    @MainActor @preconcurrency public func callAsFunction() {}
    /// Closes the window of the scene identified by `id`.
    @MainActor @preconcurrency public func callAsFunction(id: String) {}
    /// Closes the window of the scene for `value`.
    @MainActor @preconcurrency public func callAsFunction<D: Hashable & Codable>(value: D) {}
    /// Closes the window of the scene identified by `id` for `value`.
    @MainActor @preconcurrency public func callAsFunction<D: Hashable & Codable>(id: String, value: D) {}
}

extension EnvironmentValues {
    /// Closes a window of the app's scenes.
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}

// Window sizes apply to the windows of macOS, iPadOS's resizable windows and visionOS; an
// iPhone's window is the screen, and a layout in Trellis is given its window, so none of these
// changes a frame.
extension Scene {
    /// This scene's windows first opening `size` large where windows can be sized.
    nonisolated public func defaultSize(_ size: CGSize) -> some Scene { self }
    /// This scene's windows first opening `width` × `height` points large where windows can be
    /// sized.
    nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    /// This scene's windows resizable as `resizability` says, where windows can be resized.
    nonisolated public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

extension WindowGroup {
    /// Windows identified by `id` (for `openWindow(id:)`) showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// Windows titled `title` and identified by `id` showing `content` (the title does not
    /// change layout).
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }
}
