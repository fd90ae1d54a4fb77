import TrellisGraph

/// A title with an icon, arranged by the label style in the environment (`labelStyle(_:)`).
/// With the default style on iOS the icon comes first and the title follows, the two centred
/// on each other in a row at the default spacing.
nonisolated public struct Label<Title: View, Icon: View>: View {
    private let title: Title
    private let icon: Icon
    /// Whether the label is the one a style's configuration describes, which the platform's
    /// style arranges rather than the style again.
    private let isStyleConfiguration: Bool
    @Environment(\.labelStyle) private var style

    /// A label made of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        self.isStyleConfiguration = false
    }

    /// The title and icon as the label style arranges them.
    public var body: some View {
        let configuration = LabelStyleConfiguration(title: title, icon: icon)
        return isStyleConfiguration ? DefaultLabelStyle().makeErasedBody(configuration: configuration) : style.makeErasedBody(configuration: configuration)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style's configuration describes, in the platform's style (as a custom
    /// style's body writes it).
    public init(_ configuration: LabelStyleConfiguration) {
        self.title = configuration.title
        self.icon = configuration.icon
        self.isStyleConfiguration = true
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with the text `title` and the system symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label with the text `title` and the image registered as `image`.
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }

    /// A label with the text of `titleKey` and the system symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    /// A label with the text of `titleKey` and the image registered as `image`.
    public init(_ titleKey: LocalizedStringKey, image: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(image) })
    }
}
