import TrellisGraph

nonisolated extension View {
    /// This view in front of a rectangle filled with `style` (a material, a gradient, a
    /// hierarchical style). Trellis has no safe area, so `edges` changes nothing.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeView<Rectangle, S>>> {
        background(Rectangle().fill(style), alignment: .center)
    }

    /// This view in front of `shape` filled with the background style.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeView<S, BackgroundStyle>>> {
        background(shape.fill(BackgroundStyle()), alignment: .center)
    }

    /// This view covered by a rectangle filled with `style`. Trellis has no safe area, so
    /// `edges` changes nothing.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeView<Rectangle, S>>> {
        overlay(Rectangle().fill(style), alignment: .center)
    }

    /// This view covered by `shape` filled with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeView<T, S>>> {
        overlay(shape.fill(style), alignment: .center)
    }
}
