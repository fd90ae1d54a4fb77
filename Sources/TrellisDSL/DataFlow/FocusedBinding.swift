/// A binding the focused view publishes, read by key path (`@FocusedBinding(\.selection)`);
/// no view has the focus in Trellis, so it always reads `nil` and writes nothing.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// A focused binding read at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The value: `nil`, since no view has the focus.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// A binding to the value: reads `nil` and writes nothing.
    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}
