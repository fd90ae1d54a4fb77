import TrellisGraph

/// `containerValue(_:_:)`: a value the view gives the container that holds it.
nonisolated public struct _ContainerValueModifier<Value>: ViewModifier, PrimitiveModifier {
    /// The property of ``ContainerValues`` set.
    let keyPath: WritableKeyPath<ContainerValues, Value>
    /// The value set.
    let value: Value

    /// Never called: `_ContainerValueModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        for node in content {
            var values = lowering.graph.containerValues(of: node)
            values[keyPath: keyPath] = value
            lowering.setLayoutValue(values, for: ObjectIdentifier(ContainerValues.self), on: node)
        }
        return content
    }
}

nonisolated extension View {
    /// This view with `value` for the container value at `keyPath` (iOS 18), which the
    /// container holding it reads from the view's ``Subview/containerValues``. Like
    /// `layoutValue(key:value:)`, it adds no node and has no layout effect: the value passes
    /// through the modifiers applied after it, and each view of a group takes it.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> ModifiedContent<Self, _ContainerValueModifier<V>> {
        modifier(_ContainerValueModifier(keyPath: keyPath, value: value))
    }
}
