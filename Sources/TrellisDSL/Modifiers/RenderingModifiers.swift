import TrellisGraph

/// The one modifier behind every modifier that changes only how a view is drawn, animated,
/// hit-tested, presented or described to accessibility, never its layout: the modified view
/// lowers to exactly its content's nodes.
///
/// Every such modifier method (`opacity`, `shadow`, `rotationEffect`, `onTapGesture`,
/// `animation`, `accessibilityLabel`, …) returns `ModifiedContent<Self, _RenderingModifier>`;
/// their arguments are accepted with SwiftUI's labels and defaults and then dropped, since
/// Trellis draws nothing and runs no actions.
/// The one drawing such a modifier records, for pictures and comparisons with renderings, is a
/// `shadow`'s: each of the content's nodes is marked as drawn with it (``NodeDrawing``).
nonisolated public struct _RenderingModifier: ViewModifier, PrimitiveModifier {
    /// The shadow this modifier draws behind its content, if it is `shadow(color:radius:x:y:)`.
    private var shadow: ShadowDrawing?

    /// A modifier with no layout effect.
    public init() {}

    /// A modifier that draws `shadow` behind its content, with no layout effect.
    init(shadow: ShadowDrawing) {
        self.shadow = shadow
    }

    /// Never called: `_RenderingModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        if let shadow {
            for node in content { lowering.addShadow(shadow, to: node) }
        }
        return content
    }
}

nonisolated extension View {
    /// This view with a modifier that has no layout effect.
    func drawingOnly() -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }
}
