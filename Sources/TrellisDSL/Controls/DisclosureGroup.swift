import TrellisGraph

/// A view that shows or hides its content behind a label. Collapsed, it is its label row: the
/// label, a spacer and a chevron; expanded, the label row with the content below it, leading
/// aligned at the default spacing.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    private let isExpanded: Binding<Bool>

    /// A collapsed disclosure group of `content`, described by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = .constant(false)
    }

    /// A disclosure group of `content`, described by `label`, expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// The label row, and the content below it when expanded, or what the style in force makes.
    @ViewBuilder public var body: some View {
        if let maker = CurrentEnvironment.values.disclosureGroupStyleMaker {
            maker.view(DisclosureGroupStyleConfiguration(label: AnyView(label), content: AnyView(content), isExpanded: isExpanded),
                       resetting: \.disclosureGroupStyleMaker)
        } else {
            DisclosureLayout(label: label, content: content, isExpanded: isExpanded.wrappedValue)
        }
    }
}

/// A disclosure group's iOS layout: the label row (the label, a spacer and a chevron), and the
/// content below it, leading aligned at the default spacing, while expanded.
nonisolated struct DisclosureLayout<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                label
                Spacer()
                Image(systemName: "chevron.right")
            }
            if isExpanded {
                content
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed disclosure group of `content`, titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A disclosure group of `content`, titled `title`, expanded while `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
