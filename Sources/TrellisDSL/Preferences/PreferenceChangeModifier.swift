import TrellisGraph

/// `onPreferenceChange(_:perform:)`: runs an action with the combined value of a preference key
/// for the modified view, after layout, whenever that value changes. Adds no node.
nonisolated public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, SubtreePreferenceModifier where Key.Value: Equatable {
    /// Called with the new combined value.
    public let action: (Key.Value) -> Void

    /// Never called: the action is queued while lowering.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], preferencesFrom start: Int, into lowering: inout GraphLowering) -> [NodeID] {
        // Combined after layout, when the contents of the readers inside have been made.
        let values = lowering.preferences.suffix(from: start)
        lowering.identity.store.queuePreferenceChange(at: lowering.identity.current, value: { values.combined(Key.self) }, action: action)
        return content
    }
}

nonisolated extension View {
    /// This view, calling `action` with the combined value of the preference `key` in this view
    /// whenever it changes.
    ///
    /// `layout(in:)` calls the action after laying the views out, in view-tree order: after the
    /// first layout with the initial value (even when it is the key's `defaultValue`, as SwiftUI
    /// does since iOS 18.1), then whenever the value differs from the one last delivered. The value still reaches this view's ancestors. When the action
    /// changes a `@State`, the views are lowered and laid out again.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable {
        modifier(_PreferenceActionModifier(action: action))
    }
}
