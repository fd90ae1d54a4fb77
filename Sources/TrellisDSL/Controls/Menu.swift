import TrellisGraph

/// A control that shows a menu of actions when pressed. With the default style on iOS a menu
/// is a borderless button: it lays out exactly as its label does; its content is shown only
/// when the menu opens, so it takes no place in the layout.
nonisolated public struct Menu<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content

    /// A menu of the actions `content` builds, shown as `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A menu of the actions `content` builds, shown as `label`, that runs `primaryAction`
    /// when tapped.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: label)
    }

    /// The menu as the style in force makes it: its label unless a custom style is set.
    @ViewBuilder public var body: some View {
        if let maker = CurrentEnvironment.values.menuStyleMaker {
            maker.view(MenuStyleConfiguration(label: AnyView(label), content: AnyView(content)), resetting: \.menuStyleMaker)
        } else {
            label
        }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style's configuration describes, in the default style (as a custom style's
    /// body writes it).
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension Menu where Label == Text {
    /// A menu titled `title` of the actions `content` builds.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled `title` of the actions `content` builds, that runs `primaryAction` when
    /// tapped (and shows the menu on a long press); it lays out as the menu without one.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content) { Text(title) }
    }
}
