import TrellisGraph

/// A control for choosing one of a set of options, laid out by the picker style in the
/// environment (`pickerStyle(_:)`).
///
/// ```swift
/// Picker("Flavour", selection: $flavour) {
///     Text("Vanilla").tag(0)
///     Text("Chocolate").tag(1)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Trellis does not read tags, so it does not know which option is selected: where a style
/// shows the selection (menu, navigation link) it is sized for the widest option. A menu
/// picker in a list or form row shows its label at the leading edge and the menu at the
/// trailing edge, as iOS draws it; elsewhere, or with its labels hidden, the menu alone. The
/// sizes of each style are in the ContentViewMetrics article.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// The selected option's tag; layout never reads it.
    public let selection: Binding<SelectionValue>
    private let label: Label
    private let content: Content
    @Environment(\.pickerStyle) private var style
    @Environment(\.labelsVisibility) private var labelsVisibility
    @Environment(\.osVersion) private var design

    /// A picker of the options `content` builds, bound to `selection`, described by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker described by `label`, bound to `selection`, of the options `content` builds.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    /// The picker as its style lays it out, recorded as a picker for the layout audit.
    public var body: some View { styled.interactive(.picker) }

    /// The picker as its style lays it out.
    @ViewBuilder private var styled: some View {
        switch style {
        case .automatic, .menu:
            if CurrentEnvironment.values.listLoweringContext != nil && labelsVisibility != .hidden {
                // A form row: the label leads and the menu button sits at the trailing edge.
                HStack {
                    label
                    Spacer()
                    MenuButtonLayout(title: ZStack { content }, chevron: "chevron.up.chevron.down")
                }
            } else {
                MenuButtonLayout(title: ZStack { content }, chevron: "chevron.up.chevron.down")
            }
        case .segmented:
            ArrangedOptions(content: content) { options in
                HStack(spacing: 0) {
                    ForEach(options.indices) { index in
                        options[index]
                            .padding(.horizontal, design.metric(.segmentPadding))
                            .frame(maxWidth: .infinity)
                    }
                }
                .frame(height: design.metric(.segmentedPickerHeight))
            }
        case .inline:
            ArrangedOptions(content: content) { options in
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(options.indices) { index in
                        options[index].frame(maxWidth: .infinity, minHeight: design.metric(.minimumTapHeight), alignment: .leading)
                    }
                }
            }
        case .wheel:
            ControlLeaf(spec: ControlSpec(name: "Picker", width: .flexible(ideal: design.metric(.wheelPickerWidth)), height: .fixed(design.metric(.wheelPickerHeight))))
        case .navigationLink:
            HStack {
                label
                Spacer()
                ZStack { content }
                Image(systemName: "chevron.right")
            }
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`, bound to `selection`, of the options `content` builds.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A borderless button showing a title followed by a chevron symbol, as menus and menu
/// pickers are drawn on iOS.
nonisolated struct MenuButtonLayout<Title: View>: View {
    let title: Title
    let chevron: String
    @Environment(\.osVersion) private var design

    var body: some View {
        HStack(spacing: design.metric(.menuChevronSpacing)) {
            title
            Image(systemName: chevron)
        }
    }
}
