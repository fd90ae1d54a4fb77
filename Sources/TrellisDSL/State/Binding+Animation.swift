extension Binding {
    /// This binding, with its changes animated by `animation` in SwiftUI
    /// (`Toggle("On", isOn: $isOn.animation())`). Trellis draws no frames, so the binding reads
    /// and writes the same value.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// This binding, with its changes made in `transaction` in SwiftUI; the value is the same.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}
