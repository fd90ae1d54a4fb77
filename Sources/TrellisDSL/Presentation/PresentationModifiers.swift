import Foundation
import TrellisGraph

/// Where a popover's arrow points.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the presenting view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the presenting view.
    case point(UnitPoint)
}

/// A height a sheet can rest at. It changes only presentation.
public struct PresentationDetent: Hashable, Sendable {
    private let name: String

    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium")
    /// The full height.
    public static let large = PresentationDetent(name: "large")
    /// `height` points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
    /// `fraction` of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction(\(fraction))") }
}

/// The views a view presents in sheets, covers, popovers and inspectors, in the order lowering
/// meets them.
struct PresentedContentKey: PreferenceKey {
    static var defaultValue: [AnyView] { [] }

    static func reduce(value: inout [AnyView], nextValue: () -> [AnyView]) {
        value += nextValue()
    }
}

/// A presentation (`sheet`, `fullScreenCover`, `popover`, `inspector`): the presenting view lays
/// out as its content, and the presented view, when shown, is kept aside for
/// ``View/presentedContent(environment:)`` instead of being laid out with the screen.
nonisolated public struct _PresentationModifier: ViewModifier, SubtreePreferenceModifier {
    private let presented: AnyView?

    init(presented: AnyView?) {
        self.presented = presented
    }

    /// Never called: `_PresentationModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], preferencesFrom start: Int, into lowering: inout GraphLowering) -> [NodeID] {
        if let presented {
            lowering.preferences.transform(PresentedContentKey.self, from: start) { $0.append(presented) }
        }
        return content
    }
}

nonisolated extension View {
    /// The views this view presents as it is now (sheets, covers, popovers and inspectors whose
    /// binding shows them), outermost last. Each is a screen of its own: lay it out with
    /// `layout(in:)` at the size it is shown at.
    public func presentedContent(environment: EnvironmentValues = EnvironmentValues()) -> [AnyView] {
        var lowering = GraphLowering(environment: environment)
        _ = lowering.lower(self)
        return lowering.preferences.combined(PresentedContentKey.self)
    }

    private func presenting<Content: View>(_ shown: Bool, _ content: () -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(presented: shown ? AnyView(content()) : nil))
    }

    /// This view presenting `content` in a sheet while `isPresented` is true. The sheet is not
    /// part of this view's layout; ``presentedContent(environment:)`` gives it.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        presenting(isPresented.wrappedValue, content)
    }

    /// This view presenting `content(item)` in a sheet while `item` is not `nil`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(presented: item.wrappedValue.map { AnyView(content($0)) }))
    }

    /// This view presenting `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        presenting(isPresented.wrappedValue, content)
    }

    /// This view presenting `content(item)` over the whole screen while `item` is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(presented: item.wrappedValue.map { AnyView(content($0)) }))
    }

    /// This view presenting `content` in a popover while `isPresented` is true.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        presenting(isPresented.wrappedValue, content)
    }

    /// This view presenting `content(item)` in a popover while `item` is not `nil`.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(presented: item.wrappedValue.map { AnyView(content($0)) }))
    }

    /// This view with `content` in an inspector beside it while `isPresented` is true. Trellis
    /// lays the inspector out on its own, like a sheet; the view keeps its full width.
    public func inspector<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        presenting(isPresented.wrappedValue, content)
    }

}
