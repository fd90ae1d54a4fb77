import TrellisGraph

/// The one modifier behind every modifier that changes only how a view is drawn, animated,
/// hit-tested, presented or described to accessibility, never its layout: the modified view
/// lowers to exactly its content's nodes.
///
/// Every such modifier method (`opacity`, `shadow`, `rotationEffect`, `onTapGesture`,
/// `animation`, `accessibilityLabel`, …) returns `ModifiedContent<Self, _RenderingModifier>`;
/// their arguments are accepted with SwiftUI's labels and defaults and then dropped, since
/// Trellis draws nothing and runs no actions.
/// The drawing such a modifier records, for pictures and comparisons with renderings, is a
/// `shadow`, a clip or a transform (`rotationEffect`, `scaleEffect`, …): each of the content's nodes is marked as drawn with it (``NodeDrawing``).
/// What it records for the layout audit — a control's role, an accessibility label, audit
/// kinds to ignore — is marked the same way (``NodeSemantics``); the foreground colour goes
/// through the environment, where shapes and texts read it.
nonisolated public struct _RenderingModifier: ViewModifier, PrimitiveModifier {
    /// What a modifier draws that changes which pixels its content covers.
    enum Effect: Sendable {
        /// A shadow behind the content.
        case shadow(ShadowDrawing)
        /// The content cut to its frame, or to a shape in it.
        case clip
        /// The content drawn through a transform about a point of its frame.
        case transform(DrawingTransform)
        /// The content is the whole of a control.
        case role(InteractiveRole)
        /// The content is described to accessibility by a label.
        case accessibilityLabel
        /// The audit ignores these kinds in the content.
        case auditIgnores(Set<LayoutAuditKind>)
        /// The system takes the content's frame as the hit region of the controls inside it.
        case extendsHitRegion
    }

    /// What this modifier draws, if it records anything.
    private var effect: Effect?

    /// A modifier with no layout effect.
    public init() {}

    /// A modifier that draws `effect`, with no layout effect.
    init(_ effect: Effect) {
        self.effect = effect
    }

    /// Never called: `_RenderingModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        for node in content {
            switch effect {
            case let .shadow(shadow): lowering.addShadow(shadow, to: node)
            case .clip: lowering.clip(node)
            case let .transform(transform): lowering.addTransform(transform, to: node)
            case let .role(role): lowering.setRole(role, of: node)
            case .accessibilityLabel: lowering.setAccessibilityLabelled(node)
            case let .auditIgnores(kinds): lowering.ignoreAuditKinds(kinds, in: node)
            case .extendsHitRegion: lowering.setExtendsHitRegion(node)
            case nil: break
            }
        }
        return content
    }
}

nonisolated extension View {
    /// This view with a modifier that has no layout effect.
    func drawingOnly() -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view recorded as the hit region of the controls inside it (a bar's row), with no
    /// layout effect.
    func extendingHitRegion() -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier(.extendsHitRegion))
    }

    /// This view recorded as the whole of a control of `role`, with no layout effect.
    func interactive(_ role: InteractiveRole) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier(.role(role)))
    }
}
