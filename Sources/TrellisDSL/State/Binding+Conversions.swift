/// Bindings made from other bindings: to an optional, from an optional, and to `AnyHashable`.
extension Binding {
    /// A binding to an optional value that reads `base`'s value and writes it back unless `nil`
    /// is written.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    /// A binding to `base`'s value, or `nil` when `base` holds `nil` now.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// A binding to `base`'s value as an `AnyHashable`; writing a value of another type does
    /// nothing.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { newValue in
            if let value = newValue.base as? V { base.wrappedValue = value }
        })
    }
}
