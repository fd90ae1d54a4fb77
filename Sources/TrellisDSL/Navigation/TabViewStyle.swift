import Foundation
import TrellisGraph

/// How a `TabView` shows its pages: with a tab bar along the bottom (the default style), or
/// as pages that fill the view, swiped between (the page style).
public protocol TabViewStyle {}

/// The platform's tab view style: a tab bar along the bottom.
nonisolated public struct DefaultTabViewStyle: TabViewStyle {
    /// The platform's style.
    public init() {}
}

/// Pages that fill the view, swiped between, with an index drawn over them (no bar).
nonisolated public struct PageTabViewStyle: TabViewStyle {
    /// When the index is shown. It is drawn over the pages: no layout effect.
    public struct IndexDisplayMode: Sendable, Hashable {
        private let kind: Int
        /// The system's choice.
        public static let automatic = IndexDisplayMode(kind: 0)
        /// Always shown.
        public static let always = IndexDisplayMode(kind: 1)
        /// Never shown.
        public static let never = IndexDisplayMode(kind: 2)
    }

    /// The page style, its index shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

/// A tab bar that the user can turn into a sidebar (iOS 18). The sidebar is offered on iPad;
/// on iPhone the tab view keeps its tab bar, and Trellis lays it out as the default style.
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The sidebar-adaptable style.
    public init() {}
}

/// A tab bar that never turns into a sidebar (iOS 18): laid out as the default style.
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The tab-bar-only style.
    public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that can become a sidebar (iPad); a tab bar on iPhone.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// A tab bar along the bottom.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages that fill the view, swiped between.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// The page style; the index's display mode changes no layout.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a tab view lays its pages out, as its style says.
enum TabViewStyleKind {
    /// Under a tab bar.
    case automatic
    /// Filling the view.
    case page
}

private struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue = TabViewStyleKind.automatic
}

extension EnvironmentValues {
    /// How tab views in this environment show their pages.
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Tab views in this view showing their pages in `style`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyle, style is PageTabViewStyle ? .page : .automatic)
    }
}
