import TrellisGraph

/// A control for choosing a value from a range: as wide as it is offered (10 pt when nothing is
/// offered, like a `Color`) and 34 pt tall.
nonisolated public struct Slider: View {
    /// The bound value; layout never reads it.
    public let value: Binding<Double>

    /// A slider bound to `value`, between `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    }

    /// The slider's track and thumb.
    public var body: some View {
        ControlLeaf(spec: ControlSpec(name: "Slider", width: .flexible(ideal: 10), height: .fixed(34)))
    }
}
