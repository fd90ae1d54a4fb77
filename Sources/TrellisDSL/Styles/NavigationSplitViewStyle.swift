/// A style that makes a navigation split view's appearance, as in SwiftUI: a custom style's
/// `makeBody(configuration:)` lays out. On a regular-width screen `.balanced` puts the leading
/// columns beside the detail, `.prominentDetail` over a full-width detail, and `.automatic`
/// does the first in landscape and the second in portrait (see ``NavigationSplitView``).
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The split view made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The split view being styled.
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// A navigation split view being styled by a ``NavigationSplitViewStyle``; it has no public
/// members, as in SwiftUI.
public struct NavigationSplitViewStyleConfiguration {
    let columns: SplitColumns
}

/// The platform's split view style: the leading columns beside the detail in landscape, over
/// it in portrait.
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The platform's style.
    public init() {}
    /// The columns, beside the detail in landscape and over it in portrait.
    public func makeBody(configuration: NavigationSplitViewStyleConfiguration) -> some View {
        ArrangedSplitColumns(columns: configuration.columns, arrangement: .automatic)
    }
}

/// The leading columns beside the detail, which narrows to make room.
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
    /// The columns side by side.
    public func makeBody(configuration: NavigationSplitViewStyleConfiguration) -> some View {
        ArrangedSplitColumns(columns: configuration.columns, arrangement: .balanced)
    }
}

/// The leading columns over a full-width detail.
nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent detail style.
    public init() {}
    /// The leading columns over the detail.
    public func makeBody(configuration: NavigationSplitViewStyleConfiguration) -> some View {
        ArrangedSplitColumns(columns: configuration.columns, arrangement: .prominentDetail)
    }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's split view style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The columns side by side.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail column prominent.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

private struct NavigationSplitViewStyleKey: EnvironmentKey {
    static let defaultValue: StyleMaker<NavigationSplitViewStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// How the split views in the view make their view; `nil`: the automatic arrangement.
    var splitViewStyleMaker: StyleMaker<NavigationSplitViewStyleConfiguration>? {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Styles the split views in this view with `style`: a custom style lays them out through
    /// its `makeBody(configuration:)`.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        styled(\.splitViewStyleMaker) { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
    }
}
