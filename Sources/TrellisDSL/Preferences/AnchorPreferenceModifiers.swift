import TrellisGraph

/// `anchorPreference(key:value:transform:)`: sets a preference value made from an anchor to the
/// modified view's geometry. Adds no node.
nonisolated public struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier, SubtreePreferenceModifier {
    /// Which value of the view's geometry the anchor gives.
    public let anchor: Anchor<AnchorValue>.Source
    /// Makes the preference value from the anchor.
    public let transform: (Anchor<AnchorValue>) -> Key.Value

    /// Never called: the value is collected while lowering.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    /// Like `preference(key:value:)`, the value replaces those its content set for the key. A
    /// modified group gives one value per view, combined in order.
    package func lower(content: [NodeID], preferencesFrom start: Int, into lowering: inout GraphLowering) -> [NodeID] {
        var values = content.map { transform(lowering.anchor(anchor, of: $0)) }.makeIterator()
        guard var value = values.next() else { return content }
        while let next = values.next() {
            Key.reduce(value: &value, nextValue: { next })
        }
        lowering.preferences.replace(Key.self, from: start, with: value)
        return content
    }
}

/// `transformAnchorPreference(key:value:transform:)`: changes the combined value of a preference
/// key for a subtree using an anchor to the modified view's geometry. Adds no node.
nonisolated public struct _AnchorTransformModifier<AnchorValue, Key: PreferenceKey>: ViewModifier, SubtreePreferenceModifier {
    /// Which value of the view's geometry the anchor gives.
    public let anchor: Anchor<AnchorValue>.Source
    /// Changes the combined value with the anchor.
    public let transform: (inout Key.Value, Anchor<AnchorValue>) -> Void

    /// Never called: the value is changed while lowering.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], preferencesFrom start: Int, into lowering: inout GraphLowering) -> [NodeID] {
        for node in content {
            let anchor = lowering.anchor(anchor, of: node)
            lowering.preferences.transform(Key.self, from: start) { transform(&$0, anchor) }
        }
        return content
    }
}

nonisolated extension View {
    /// This view setting, for the preference `key`, the value `transform` makes from an anchor
    /// to `value` of this view's geometry (such as `.bounds`). A `GeometryReader` resolves the
    /// anchor into its own coordinates with `proxy[anchor]`.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> ModifiedContent<Self, _AnchorWritingModifier<A, K>> {
        modifier(_AnchorWritingModifier(anchor: value, transform: transform))
    }

    /// This view changing the combined value of the preference `key` in it with `transform`,
    /// which is given an anchor to `value` of this view's geometry.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> ModifiedContent<Self, _AnchorTransformModifier<A, K>> {
        modifier(_AnchorTransformModifier(anchor: value, transform: transform))
    }
}
