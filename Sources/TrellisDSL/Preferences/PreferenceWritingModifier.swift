import TrellisGraph

/// `preference(key:value:)`: sets a value for a preference key. Adds no node.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, SubtreePreferenceModifier {
    /// The value set.
    public let value: Key.Value

    /// Never called: the value is collected while lowering.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    /// The view's own value comes after those its content set (it is the combined value's last
    /// part), so the content's values are left where they are.
    package func lower(content: [NodeID], preferencesFrom start: Int, into lowering: inout GraphLowering) -> [NodeID] {
        lowering.preferences.append(value, for: Key.self)
        return content
    }
}

extension View {
    /// This view setting `value` for the preference `key`, which its ancestors read combined with
    /// the values of the other views in their subtree.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier(value: value))
    }
}
