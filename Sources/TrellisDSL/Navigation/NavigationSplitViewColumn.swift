/// Which columns of a navigation split view show on a regular-width screen.
nonisolated public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    enum Kind: Hashable, Sendable, Codable {
        case automatic, all, doubleColumn, detailOnly
    }

    let kind: Kind

    /// The platform's choice: on iPad, every column in landscape and the detail alone in
    /// portrait.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The detail and the column before it: the content column of a three-column view, the
    /// sidebar of a two-column one.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A column of a navigation split view: the one shown when the view collapses into a single
/// stack on a compact-width screen.
nonisolated public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case sidebar, content, detail
    }

    let kind: Kind

    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(kind: .sidebar)
    /// The middle column of a three-column view.
    public static let content = NavigationSplitViewColumn(kind: .content)
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(kind: .detail)
}
