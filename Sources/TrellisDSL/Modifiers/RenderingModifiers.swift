import Foundation
import TrellisGraph

/// A modifier that changes how a view is drawn, hit-tested or described to accessibility,
/// never its layout: the modified view lays out exactly as its content.
nonisolated public struct _RenderingModifier: ViewModifier, PrimitiveModifier {
    /// Never called: `_RenderingModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        content
    }
}

// Trellis draws nothing, so these accept SwiftUI's arguments and keep only the layout,
// which they do not change.
nonisolated extension View {
    /// This view drawn with the given opacity; it lays out unchanged.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view not drawn, though it still takes its space.
    public func hidden() -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view clipped to a rounded rectangle; it lays out unchanged.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view clipped to its bounds; it lays out unchanged.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view clipped to `shape`; it lays out unchanged.
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view hit-tested within `shape`; it lays out unchanged.
    public func contentShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view with `color` as the foreground colour of its content; it lays out unchanged.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view with `color` as the foreground style of its content; it lays out unchanged.
    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view with `tint` as its controls' tint colour; it lays out unchanged.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view with a shadow drawn behind it; it lays out unchanged.
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view drawn in front of or behind its siblings in a `ZStack` by `value`; the
    /// layout of the stack is unchanged.
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view taking part in hit testing only when `enabled`; it lays out unchanged.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }

    /// This view described to accessibility by `label`; it lays out unchanged.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier())
    }
}
