import Foundation

/// An alert in the older form, built by `alert(isPresented:content:)`: a title, a message and
/// its buttons. Trellis presents nothing, so it is never laid out.
nonisolated public struct Alert: Sendable {
    /// A button of an alert or an action sheet.
    public struct Button: Sendable {
        fileprivate let label: Text
        fileprivate let role: Int

        /// The default button, labelled `label`.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button(label: label, role: 0) }
        /// A cancel button, labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button(label: label, role: 1) }
        /// A cancel button with the system's label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Alert.Button(label: Text("Cancel"), role: 1) }
        /// A destructive button, labelled `label`.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button(label: label, role: 2) }
    }

    private let title: Text
    private let message: Text?
    private let buttons: [Button]

    /// An alert titled `title` with one button, `dismissButton` (OK by default).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert titled `title` with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }
}

/// An action sheet in the older form, built by `actionSheet(isPresented:content:)`. Trellis
/// presents nothing, so it is never laid out.
nonisolated public struct ActionSheet: Sendable {
    /// A button of an action sheet.
    public typealias Button = Alert.Button

    private let title: Text
    private let message: Text?
    private let buttons: [Button]

    /// An action sheet titled `title` with `buttons` (a cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

// The older alert and action sheet modifiers: the presenting view lays out unchanged.
nonisolated extension View {
    /// This view presenting the alert `content` makes while `isPresented`; it lays out
    /// unchanged.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { drawingOnly() }
    /// This view presenting the alert `content` makes for `item` while it is not `nil`; it
    /// lays out unchanged.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { drawingOnly() }
    /// This view presenting the action sheet `content` makes while `isPresented`; it lays out
    /// unchanged.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { drawingOnly() }
    /// This view presenting the action sheet `content` makes for `item` while it is not
    /// `nil`; it lays out unchanged.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { drawingOnly() }
    /// This view presenting an alert about `error` with `actions` while `isPresented`; it lays
    /// out unchanged.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View { drawingOnly() }
    /// This view presenting an alert about `error` with `actions` and `message` while
    /// `isPresented`; it lays out unchanged.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View { drawingOnly() }
}
