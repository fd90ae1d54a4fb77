import Foundation
import TrellisGraph

/// The metric model of navigation bars, toolbars and tab bars: each length is a
/// ``DesignMetric`` of the design in force, recorded with its source in the metrics map (the
/// ContainerMetrics article).
enum NavigationMetrics {
    /// The height of a navigation bar in `environment`: the design's on iPhone (44 on iOS 18,
    /// 54 on iOS 26), its regular-width height on iPad.
    static func barHeight(in environment: EnvironmentValues) -> CGFloat {
        environment.metric(environment.isRegularWidth ? .navigationBarHeightRegular : .navigationBarHeight)
    }

    /// The height of a bottom toolbar in `environment`.
    static func toolbarHeight(in environment: EnvironmentValues) -> CGFloat {
        environment.metric(environment.isRegularWidth ? .toolbarHeightRegular : .toolbarHeight)
    }

    /// The height of a tab bar in `environment`.
    static func tabBarHeight(in environment: EnvironmentValues) -> CGFloat {
        environment.metric(environment.horizontalSizeClass == .regular ? .tabBarHeightRegular : .tabBarHeight)
    }

    /// The horizontal margin of a bar's content in `environment`.
    static func barMargin(in environment: EnvironmentValues) -> CGFloat {
        environment.metric(environment.isRegularWidth ? .barMarginRegular : .barMargin)
    }
}
