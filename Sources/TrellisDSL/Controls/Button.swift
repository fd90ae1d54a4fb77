import TrellisGraph

/// A control that performs an action. With the default (automatic) style on iOS a button is
/// borderless and hugs its label: it lays out exactly as the label does.
nonisolated public struct Button<Label: View>: View {
    private let label: Label
    /// The action, kept for the caller; layout never runs it.
    public let action: @MainActor () -> Void
    /// Whether the button is the one a primitive style's configuration describes, which lays out
    /// as its label rather than through the style again.
    private let isStyleConfiguration: Bool

    /// A button showing `label` that runs `action`.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.isStyleConfiguration = false
    }

    /// The button's layout: its label as the button style in force (`buttonStyle(_:)`) makes it,
    /// recorded as a button for the layout audit.
    public var body: some View { styled.interactive(.button) }

    /// The label as the button style in force makes it.
    @ViewBuilder private var styled: some View {
        if isStyleConfiguration {
            label
        } else {
            CurrentEnvironment.values.buttonStyleMaker(ButtonStyleConfiguration(label: AnyView(label)), action)
        }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style's configuration describes, laid out as its label (as a
    /// custom style's body writes it), running the configuration's action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.action = configuration.action
        self.label = configuration.label
        self.isStyleConfiguration = true
    }
}

extension Button where Label == Text {
    /// A button whose label is the text `title`.
    @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
