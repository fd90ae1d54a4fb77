import TrellisGraph

/// `overlay` or `background`: a view laid out in the space of the view it modifies, in front
/// of it or behind it.
///
/// The layer is proposed the modified view's size and aligned with it by `alignment`; it
/// does not change the modified view's size. A layer made of several views is placed in an
/// implicit `ZStack` with the same alignment; a layer with no views adds nothing. The layer's
/// preference values come after the modified view's for an overlay, before them for a background.
nonisolated public struct _OverlayBackgroundModifier<Layer: View>: ViewModifier, SubtreePreferenceModifier {
    /// The layer's view.
    public let layer: Layer
    /// How the layer is aligned with the modified view.
    public let alignment: Alignment
    private let placement: OverlayBackgroundSpec.Placement

    init(layer: Layer, alignment: Alignment, placement: OverlayBackgroundSpec.Placement) {
        self.layer = layer
        self.alignment = alignment
        self.placement = placement
    }

    /// Never called: `_OverlayBackgroundModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], preferencesFrom start: Int, into lowering: inout GraphLowering) -> [NodeID] {
        let layerPreferences = lowering.preferences.count
        defer {
            if placement == .background { lowering.preferences.moveInFront(from: layerPreferences, before: start) }
        }
        var layered: [NodeID] = []
        layered.reserveCapacity(content.count)
        for primary in content {
            let layerNodes = lowering.lower(layer)
            // The safe-area growth of `background(_:ignoresSafeAreaEdges:)` is the background's
            // (or overlay's), not an ignoresSafeArea the code wrote.
            for node in layerNodes {
                if case .ignoresSafeArea = lowering.graph.kind(of: node) {
                    lowering.recordWrittenName(placement == .background ? "background" : "overlay", on: node)
                }
            }
            guard !layerNodes.isEmpty else {
                layered.append(primary)
                continue
            }
            let layer = lowering.combine(layerNodes, into: .zstack(ZStackSpec(alignment: alignment)))
            layered.append(lowering.add(.overlayOrBackground(OverlayBackgroundSpec(placement: placement, alignment: alignment)), children: [primary, layer]))
        }
        return layered
    }
}

// The view forms of `overlay` and `background`. As in SwiftUI, the form that takes a view as
// its first argument is disfavoured: a `Color` or a gradient is both a view and a shape style,
// and the shape-style form (in ShapeStyleBackground.swift) is the one it means. That form's
// layer is an `AnyView`, so its result type does not depend on the argument's: otherwise an
// argument with two readings (`Circle().fill(Color.red.opacity(0.5))` fills with a `Color` or
// with `some ShapeStyle`) would double the type checker's work on the whole chain around it.
// A view builder's content is solved on its own, so the builder forms keep their content's type.
nonisolated extension View {
    /// This view with the views `content` builds laid over it, aligned by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _OverlayBackgroundModifier<V>> {
        modifier(_OverlayBackgroundModifier(layer: content(), alignment: alignment, placement: .overlay))
    }

    /// This view with `overlay` laid over it, aligned by `alignment`.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedContent<Self, _OverlayBackgroundModifier<AnyView>> {
        modifier(_OverlayBackgroundModifier(layer: AnyView(overlay), alignment: alignment, placement: .overlay))
    }

    /// This view with the views `content` builds laid behind it, aligned by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _OverlayBackgroundModifier<V>> {
        modifier(_OverlayBackgroundModifier(layer: content(), alignment: alignment, placement: .background))
    }

    /// This view with `background` laid behind it, aligned by `alignment`.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> ModifiedContent<Self, _OverlayBackgroundModifier<AnyView>> {
        modifier(_OverlayBackgroundModifier(layer: AnyView(background), alignment: alignment, placement: .background))
    }
}
