import TrellisGraph

/// The one modifier behind every modifier that changes only how a view is drawn, animated,
/// hit-tested, presented or described to accessibility, never its layout: the modified view
/// lowers to exactly its content's nodes.
///
/// Every such modifier method (`opacity`, `shadow`, `rotationEffect`, `onTapGesture`,
/// `animation`, `accessibilityLabel`, …) returns `ModifiedContent<Self, _RenderingModifier>`;
/// their arguments are accepted with SwiftUI's labels and defaults and then dropped, since
/// Trellis draws nothing and runs no actions.
nonisolated public struct _RenderingModifier: ViewModifier, PrimitiveModifier {
    /// A modifier with no layout effect.
    public init() {}

    /// Never called: `_RenderingModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        content
    }
}

nonisolated extension View {
    /// This view with a modifier that has no layout effect.
    func drawingOnly() -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }
}
