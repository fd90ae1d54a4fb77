import Foundation

/// A modifier that a preview applies to its view, as SwiftUI's `PreviewModifier` does (iOS 18):
/// `#Preview(traits: .modifier(SampleData())) { … }`.
///
/// A modifier whose `Context` is `Void` wraps the preview's view through
/// ``body(content:context:)``. A modifier with a shared context makes it in
/// ``makeSharedContext()``, which is asynchronous and which a layout cannot wait for, so
/// Trellis lays such a preview's view out unwrapped.
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// The value the modifier makes once and shares between previews.
    associatedtype Context = Void
    /// The view the modifier makes.
    associatedtype Body: View
    /// Makes the shared context.
    static func makeSharedContext() async throws -> Context
    /// The preview's view, `content`, modified.
    @ViewBuilder func body(content: Content, context: Context) -> Body
    /// The preview's view, as the modifier receives it.
    typealias Content = PreviewModifierContent
}

extension PreviewModifier where Context == Void {
    /// No shared context.
    public static func makeSharedContext() async throws {}
}

/// The view of a preview, as a ``PreviewModifier`` receives it.
nonisolated public struct PreviewModifierContent: View {
    let view: AnyView

    /// The preview's view.
    public var body: some View { view }
}

/// A preview modifier, erased: how it wraps a view, shared by reference so that traits compare
/// by identity.
package final class PreviewModifierBox: Sendable {
    /// The view `content` wrapped by the modifier, or `content` when the modifier needs a
    /// shared context.
    package let apply: @Sendable (AnyView) -> AnyView

    init(apply: @escaping @Sendable (AnyView) -> AnyView) {
        self.apply = apply
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview's view wrapped by `modifier` (see ``PreviewModifier`` for the modifiers whose
    /// shared context Trellis cannot make).
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(.modifier(PreviewModifierBox(apply: PreviewModifierBox.wrapping(modifier))))
    }
}

extension PreviewModifierBox {
    /// How `modifier` wraps a view: through its body when its context is `Void`, not at all
    /// otherwise. The modifier is not `Sendable`; it is only used while a preview's view is
    /// made, on the main actor's thread, as a button style is.
    static func wrapping<M: PreviewModifier>(_ modifier: M) -> @Sendable (AnyView) -> AnyView {
        let wrap: (AnyView) -> AnyView = { content in
            guard let context = () as? M.Context else { return content }
            return AnyView(MainActorBody.body(of: modifier, content: PreviewModifierContent(view: content), context: context))
        }
        nonisolated(unsafe) let erased = wrap
        return { erased($0) }
    }
}
