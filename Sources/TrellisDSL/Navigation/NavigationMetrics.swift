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

    /// The horizontal margin of a bar's content in `environment`, in a window whose width less
    /// its safe area is `windowWidth` (`nil` with no window): the regular-width margin on iPad;
    /// at compact width, the wide margin in a window at least
    /// ``DesignMetric/wideMarginMinimumWidth`` wide (the Plus and Pro Max iPhones), the narrow
    /// one otherwise.
    static func barMargin(in environment: EnvironmentValues, windowWidth: CGFloat?) -> CGFloat {
        if environment.isRegularWidth { return environment.metric(.barMarginRegular) }
        let wide = (windowWidth ?? 0) >= environment.metric(.wideMarginMinimumWidth)
        return environment.metric(wide ? .barMarginWide : .barMargin)
    }
}
