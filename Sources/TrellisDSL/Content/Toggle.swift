import TrellisGraph

/// A control that switches between on and off. With the default style on iOS the label leads
/// and a spacer pushes the 51 × 31 switch to the trailing edge, so a toggle takes the width it
/// is offered.
nonisolated public struct Toggle<Label: View>: View {
    /// Whether the toggle is on; layout never reads it.
    public let isOn: Binding<Bool>
    private let label: Label
    @Environment(\.labelsVisibility) private var labelsVisibility

    /// A toggle bound to `isOn`, described by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The label, a spacer and the switch in a row; the switch alone when labels are hidden.
    @ViewBuilder public var body: some View {
        let control = ControlLeaf(spec: ControlSpec(name: "Toggle", width: .fixed(51), height: .fixed(31)))
        if labelsVisibility == .hidden {
            control
        } else {
            HStack {
                label
                Spacer()
                control
            }
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle bound to `isOn` whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
