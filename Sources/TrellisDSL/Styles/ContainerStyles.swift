/// A style of forms; on iOS every built-in form style lays out as the grouped form.
public protocol FormStyle {}
/// A style of menus; accepted, with no effect on layout.
public protocol MenuStyle {}
/// A style of control groups; accepted, with no effect on layout.
public protocol ControlGroupStyle {}
/// A style of a paged tab view's index dots; accepted, with no effect on layout.
public protocol IndexViewStyle {}
/// A style of text editors; accepted, with no effect on layout.
public protocol TextEditorStyle {}
/// A style of navigation views; on iPhone every built-in style lays out as a stack.
public protocol NavigationViewStyle {}

extension NamedControlStyle: FormStyle, MenuStyle, ControlGroupStyle, IndexViewStyle, TextEditorStyle, NavigationViewStyle {}

extension FormStyle where Self == NamedControlStyle {
    /// The platform's form style: grouped on iOS.
    public static var automatic: NamedControlStyle { NamedControlStyle(name: "automatic") }
    /// Rows in rounded sections.
    public static var grouped: NamedControlStyle { NamedControlStyle(name: "grouped") }
    /// Labels and controls in columns (macOS); grouped on iOS.
    public static var columns: NamedControlStyle { NamedControlStyle(name: "columns") }
}

extension MenuStyle where Self == NamedControlStyle {
    /// The platform's menu style.
    public static var automatic: NamedControlStyle { NamedControlStyle(name: "automatic") }
    /// A button that opens the menu.
    public static var button: NamedControlStyle { NamedControlStyle(name: "button") }
    /// A borderless button that opens the menu (the older name).
    public static var borderlessButton: NamedControlStyle { NamedControlStyle(name: "borderlessButton") }
}

extension ControlGroupStyle where Self == NamedControlStyle {
    /// The platform's control group style.
    public static var automatic: NamedControlStyle { NamedControlStyle(name: "automatic") }
    /// The controls side by side.
    public static var navigation: NamedControlStyle { NamedControlStyle(name: "navigation") }
    /// The controls in a menu.
    public static var menu: NamedControlStyle { NamedControlStyle(name: "menu") }
    /// The controls as a compact menu.
    public static var compactMenu: NamedControlStyle { NamedControlStyle(name: "compactMenu") }
    /// The controls in a palette.
    public static var palette: NamedControlStyle { NamedControlStyle(name: "palette") }
}

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

extension TextEditorStyle where Self == NamedControlStyle {
    /// The platform's text editor style.
    public static var automatic: NamedControlStyle { NamedControlStyle(name: "automatic") }
    /// No decoration.
    public static var plain: NamedControlStyle { NamedControlStyle(name: "plain") }
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
    /// The forms in this view in `style`; on iOS it lays out unchanged.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { drawingOnly() }
    /// The menus in this view in `style`; it lays out unchanged.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { drawingOnly() }
    /// The control groups in this view in `style`; it lays out unchanged.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { drawingOnly() }
    /// The index dots of paged tab views in this view in `style`; it lays out unchanged.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { drawingOnly() }
    /// The text editors in this view in `style`; it lays out unchanged.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View { drawingOnly() }
    /// The navigation views in this view in `style`; on iPhone it lays out unchanged.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { drawingOnly() }
}
