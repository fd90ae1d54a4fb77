import Foundation
import TrellisGraph

/// The metric model of navigation bars, toolbars and tab bars, recorded with its sources in the
/// ContainerMetrics article; what changed between iOS designs comes from ``SystemMetrics``.
enum NavigationMetrics {
    /// The height of a bottom toolbar on iPhone.
    static let compactToolbarHeight: CGFloat = 44
    /// The height of a navigation bar or bottom toolbar on iPad (regular width).
    static let regularBarHeight: CGFloat = 50
    /// The height a large title adds below the bar.
    static let largeTitleHeight: CGFloat = 52
    /// The height of the band a `searchable` view's search field adds below the bar.
    static let searchBarHeight: CGFloat = 52
    /// The height of the search field, centred in its band.
    static let searchFieldHeight: CGFloat = 36
    /// The height of a tab bar on iPhone, above the bottom inset.
    static let compactTabBarHeight: CGFloat = 49
    /// The height of a tab bar on iPad (regular width), above the bottom inset.
    static let regularTabBarHeight: CGFloat = 50
    /// The horizontal margin of a bar's content on a regular-width screen (iPad).
    static let regularBarMargin: CGFloat = 20
    /// The size of a list row's disclosure indicator (chevron).
    static let disclosureIndicator = CGSize(width: 8, height: 13)

    /// The height of a navigation bar in `environment`: the design's on iPhone (44 on iOS 18,
    /// 54 on iOS 26), 50 on iPad.
    static func barHeight(in environment: EnvironmentValues) -> CGFloat {
        environment.isRegularWidth ? regularBarHeight : environment.systemMetrics.compactBarHeight
    }

    /// The height of a bottom toolbar in `environment`: 44 on iPhone in both designs (iOS 26's
    /// was not measured), 50 on iPad.
    static func toolbarHeight(in environment: EnvironmentValues) -> CGFloat {
        environment.isRegularWidth ? regularBarHeight : compactToolbarHeight
    }

    /// The height of a tab bar in `environment`.
    static func tabBarHeight(in environment: EnvironmentValues) -> CGFloat {
        environment.horizontalSizeClass == .regular ? regularTabBarHeight : compactTabBarHeight
    }

    /// The horizontal margin of a bar's content in `environment`.
    static func barMargin(in environment: EnvironmentValues) -> CGFloat {
        environment.isRegularWidth ? regularBarMargin : environment.systemMetrics.compactBarMargin
    }
}
