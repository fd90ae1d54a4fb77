import Foundation
import TrellisGraph

/// A view that switches between pages, chosen with a tab bar or, in the page style, by
/// swiping.
///
/// Each `Tab`, and each view with a `tabItem`, is a page. Only the selected page (the first,
/// unless the selection matches a `Tab`'s value) is laid out, filling the view less its tab bar;
/// the tab bar (49 points on iPhone, 50 on iPad) takes its height from the bottom of the
/// content's safe area, and its background reaches into the bottom inset. In the page style
/// there is no bar: the page fills the whole view. See the ContainerMetrics article.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    private let selection: SelectionValue?
    private let content: Content

    /// A tab view showing the page whose `Tab` value is `selection`'s.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    /// Never called: `TabView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        // Find the pages without keeping their nodes, then lower only the selected one.
        let context = TabLoweringContext()
        var probe = lowering.startingSubgraph()
        _ = probe.withEnvironment({ $0.tabLoweringContext = context }) { $0.lower(content) }
        let pages = context.pages
        let chosen = pages.firstIndex { page in selection.map { page.value == AnyHashable($0) } ?? false } ?? 0
        let start = lowering.preferences.count
        let pageNodes = pages.isEmpty ? lowering.lower(content) : lowering.lower(pages[chosen].content)
        let tabBarVisibility = lowering.preferences.combined(NavigationBarKey.self, from: start).tabBarVisibility
        let page = NavigationLayout.filling(lowering.combine(pageNodes, into: .stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key))), into: &lowering)
        // A page that hides the tab bar fills the whole view, as in the page style.
        guard lowering.environment.tabViewStyle == .automatic, tabBarVisibility != .hidden else { return [page] }
        let bar = lowering.combine(lowering.lower(TabBarView(labels: pages.map(\.label), environment: lowering.environment)), into: .zstack(ZStackSpec()))
        return [NavigationLayout.inset(page, bar: bar, edge: .bottom, into: &lowering)]
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view showing its first page.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// A tab bar: one slot per page, side by side and equally wide, each showing its tab's label
/// centred, in a row of the bar's height. Its background reaches into the bottom safe-area
/// inset. It is named `tabBar`, and its background `tabBarBackground`.
nonisolated struct TabBarView: View {
    let labels: [AnyView]
    let environment: EnvironmentValues

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<labels.count, id: \.self) { index in
                labels[index].frame(maxWidth: .infinity)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: NavigationMetrics.tabBarHeight(in: environment))
        .background { Color.clear.ignoresSafeArea(edges: .bottom).id("tabBarBackground") }
        .id("tabBar")
    }
}
