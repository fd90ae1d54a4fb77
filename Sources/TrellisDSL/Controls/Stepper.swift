import TrellisGraph

/// A control that increments and decrements a value. On iOS the label leads and a spacer
/// pushes the 94 × 32 pt − and + control to the trailing edge, so a stepper takes the width it
/// is offered.
nonisolated public struct Stepper<Label: View>: View {
    private let label: Label
    @Environment(\.labelsVisibility) private var labelsVisibility
    @Environment(\.osVersion) private var design

    /// A stepper described by `label` whose − and + run `onDecrement` and `onIncrement`.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// A stepper described by `label` that changes `value` by `step`, within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A stepper described by `label` that changes `value` by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label, a spacer and the − and + control in a row; the control alone when labels are
    /// hidden.
    @ViewBuilder public var body: some View {
        let control = ControlLeaf(spec: ControlSpec(name: "Stepper", width: .fixed(design.metric(.stepperWidth)), height: .fixed(design.metric(.stepperHeight))))
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

extension Stepper where Label == Text {
    /// A stepper titled `title` that changes `value` by `step`, within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled `title` that changes `value` by `step`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled `title` whose − and + run `onDecrement` and `onIncrement`.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}
