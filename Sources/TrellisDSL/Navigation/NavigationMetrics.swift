import Foundation
import TrellisGraph

/// The metric model of navigation bars, toolbars and tab bars, recorded with its sources in the
/// ContainerMetrics article.
enum NavigationMetrics {
    /// The height of a navigation bar or bottom toolbar on iPhone.
    static let compactBarHeight: CGFloat = 44
    /// The height of a navigation bar or bottom toolbar on iPad (regular width).
    static let regularBarHeight: CGFloat = 50
    /// The height a large title adds below the bar.
    static let largeTitleHeight: CGFloat = 52
    /// The height of a tab bar on iPhone, above the bottom inset.
    static let compactTabBarHeight: CGFloat = 49
    /// The height of a tab bar on iPad (regular width), above the bottom inset.
    static let regularTabBarHeight: CGFloat = 50
    /// The size of a list row's disclosure indicator (chevron).
    static let disclosureIndicator = CGSize(width: 8, height: 13)

    /// The height of a navigation bar or toolbar in `environment`.
    static func barHeight(in environment: EnvironmentValues) -> CGFloat {
        environment.horizontalSizeClass == .regular ? regularBarHeight : compactBarHeight
    }

    /// The height of a tab bar in `environment`.
    static func tabBarHeight(in environment: EnvironmentValues) -> CGFloat {
        environment.horizontalSizeClass == .regular ? regularTabBarHeight : compactTabBarHeight
    }

    /// The horizontal margin of a bar's content in `environment`: the layout margin lists use.
    static func barMargin(in environment: EnvironmentValues) -> CGFloat {
        environment.horizontalSizeClass == .regular ? ListMetrics.regularMargin : ListMetrics.compactMargin
    }
}
