import TrellisGraph

/// Related controls shown together. On iOS the controls sit side by side in one bar, each
/// given an equal share of the width offered, at least 44 pt tall.
nonisolated public struct ControlGroup<Content: View>: View {
    private let content: Content
    private let label: AnyView

    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = AnyView(EmptyView())
    }

    /// A group of the controls `content` builds, described by `label` (shown only when the
    /// group is collapsed into a menu, which Trellis does not do).
    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = AnyView(label())
    }

    /// The group as the style in force makes it: the controls in a row, each in an equal share,
    /// unless a custom style is set.
    @ViewBuilder public var body: some View {
        if let maker = CurrentEnvironment.values.controlGroupStyleMaker {
            maker.view(ControlGroupStyleConfiguration(content: AnyView(content), label: label), resetting: \.controlGroupStyleMaker)
        } else {
            ControlGroupBar(content: content)
        }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The control group a style's configuration describes, in the default style (as a custom
    /// style's body writes it).
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
        self.label = configuration.label
    }
}

/// A control group's iOS bar: the controls in a row, each in an equal share of the width, at
/// least the design's control group height.
nonisolated struct ControlGroupBar<Content: View>: View {
    let content: Content
    @Environment(\.osVersion) private var design

    var body: some View {
        ArrangedOptions(content: content) { controls in
            HStack(spacing: 0) {
                ForEach(controls.indices) { index in
                    controls[index].frame(maxWidth: .infinity, minHeight: design.metric(.controlGroupHeight))
                }
            }
        }
    }
}
