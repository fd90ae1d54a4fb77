nonisolated extension Button {
    /// A button with `role` showing `label` that runs `action`. The role changes only how the
    /// button is drawn.
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }
}

nonisolated extension Button where Label == Text {
    /// A button with `role` whose label is the text `title`.
    @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title, action: action)
    }
}

nonisolated extension Button where Label == TrellisDSL.Label<Text, Image> {
    /// A button whose label is `title` beside the symbol `systemImage`, laid out as a `Label`.
    @preconcurrency
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Label(title, systemImage: systemImage) }
    }

    /// A button with `role` whose label is `title` beside the symbol `systemImage`.
    @preconcurrency
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title, systemImage: systemImage, action: action)
    }
}

nonisolated extension Button where Label == DefaultButtonLabel {
    /// A button with `role` that shows the role's own label, a symbol (iOS 26's system close,
    /// confirm, cancel and delete buttons).
    @preconcurrency
    public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { DefaultButtonLabel(role: role) }
    }
}

/// The label of a button made with a role and no label: the role's symbol.
nonisolated public struct DefaultButtonLabel: View {
    let role: ButtonRole

    /// The role's symbol.
    public var body: some View {
        Image(systemName: role.defaultSymbolName)
    }
}
