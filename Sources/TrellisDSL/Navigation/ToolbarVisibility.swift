import TrellisGraph

/// A bar that `toolbar(_:for:)` and the other toolbar modifiers name.
nonisolated public struct ToolbarPlacement: Hashable, Sendable {
    private let kind: Int

    /// The bar the platform chooses: the navigation bar on iOS.
    public static let automatic = ToolbarPlacement(kind: 0)
    /// The bottom toolbar of a navigation stack.
    public static let bottomBar = ToolbarPlacement(kind: 1)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(kind: 2)
    /// The tab bar of a tab view.
    public static let tabBar = ToolbarPlacement(kind: 3)
    /// A macOS window's toolbar (no bar on iOS).
    public static let windowToolbar = ToolbarPlacement(kind: 4)

    /// Whether this placement names the navigation bar on iOS.
    var isNavigationBar: Bool { self == .navigationBar || self == .automatic }
}

/// How a toolbar's items are arranged: the role of the view that shows it.
nonisolated public struct ToolbarRole: Sendable {
    private let kind: Int

    /// The platform's arrangement.
    public static let automatic = ToolbarRole(kind: 0)
    /// A navigation stack's arrangement.
    public static let navigationStack = ToolbarRole(kind: 1)
    /// A browser's arrangement: the title leading on iPad.
    public static let browser = ToolbarRole(kind: 2)
    /// An editor's arrangement: the title leading on iPad.
    public static let editor = ToolbarRole(kind: 3)
}

/// How a toolbar shows its title.
nonisolated public struct ToolbarTitleDisplayMode: Sendable {
    /// The title mode as a navigation bar title display mode.
    let mode: NavigationBarItem.TitleDisplayMode

    /// The platform's choice: large at the root of a stack.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// A large title below the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// A small title in the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// A large title in the bar's leading area (iPad); laid out as inline.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
}

nonisolated extension NavigationBarValues {
    /// These values with the bars of `bars` shown or hidden as `visibility` says.
    mutating func set(_ visibility: Visibility, for bars: [ToolbarPlacement]) {
        for bar in bars {
            if bar.isNavigationBar { navigationBarVisibility = visibility }
            if bar == .bottomBar { bottomBarVisibility = visibility }
            if bar == .tabBar { tabBarVisibility = visibility }
        }
    }
}

// Showing and hiding bars lays out as SwiftUI does: a hidden navigation bar leaves its
// stack's content the safe area below the status bar, a hidden tab bar leaves the page the
// whole tab view, a hidden bottom toolbar takes no room. The bars' colours and menus have no
// layout effect.
nonisolated extension View {
    /// The bars `bars` around this view shown or hidden as `visibility` says.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_NavigationBarModifier { $0.set(visibility, for: bars) })
    }

    /// The bars `bars` around this view shown or hidden as `visibility` says.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_NavigationBarModifier { $0.set(visibility, for: bars) })
    }

    /// The navigation bar hidden when `hidden` (the older form of `toolbar(.hidden, for:
    /// .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_NavigationBarModifier { $0.navigationBarVisibility = hidden ? .hidden : .visible })
    }

    /// The title of the bar shown as `mode` says: `.large` below the bar, `.inline` in it.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(_NavigationBarModifier { $0.displayMode = mode.mode })
    }

    /// The background of the bars `bars` drawn with `style`; it lays out unchanged.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { drawingOnly() }

    /// The background of the bars `bars` shown or hidden; it lays out unchanged.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { drawingOnly() }

    /// The background of the bars `bars` shown or hidden; it lays out unchanged.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { drawingOnly() }

    /// The bars `bars` drawn in `colorScheme`; it lays out unchanged.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { drawingOnly() }

    /// The bars' items drawn with `style`; it lays out unchanged.
    public func toolbarForegroundStyle<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { drawingOnly() }

    /// The toolbar arranged for `role` (on iPad, the title's place); on iPhone it lays out
    /// unchanged.
    public func toolbarRole(_ role: ToolbarRole) -> some View { drawingOnly() }

    /// A menu of `content` behind the navigation title, never shown; it lays out unchanged.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { drawingOnly() }

    /// The back button hidden when `hidesBackButton`; the root of a stack has none, so it lays
    /// out unchanged.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { drawingOnly() }

    /// The status bar hidden when `hidden`; the device's safe area stays, so it lays out
    /// unchanged.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { drawingOnly() }

    /// The status bar hidden when `hidden` (the older form); it lays out unchanged.
    public func statusBar(hidden: Bool) -> some View { drawingOnly() }

    /// The home indicator and other system overlays shown as `visibility` says; it lays out
    /// unchanged.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { drawingOnly() }
}
