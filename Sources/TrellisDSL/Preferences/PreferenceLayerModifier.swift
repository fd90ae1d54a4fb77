import TrellisGraph

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a layer in front of or behind the
/// modified view, built from the combined value of a preference key in that view.
nonisolated public struct _PreferenceLayerModifier<Key: PreferenceKey, Layer: View>: ViewModifier, SubtreePreferenceModifier {
    /// Builds the layer from the combined value.
    public let transform: (Key.Value) -> Layer
    /// How the layer is aligned with the modified view.
    public let alignment: Alignment
    private let placement: OverlayBackgroundSpec.Placement

    init(transform: @escaping (Key.Value) -> Layer, alignment: Alignment, placement: OverlayBackgroundSpec.Placement) {
        self.transform = transform
        self.alignment = alignment
        self.placement = placement
    }

    /// Never called: the layer is built while lowering.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], preferencesFrom start: Int, into lowering: inout GraphLowering) -> [NodeID] {
        let layer = _OverlayBackgroundModifier(layer: transform(lowering.preferences.combined(Key.self, from: start)), alignment: alignment, placement: placement)
        return layer.lower(content: content, preferencesFrom: start, into: &lowering)
    }
}

nonisolated extension View {
    /// This view with a layer in front of it that `transform` builds from the combined value of
    /// the preference `key` in this view, aligned by `alignment`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> ModifiedContent<Self, _PreferenceLayerModifier<K, V>> {
        modifier(_PreferenceLayerModifier(transform: transform, alignment: alignment, placement: .overlay))
    }

    /// This view with a layer behind it that `transform` builds from the combined value of the
    /// preference `key` in this view, aligned by `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> ModifiedContent<Self, _PreferenceLayerModifier<K, V>> {
        modifier(_PreferenceLayerModifier(transform: transform, alignment: alignment, placement: .background))
    }
}
