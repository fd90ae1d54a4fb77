import TrellisGraph

/// A modifier that changes the environment of the view it modifies.
package protocol EnvironmentModifier {
    /// Changes `environment` for the modified view.
    func transform(_ environment: inout EnvironmentValues)
}

/// `environment(_:_:)`: sets one environment value for the modified view and its content.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, EnvironmentModifier {
    private let keyPath: WritableKeyPath<EnvironmentValues, Value>
    private let value: Value

    init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    /// Never called: the modifier is applied while lowering.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func transform(_ environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }
}

nonisolated extension View {
    /// This view with the environment value at `keyPath` set to `value`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}
