import TrellisGraph

/// A box around a group of views with an optional label. On iOS the label (in the headline
/// font) sits above the content, leading aligned 8 pt apart, the two as wide as the box
/// allows, inside 16 pt of padding.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    private let label: Label
    @Environment(\.osVersion) private var design
    private let content: Content

    /// A group box of `content` titled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label above the content, padded, filling the width offered.
    public var body: some View {
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
