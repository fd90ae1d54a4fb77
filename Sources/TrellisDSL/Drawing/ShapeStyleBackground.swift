import TrellisGraph

// The shape-style forms of `background` and `overlay`, declared as SwiftUI declares them: one
// generic over `ShapeStyle` for each, so a `Color`, a gradient or a material finds one candidate
// (the view forms, which a `Color` or a gradient also fits, are disfavoured).
nonisolated extension View {
    /// This view in front of its bounds filled with `style` (a colour, a gradient, a material, a
    /// hierarchical style), which grows into the safe area on `edges` where the view reaches it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeStyleLayer<S>>> {
        modifier(_OverlayBackgroundModifier(layer: _ShapeStyleLayer(style: style, edges: edges), alignment: .center, placement: .background))
    }

    /// This view in front of `shape` filled with the background style.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeView<S, BackgroundStyle>>> {
        modifier(_OverlayBackgroundModifier(layer: shape.fill(BackgroundStyle()), alignment: .center, placement: .background))
    }

    /// This view in front of `shape` filled with `style`; the fill grows into the safe area
    /// where the view reaches it. `fillStyle` does not change layout.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _OverlayBackgroundModifier<ModifiedContent<_ShapeView<T, S>, _IgnoresSafeAreaLayout>>> {
        modifier(_OverlayBackgroundModifier(layer: shape.fill(style).ignoresSafeArea(), alignment: .center, placement: .background))
    }

    /// This view covered by its bounds filled with `style`, which grows into the safe area on
    /// `edges` where the view reaches it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeStyleLayer<S>>> {
        modifier(_OverlayBackgroundModifier(layer: _ShapeStyleLayer(style: style, edges: edges), alignment: .center, placement: .overlay))
    }

    /// This view covered by `shape` filled with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeView<T, S>>> {
        modifier(_OverlayBackgroundModifier(layer: shape.fill(style), alignment: .center, placement: .overlay))
    }
}
