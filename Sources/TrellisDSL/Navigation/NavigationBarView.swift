import Foundation
import TrellisGraph

/// A navigation bar: leading items, the inline title or principal item in the middle and
/// trailing items in a row of the bar's height inset by the layout margin; below it, a large
/// title in a row of its own, and below that the search field a `searchable` view asked for, in
/// a band of its own (`searchBar`, the field `searchField`, its bottom
/// ``DesignMetric/searchFieldBottomInset`` above the band's). Its background reaches into the top
/// safe-area inset. It is named `navigationBar`, and its background `navigationBarBackground`.
nonisolated struct NavigationBarView: View {
    let values: NavigationBarValues
    let environment: EnvironmentValues
    /// The margin of the bar's content from the screen's sides (``NavigationMetrics/barMargin(in:windowWidth:)``).
    let margin: CGFloat

    var body: some View {
        let leading = values.items(at: .leading), trailing = values.items(at: .trailing), principal = values.items(at: .principal)
        VStack(spacing: 0) {
            ZStack {
                HStack { ForEach(0..<leading.count, id: \.self) { leading[$0].content } }
                    .frame(maxWidth: .infinity, alignment: .leading)
                if !principal.isEmpty {
                    HStack { ForEach(0..<principal.count, id: \.self) { principal[$0].content } }
                } else if let title = values.title, !values.showsLargeTitle {
                    Text(title).font(.headline).lineLimit(1)
                }
                HStack { ForEach(0..<trailing.count, id: \.self) { trailing[$0].content } }
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .padding(.horizontal, margin)
            .frame(height: NavigationMetrics.barHeight(in: environment))
            .extendingHitRegion()
            if values.showsLargeTitle, let title = values.title {
                Text(title).font(.largeTitle).bold().lineLimit(1)
                    .padding(.horizontal, margin)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .frame(height: environment.metric(.largeTitleHeight))
            }
            if let placement = values.searchField, placement.addsBand(in: environment) {
                Color.clear.frame(height: environment.metric(.searchFieldHeight)).id("searchField")
                    .padding(.horizontal, margin)
                    .padding(.bottom, environment.metric(.searchFieldBottomInset))
                    .frame(height: environment.metric(.searchBandHeight), alignment: .bottom)
                    .id("searchBar")
            }
        }
        .background { Color.clear.ignoresSafeArea(edges: .top).id("navigationBarBackground") }
        .id("navigationBar")
    }
}

/// The toolbar at the bottom of a navigation stack: its items side by side, spread across the
/// bar, in a row of the bar's height inset by the layout margin. Its background reaches into
/// the bottom safe-area inset. It is named `bottomBar`, and its background
/// `bottomBarBackground`.
nonisolated struct BottomToolbarView: View {
    let items: [ToolbarEntry]
    let environment: EnvironmentValues
    /// The margin of the bar's content from the screen's sides (``NavigationMetrics/barMargin(in:windowWidth:)``).
    let margin: CGFloat

    var body: some View {
        HStack {
            ForEach(0..<items.count, id: \.self) { index in
                items[index].content.frame(maxWidth: .infinity)
            }
        }
        .padding(.horizontal, margin)
        .frame(height: NavigationMetrics.toolbarHeight(in: environment))
        .frame(maxWidth: .infinity)
        .extendingHitRegion()
        .background { Color.clear.ignoresSafeArea(edges: .bottom).id("bottomBarBackground") }
        .id("bottomBar")
    }
}
