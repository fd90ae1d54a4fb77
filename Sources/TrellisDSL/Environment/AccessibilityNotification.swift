import Foundation

/// Notifications an app posts to assistive apps such as VoiceOver:
/// `AccessibilityNotification.Announcement("Saved").post()`.
///
/// Declared by Apple's Accessibility framework, which SwiftUI code reaches with `import SwiftUI`
/// alone. Trellis runs no assistive app: posting a notification does nothing, and no
/// notification changes layout.
public enum AccessibilityNotification {
    /// Asks an assistive app to speak `announcement`.
    public struct Announcement: Sendable {
        /// What is announced.
        public let announcement: AttributedString

        /// An announcement of `announcement`.
        public init(_ announcement: String) {
            self.announcement = AttributedString(announcement)
        }

        /// An announcement of `attributedAnnouncement`, with its speech attributes.
        public init(_ attributedAnnouncement: AttributedString) {
            announcement = attributedAnnouncement
        }

        /// Posts the announcement to assistive apps; Trellis has none, so nothing happens.
        public func post() {}
    }

    /// Tells assistive apps that the layout of the screen changed.
    public struct LayoutChanged: Sendable {
        /// A notification of a layout change.
        public init() {}

        /// Posts the notification to assistive apps; Trellis has none, so nothing happens.
        public func post() {}
    }

    /// Tells assistive apps that a new screen appeared.
    public struct ScreenChanged: Sendable {
        /// A notification of a new screen.
        public init() {}

        /// Posts the notification to assistive apps; Trellis has none, so nothing happens.
        public func post() {}
    }
}
