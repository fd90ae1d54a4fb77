import TrellisGraph

/// `transformEnvironment(_:transform:)`: changes one environment value, from the value in force,
/// for the modified view and its content.
nonisolated public struct _EnvironmentTransformModifier<Value>: ViewModifier, EnvironmentModifier {
    private let keyPath: WritableKeyPath<EnvironmentValues, Value>
    private let change: (inout Value) -> Void

    init(keyPath: WritableKeyPath<EnvironmentValues, Value>, change: @escaping (inout Value) -> Void) {
        self.keyPath = keyPath
        self.change = change
    }

    /// Never called: the modifier is applied while lowering.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func transform(_ environment: inout EnvironmentValues) {
        change(&environment[keyPath: keyPath])
    }
}

nonisolated extension View {
    /// This view with the environment value at `keyPath` changed by `transform`.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> ModifiedContent<Self, _EnvironmentTransformModifier<V>> {
        modifier(_EnvironmentTransformModifier(keyPath: keyPath, change: transform))
    }
}
