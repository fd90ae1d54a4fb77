/// A style of a paged tab view's index dots; accepted, with no effect on layout.
public protocol IndexViewStyle {}
/// A style of navigation views; on iPhone every built-in style lays out as a stack.
public protocol NavigationViewStyle {}

extension NamedControlStyle: IndexViewStyle, NavigationViewStyle {}

/// When a paged tab view shows a background behind its index dots.
nonisolated public struct PageIndexBackgroundDisplayMode: Sendable {
    private let kind: Int
    /// The platform's choice.
    public static let automatic = PageIndexBackgroundDisplayMode(kind: 0)
    /// Always.
    public static let always = PageIndexBackgroundDisplayMode(kind: 1)
    /// While the user interacts.
    public static let interactive = PageIndexBackgroundDisplayMode(kind: 2)
    /// Never.
    public static let never = PageIndexBackgroundDisplayMode(kind: 3)
}

extension IndexViewStyle where Self == NamedControlStyle {
    /// Dots, one per page.
    public static var page: NamedControlStyle { NamedControlStyle(name: "page") }

    /// Dots, one per page, on a background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexBackgroundDisplayMode) -> NamedControlStyle { NamedControlStyle(name: "page") }
}

extension NavigationViewStyle where Self == NamedControlStyle {
    /// The platform's navigation view style.
    public static var automatic: NamedControlStyle { NamedControlStyle(name: "automatic") }
    /// One column, views pushed on a stack.
    public static var stack: NamedControlStyle { NamedControlStyle(name: "stack") }
    /// Columns side by side (iPad); a stack on iPhone.
    public static var columns: NamedControlStyle { NamedControlStyle(name: "columns") }
}

/// The navigation view style that pushes views on a stack, by its type name.
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable {
    /// The stack style.
    public init() {}
}

nonisolated extension View {
    /// The index dots of paged tab views in this view in `style`; it lays out unchanged.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { drawingOnly() }
    /// The navigation views in this view in `style`; on iPhone it lays out unchanged.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { drawingOnly() }
}
