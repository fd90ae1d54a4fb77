import TrellisGraph

/// `layoutValue(key:value:)`: a value the view gives the custom layout that contains it.
nonisolated public struct _LayoutValueModifier<Key: LayoutValueKey>: ViewModifier, PrimitiveModifier {
    /// The value given for `Key`.
    public let value: Key.Value

    /// Never called: `_LayoutValueModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        for node in content {
            lowering.setLayoutValue(value, for: ObjectIdentifier(Key.self), on: node)
        }
        return content
    }
}

nonisolated extension View {
    /// This view with `value` for the layout value key `key`, which the layout containing it
    /// reads as `subview[key]`. Like `.id`, it adds no node; the value passes through the
    /// modifiers applied after it.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, _LayoutValueModifier<K>> {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}
