import Foundation
import TrellisGraph

/// Which part of a scrollable view content margins apply to.
public struct ContentMarginPlacement: Hashable, Sendable {
    private let rawValue: UInt8
    /// Both the content and the scroll indicators.
    public static let automatic = ContentMarginPlacement(rawValue: 0)
    /// The scrolled content only.
    public static let scrollContent = ContentMarginPlacement(rawValue: 1)
    /// The scroll indicators only; they float over the content, so no layout effect.
    public static let scrollIndicators = ContentMarginPlacement(rawValue: 2)

    /// Whether margins with this placement inset the content.
    var insetsContent: Bool { self != .scrollIndicators }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
    /// The margins the next scroll view inside the view puts around its content.
    package var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

/// `contentMargins(_:_:for:)`: sets the content margins of the scroll views in the modified
/// view on some edges, keeping those set outside on the others.
nonisolated public struct _ContentMarginsModifier: ViewModifier, EnvironmentModifier {
    let edges: Edge.Set
    let insets: EdgeInsets

    /// Never called: the modifier is applied while lowering.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func transform(_ environment: inout EnvironmentValues) {
        if edges.contains(.top) { environment.scrollContentMargins.top = insets.top }
        if edges.contains(.leading) { environment.scrollContentMargins.leading = insets.leading }
        if edges.contains(.bottom) { environment.scrollContentMargins.bottom = insets.bottom }
        if edges.contains(.trailing) { environment.scrollContentMargins.trailing = insets.trailing }
    }
}

/// The length of a content margin when none is given: the default padding.
private let defaultContentMargin: CGFloat = 16

extension View {
    /// Sets the margins that the scroll views in this view put between their edges and their
    /// content on `edges`: the content is laid out inset by them, and scrolls with them. Edges
    /// not named keep the margins set outside. A scroll view's own content does not inherit
    /// them.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _ContentMarginsModifier> {
        modifier(_ContentMarginsModifier(edges: placement.insetsContent ? edges : [], insets: insets))
    }

    /// Sets `length` (16 pt when `nil`) as the content margin of the scroll views in this view
    /// on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _ContentMarginsModifier> {
        let length = length ?? defaultContentMargin
        return contentMargins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length), for: placement)
    }

    /// Sets `length` as the content margin of the scroll views in this view on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _ContentMarginsModifier> {
        contentMargins(.all, length, for: placement)
    }
}
