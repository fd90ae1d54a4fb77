import TrellisGraph

/// A control for choosing a value from a range: as wide as it is offered (10 pt when nothing is
/// offered, like a `Color`) and 34 pt tall. With value labels, the minimum's label stands before
/// the track and the maximum's after it, as in an `HStack`.
nonisolated public struct Slider: View {
    /// The bound value; layout never reads it.
    public let value: Binding<Double>
    /// The labels of the minimum and maximum values, shown beside the track.
    private var valueLabels: (minimum: AnyView, maximum: AnyView)?
    @Environment(\.osVersion) private var design

    /// A slider bound to `value`, between `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    }

    /// A slider bound to `value`, between `bounds`, with `minimumValueLabel` before the track
    /// and `maximumValueLabel` after it; `label` describes it to accessibility.
    public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
        valueLabels = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
    }

    /// A slider bound to `value`, between `bounds` in steps of `step`, with
    /// `minimumValueLabel` before the track and `maximumValueLabel` after it.
    public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// The slider's track and thumb, between its value labels when it has them.
    public var body: some View {
        if let valueLabels {
            HStack {
                valueLabels.minimum
                track
                valueLabels.maximum
            }
        } else {
            track
        }
    }

    private var track: ControlLeaf {
        ControlLeaf(spec: ControlSpec(name: "Slider", width: .flexible(ideal: 10), height: .fixed(design.metric(.sliderHeight))))
    }
}
