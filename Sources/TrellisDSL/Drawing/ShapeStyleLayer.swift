import TrellisGraph

/// The layer `background(_:ignoresSafeAreaEdges:)` and `overlay(_:ignoresSafeAreaEdges:)` add:
/// the modified view's bounds filled with a shape style, grown into the safe area on `edges`
/// where the view reaches it.
///
/// One generic declaration takes every style, as in SwiftUI, so a colour, a gradient or a
/// material costs the type checker one candidate. What the style lowers to is decided here: a
/// ``Color`` is the colour's own leaf (so explanations and pictures name it), any other style a
/// rectangle leaf; either sizes like the colour it stands for.
nonisolated public struct _ShapeStyleLayer<Style: ShapeStyle>: View, PrimitiveView {
    /// The style that fills the layer.
    public let style: Style
    /// The edges on which the layer grows into the safe area.
    public let edges: Edge.Set

    init(style: Style, edges: Edge.Set) {
        self.style = style
        self.edges = edges
    }

    /// Never called: `_ShapeStyleLayer` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        if let color = style as? Color {
            return lowering.lower(color.ignoresSafeArea(.all, edges: edges))
        }
        return lowering.lower(Rectangle().fill(style).ignoresSafeArea(.all, edges: edges))
    }
}
