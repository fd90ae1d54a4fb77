import Foundation

nonisolated extension View {
    /// This view with a border of `width` points in `color` drawn just inside its edges.
    ///
    /// As in SwiftUI, the border is an overlay of a `Rectangle`, so it does not change the
    /// view's size.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _OverlayBackgroundModifier<_ShapeStyleLayer>> {
        layered(.overlay, _ShapeStyleLayer(style: content, shape: Rectangle(), ignoredSafeAreaEdges: nil))
    }
}
