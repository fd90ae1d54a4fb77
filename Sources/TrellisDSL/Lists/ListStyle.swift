import Foundation
import TrellisGraph

/// How a `List` or `Form` arranges its rows and sections: the margins of its section cards, the
/// insets of its rows and the space between sections (the numbers are in the ContainerMetrics
/// article).
public protocol ListStyle: Sendable {
    /// The layout this style gives a list on iOS.
    var _kind: ListStyleKind { get }
}

/// The list styles Trellis lays out.
public enum ListStyleKind: String, Sendable, CaseIterable {
    /// Rows edge to edge, sections one after another with no gap.
    case plain
    /// Rows in a column inset from the list's sides, sections one after another.
    case inset
    /// Sections edge to edge, separated by the section spacing.
    case grouped
    /// Sections as cards inset from the list's sides, separated by the section spacing: the
    /// style of `.automatic` on iOS.
    case insetGrouped
    /// A sidebar, laid out like `insetGrouped` on iPhone.
    case sidebar
}

/// `.automatic`: the platform's default, `insetGrouped` on iOS.
public struct DefaultListStyle: ListStyle {
    /// Creates the default style.
    public init() {}
    /// `insetGrouped`.
    public var _kind: ListStyleKind { .insetGrouped }
}

/// `.plain`.
public struct PlainListStyle: ListStyle {
    /// Creates the plain style.
    public init() {}
    /// `plain`.
    public var _kind: ListStyleKind { .plain }
}

/// `.inset`.
public struct InsetListStyle: ListStyle {
    /// Creates the inset style.
    public init() {}
    /// `inset`.
    public var _kind: ListStyleKind { .inset }
}

/// `.grouped`.
public struct GroupedListStyle: ListStyle {
    /// Creates the grouped style.
    public init() {}
    /// `grouped`.
    public var _kind: ListStyleKind { .grouped }
}

/// `.insetGrouped`.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the inset grouped style.
    public init() {}
    /// `insetGrouped`.
    public var _kind: ListStyleKind { .insetGrouped }
}

/// `.sidebar`.
public struct SidebarListStyle: ListStyle {
    /// Creates the sidebar style.
    public init() {}
    /// `sidebar`.
    public var _kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style (inset grouped on iOS).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the list's sides.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections edge to edge with space between them.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as inset cards with space between them.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The space between the sections of a list, set with `listSectionSpacing(_:)`.
public struct ListSectionSpacing: Sendable, Hashable {
    /// The length in points; `nil` for the style's default or the design's compact spacing.
    let length: CGFloat?
    /// Whether this is the design's compact spacing.
    let isCompact: Bool

    /// The style's default spacing.
    public static let `default` = ListSectionSpacing(length: nil, isCompact: false)
    /// A compact spacing: the design's (20 points).
    public static let compact = ListSectionSpacing(length: nil, isCompact: true)

    /// A spacing of `length` points.
    public static func custom(_ length: CGFloat) -> ListSectionSpacing { ListSectionSpacing(length: length, isCompact: false) }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue = ListStyleKind.insetGrouped
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue = ListSectionSpacing.default
}

extension EnvironmentValues {
    /// The style of the lists in the view (`listStyle(_:)`); inset grouped by default.
    public var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// The least height of a list row, insets included: unless set, the design's (44 on iOS 18;
    /// 51 on iOS 26, 52 on a regular-width screen).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] ?? systemMinimumRowHeight }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The space between the sections of the lists in the view.
    public var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// This view with its lists laid out in `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ListStyleKind>> {
        environment(\.listStyle, style._kind)
    }

    /// This view with `spacing` between the sections of its lists.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ListSectionSpacing>> {
        environment(\.listSectionSpacing, spacing)
    }

    /// This view with `length` points between the sections of its lists.
    public func listSectionSpacing(_ length: CGFloat) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ListSectionSpacing>> {
        environment(\.listSectionSpacing, .custom(length))
    }
}
