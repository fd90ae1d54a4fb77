/// A style of a paged tab view's index dots; drawn over the pages, with no effect on layout.
public protocol IndexViewStyle {}

/// A style of navigation views; on iPhone every built-in style lays out as a stack.
public protocol NavigationViewStyle {}

/// Index dots, one per page.
nonisolated public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background behind them.
    public struct BackgroundDisplayMode: Sendable {
        private let kind: Int
        /// The platform's choice.
        public static let automatic = BackgroundDisplayMode(kind: 0)
        /// Always.
        public static let always = BackgroundDisplayMode(kind: 1)
        /// While the user interacts.
        public static let interactive = BackgroundDisplayMode(kind: 2)
        /// Never.
        public static let never = BackgroundDisplayMode(kind: 3)
    }

    /// Dots on a background shown as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots, one per page.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Dots, one per page, on a background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The platform's navigation view style: a stack on iPhone.
nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The platform's style.
    public init() {}
}

/// The navigation view style that pushes views on a stack.
nonisolated public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// Columns side by side on iPad; a stack on iPhone.
nonisolated public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The two-column style.
    public init() {}
}

/// Columns side by side on iPad; a stack on iPhone. Code names it `.columns`, as in SwiftUI.
nonisolated public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The column style.
    init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's navigation view style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column, views pushed on a stack.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side (iPad); a stack on iPhone.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

nonisolated extension View {
    /// The index dots of paged tab views in this view in `style`; it lays out unchanged.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { drawingOnly() }
    /// The navigation views in this view in `style`; on iPhone it lays out unchanged.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { drawingOnly() }
}
