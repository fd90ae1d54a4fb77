import TrellisGraph

// The shape-style forms of `background` and `overlay`, declared as SwiftUI declares them: one
// generic over `ShapeStyle` for each, so a `Color`, a gradient or a material finds one candidate
// (the view forms, which a `Color` or a gradient also fits, are disfavoured). Their result types
// do not depend on the style's or the shape's type (see `_ShapeStyleLayer`).
nonisolated extension View {
    /// This view in front of its bounds filled with `style` (a colour, a gradient, a material, a
    /// hierarchical style), which grows into the safe area on `edges` where the view reaches it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeStyleLayer>> {
        layered(.background, _ShapeStyleLayer(style: style, ignoredSafeAreaEdges: edges))
    }

    /// This view in front of its bounds filled with the background style (`.background`), which
    /// grows into the safe area on `edges` where the view reaches it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeStyleLayer>> {
        layered(.background, _ShapeStyleLayer(style: BackgroundStyle(), ignoredSafeAreaEdges: edges))
    }

    /// This view in front of `shape` filled with the background style.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeStyleLayer>> {
        layered(.background, _ShapeStyleLayer(style: BackgroundStyle(), shape: shape, ignoredSafeAreaEdges: nil))
    }

    /// This view in front of `shape` filled with `style`; the fill grows into the safe area
    /// where the view reaches it. `fillStyle` does not change layout.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeStyleLayer>> {
        layered(.background, _ShapeStyleLayer(style: style, shape: shape, ignoredSafeAreaEdges: .all))
    }

    /// This view covered by its bounds filled with `style`, which grows into the safe area on
    /// `edges` where the view reaches it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeStyleLayer>> {
        layered(.overlay, _ShapeStyleLayer(style: style, ignoredSafeAreaEdges: edges))
    }

    /// This view covered by `shape` filled with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeStyleLayer>> {
        layered(.overlay, _ShapeStyleLayer(style: style, shape: shape, ignoredSafeAreaEdges: nil))
    }

    /// This view with `layer` in front of it or behind it, centred.
    func layered(_ placement: OverlayBackgroundSpec.Placement, _ layer: _ShapeStyleLayer) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeStyleLayer>> {
        modifier(_OverlayBackgroundModifier(layer: layer, alignment: .center, placement: placement))
    }
}
