import TrellisGraph

/// A box around a group of views with an optional label. On iOS the label (in the headline
/// font) sits above the content, leading aligned 8 pt apart, the two as wide as the box
/// allows, inside 16 pt of padding.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content

    /// A group box of `content` titled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A group box of `content` titled by `label` (the older form).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    /// The label above the content, padded, filling the width offered, or what the style in
    /// force makes.
    @ViewBuilder public var body: some View {
        if let maker = CurrentEnvironment.values.groupBoxStyleMaker {
            maker.view(GroupBoxStyleConfiguration(label: AnyView(label), content: AnyView(content)), resetting: \.groupBoxStyleMaker)
        } else {
            GroupBoxLayout(label: label, content: content)
        }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style's configuration describes, in the default style (as a custom
    /// style's body writes it).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// A group box's iOS layout: the label (in the headline font) above the content, leading
/// aligned, filling the width offered, inside the box's padding.
nonisolated struct GroupBoxLayout<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.osVersion) private var design

    var body: some View {
        VStack(alignment: .leading, spacing: design.metric(.groupBoxSpacing)) {
            label.font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(design.metric(.groupBoxPadding))
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box of `content` without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A group box of `content` titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
