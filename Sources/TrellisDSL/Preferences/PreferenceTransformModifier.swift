import TrellisGraph

/// `transformPreference(_:_:)`: changes the combined value of a preference key for a subtree.
nonisolated public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, SubtreePreferenceModifier {
    /// Changes the subtree's combined value (the key's default when the subtree sets none).
    public let transform: (inout Key.Value) -> Void

    /// Never called: the value is changed while lowering.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], preferencesFrom start: Int, into lowering: inout GraphLowering) -> [NodeID] {
        lowering.preferences.transform(Key.self, from: start, transform)
        return content
    }
}

nonisolated extension View {
    /// This view with the combined value of the preference `key` set in it changed by `callback`;
    /// ancestors see the changed value.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> ModifiedContent<Self, _PreferenceTransformModifier<K>> {
        modifier(_PreferenceTransformModifier(transform: callback))
    }
}
