import TrellisGraph

/// A reusable change to a view, applied with ``View/modifier(_:)``.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(Color.white)
///     }
/// }
/// ```
/// Like ``View``, a modifier is isolated to the main actor, as in SwiftUI's current SDK.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View

    /// The view made from `content`, the view the modifier is applied to.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body

    /// The placeholder for the view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
}

/// Inside a ``ViewModifier``'s `body(content:)`, the view the modifier is applied to.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    package init() {}

    /// Never called: `_ViewModifier_Content` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        lowering.lowerPendingContent()
    }
}

nonisolated extension View {
    /// This view with `modifier` applied.
    public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
