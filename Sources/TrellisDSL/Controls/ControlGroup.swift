import TrellisGraph

/// Related controls shown together. On iOS the controls sit side by side in one bar, each
/// given an equal share of the width offered, at least 44 pt tall.
nonisolated public struct ControlGroup<Content: View>: View {
    private let content: Content
    @Environment(\.osVersion) private var design

    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of the controls `content` builds, described by `label` (shown only when the
    /// group is collapsed into a menu, which Trellis does not do).
    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    /// The controls in a row, each in an equal share.
    public var body: some View {
        ArrangedOptions(content: content) { controls in
            HStack(spacing: 0) {
                ForEach(controls.indices) { index in
                    controls[index].frame(maxWidth: .infinity, minHeight: design.metric(.controlGroupHeight))
                }
            }
        }
    }
}
