import TrellisGraph

/// `preference(key:value:)`: sets a value for a preference key. Adds no node.
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, SubtreePreferenceModifier {
    /// The value set.
    public let value: Key.Value

    /// Never called: the value is collected while lowering.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    /// The value replaces any its content set for the same key, as in SwiftUI, where the
    /// writer does not ask its content for the key at all.
    package func lower(content: [NodeID], preferencesFrom start: Int, into lowering: inout GraphLowering) -> [NodeID] {
        lowering.preferences.replace(Key.self, from: start, with: value)
        return content
    }
}

nonisolated extension View {
    /// This view setting `value` for the preference `key`, which its ancestors read combined with
    /// the values of the other views in their subtree. Values set for `key` inside this view
    /// are replaced by `value`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier(value: value))
    }
}
