/// Where a `searchable` view's search field goes.
///
/// On iPhone every placement puts the field in a band below the navigation bar of the stack
/// around the view (below the large title, when there is one), and so does every placement but
/// `.toolbar` on iPad, where the field sits on the bar's trailing side and adds no band; the
/// ContainerMetrics article gives the band's height and its sources.
nonisolated public struct SearchFieldPlacement: Sendable {
    /// When a field in the navigation bar's drawer shows.
    nonisolated public struct NavigationBarDrawerDisplayMode: Sendable {
        private let kind: Int
        /// The platform's choice: shown when the content is scrolled to its top, hidden when it
        /// scrolls up.
        public static let automatic = NavigationBarDrawerDisplayMode(kind: 0)
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(kind: 1)
    }

    private let kind: Int

    /// The platform's choice: the navigation bar's drawer on iOS.
    public static let automatic = SearchFieldPlacement(kind: 0)
    /// In the toolbar: on iPhone, the navigation bar's drawer; on iPad, the navigation bar's
    /// trailing side.
    public static let toolbar = SearchFieldPlacement(kind: 1)
    /// In the sidebar of a split view; on iPhone, the navigation bar's drawer.
    public static let sidebar = SearchFieldPlacement(kind: 2)
    /// In the drawer below the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: 3)

    /// In the drawer below the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }

    /// Whether the field takes a band of its own below the bar in `environment`: all but the
    /// toolbar placement on a regular-width screen, which puts the field in the bar.
    func addsBand(in environment: EnvironmentValues) -> Bool {
        !(kind == 1 && environment.isRegularWidth)
    }
}
