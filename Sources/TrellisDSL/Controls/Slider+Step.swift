// The slider's other initialisers: a step, an editing callback and an accessibility label
// change nothing in its layout (on iOS the label is not shown).
extension Slider {
    /// A slider bound to `value`, between `bounds`, calling `onEditingChanged` when a drag
    /// starts and ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
    }

    /// A slider bound to `value`, between `bounds` in steps of `step`, calling
    /// `onEditingChanged` when a drag starts and ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
    }

    /// A slider bound to `value`, between `bounds`, described to accessibility by `label`.
    public init<V: BinaryFloatingPoint, Label: View>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
    }

    /// A slider bound to `value`, between `bounds` in steps of `step`, described to
    /// accessibility by `label`.
    public init<V: BinaryFloatingPoint, Label: View>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
    }
}
