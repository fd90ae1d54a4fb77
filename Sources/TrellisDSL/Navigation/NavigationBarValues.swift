import Foundation
import TrellisGraph

/// What the views inside a navigation stack ask of its bars: the title, how it is shown, and
/// the toolbar items. Views set them with `navigationTitle`, `navigationBarTitleDisplayMode`
/// and `toolbar`; the stack reads them as a preference of its content.
struct NavigationBarValues {
    /// The title, if any view set one.
    var title: String?
    /// How the title is shown, if any view chose.
    var displayMode: NavigationBarItem.TitleDisplayMode?
    /// The toolbar items, in the order they were declared.
    var items: [ToolbarEntry] = []
    /// Whether the navigation bar shows, if any view chose (`toolbar(_:for:)`,
    /// `toolbarVisibility(_:for:)`, `navigationBarHidden(_:)`).
    var navigationBarVisibility: Visibility?
    /// Whether the bottom toolbar shows, if any view chose.
    var bottomBarVisibility: Visibility?
    /// Whether the tab bar of the tab view around shows, if any view chose; a navigation stack
    /// passes it on to its tab view.
    var tabBarVisibility: Visibility?
    /// Where the search field a `searchable` view asked for goes, if one did.
    var searchField: SearchFieldPlacement?
    /// Whether a navigation stack inside already showed the search field a `searchable` around
    /// it asked for, so that a stack further out does not show it too.
    var searchFieldTaken = false
    /// The width `navigationSplitViewColumnWidth` asked for the split view column this content
    /// is in, if any view asked.
    var columnWidth: SplitColumnWidth?

    /// Whether the title is shown large below the bar: a large or automatic mode with a title
    /// (the root of a stack shows its title large unless told otherwise).
    var showsLargeTitle: Bool {
        guard let title, !title.isEmpty else { return false }
        return displayMode != .inline
    }

    /// The items placed at `position`.
    func items(at position: ToolbarItemPlacement.Position) -> [ToolbarEntry] {
        items.filter { $0.placement.position == position }
    }
}

/// The navigation bar values of a subtree: the value nearest the root wins for the title and
/// display mode (as an outer `preference(key:value:)` replaces its content's); items add up.
struct NavigationBarKey: PreferenceKey {
    static var defaultValue: NavigationBarValues { NavigationBarValues() }

    static func reduce(value: inout NavigationBarValues, nextValue: () -> NavigationBarValues) {
        let next = nextValue()
        value.title = value.title ?? next.title
        value.displayMode = value.displayMode ?? next.displayMode
        value.navigationBarVisibility = value.navigationBarVisibility ?? next.navigationBarVisibility
        value.bottomBarVisibility = value.bottomBarVisibility ?? next.bottomBarVisibility
        value.tabBarVisibility = value.tabBarVisibility ?? next.tabBarVisibility
        value.searchField = value.searchField ?? next.searchField
        value.searchFieldTaken = value.searchFieldTaken || next.searchFieldTaken
        value.columnWidth = value.columnWidth ?? next.columnWidth
        value.items += next.items
    }
}

/// One toolbar item: where it goes and the view it shows.
struct ToolbarEntry {
    /// Where the item is placed.
    var placement: ToolbarItemPlacement
    /// The item's view.
    var content: AnyView
}

/// A modifier that changes the navigation bar values its content set: `navigationTitle`,
/// `navigationBarTitleDisplayMode` and `toolbar`. It adds no node.
nonisolated public struct _NavigationBarModifier: ViewModifier, SubtreePreferenceModifier {
    private let update: (inout NavigationBarValues) -> Void

    init(update: @escaping (inout NavigationBarValues) -> Void) {
        self.update = update
    }

    /// Never called: `_NavigationBarModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], preferencesFrom start: Int, into lowering: inout GraphLowering) -> [NodeID] {
        lowering.preferences.transform(NavigationBarKey.self, from: start, update)
        return content
    }
}
