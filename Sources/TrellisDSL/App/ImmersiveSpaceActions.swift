import Foundation

// visionOS's immersive spaces (SwiftUI's `ImmersiveSpace` scenes) surround the person wearing the
// device; they have no place on an iPhone's screen, and a layout in Trellis is given one window.
// The actions are offered so that visionOS code reading them compiles; calling one opens or
// closes nothing and changes no frame.

/// An action that opens an immersive space of the app's scenes: `await openImmersiveSpace(id:)`.
/// Trellis lays out one window and opens no space, so every call returns ``Result/error``.
@available(visionOS 1.0, *)
nonisolated public struct OpenImmersiveSpaceAction: Sendable {
    /// What opening a space came to.
    public enum Result: Sendable {
        /// The space opened.
        case opened
        /// The person declined to open it.
        case userCancelled
        /// The space did not open; in Trellis, always.
        case error
    }

    /// Opens the space of the scene identified by `id`.
    @discardableResult
    @MainActor @preconcurrency public func callAsFunction(id: String) async -> Result { .error }
    /// Opens the space of the scene for `value`.
    @discardableResult
    @MainActor @preconcurrency public func callAsFunction<D: Hashable & Codable>(value: D) async -> Result { .error }
    /// Opens the space of the scene identified by `id` for `value`.
    @discardableResult
    @MainActor @preconcurrency public func callAsFunction<D: Hashable & Codable>(id: String, value: D) async -> Result { .error }
}

/// An action that closes the immersive space that is open: `await dismissImmersiveSpace()`.
/// Trellis opens none, so there is nothing to close.
@available(visionOS 1.0, *)
nonisolated public struct DismissImmersiveSpaceAction: Sendable {
    /// Closes the open space.
    @MainActor @preconcurrency public func callAsFunction() async {}
}

@available(visionOS 1.0, *)
extension EnvironmentValues {
    /// Opens an immersive space of the app's scenes (visionOS).
    public var openImmersiveSpace: OpenImmersiveSpaceAction { OpenImmersiveSpaceAction() }
    /// Closes the open immersive space (visionOS).
    public var dismissImmersiveSpace: DismissImmersiveSpaceAction { DismissImmersiveSpaceAction() }
}
