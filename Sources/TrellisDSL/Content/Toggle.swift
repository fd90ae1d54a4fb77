import TrellisGraph

/// A control that switches between on and off. With the default style on iOS the label leads
/// and a spacer pushes the switch (51 × 31 on iOS 18, 63 × 28 on iOS 26) to the trailing edge,
/// so a toggle takes the width it is offered.
///
/// In a list row the switch is drawn as a cell's accessory: centred on the label, reaching
/// 2 pt past the row's trailing inset, and not making the row taller than the label does.
nonisolated public struct Toggle<Label: View>: View {
    /// Whether the toggle is on; layout never reads it.
    public let isOn: Binding<Bool>
    private let label: Label

    /// A toggle bound to `isOn`, described by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The label, a spacer and the switch in a row.
    public var body: some View {
        let environment = CurrentEnvironment.values
        let metrics = environment.systemMetrics
        let size = metrics.switchSize
        let control = ControlLeaf(spec: ControlSpec(name: "Toggle", width: .fixed(size.width), height: .fixed(size.height)))
        if environment.listLoweringContext != nil {
            HStack {
                label
                Spacer()
                Color.clear.frame(width: size.width, height: 0)
                    .overlay { control }
                    .padding(.trailing, -metrics.switchTrailingOutset)
            }
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
