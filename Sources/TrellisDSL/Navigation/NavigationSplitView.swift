import Foundation
import TrellisGraph

/// A view of two or three columns (a sidebar, an optional content column and a detail) where
/// choosing in one column decides what the next shows.
///
/// On a compact-width screen (an iPhone) it collapses into one navigation stack showing the
/// preferred compact column, the sidebar unless told otherwise. On a regular-width screen (an
/// iPad) the visible columns stand side by side, each under its own navigation bar: the leading
/// columns 320 points wide (or as `navigationSplitViewColumnWidth` says), the detail taking the
/// rest; `.prominentDetail` lays the leading columns over a full-width detail instead. The
/// ContainerMetrics article gives every number and its source. A custom
/// ``NavigationSplitViewStyle`` lays it out through its `makeBody(configuration:)` instead.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    private let sidebar: Sidebar
    private let content: Content?
    private let detail: Detail
    private let visibility: NavigationSplitViewVisibility
    private let compactColumn: NavigationSplitViewColumn

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), content(), detail(), visibility: .automatic, compactColumn: .sidebar)
    }

    /// A three-column split view whose visible columns `columnVisibility` holds.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), content(), detail(), visibility: columnVisibility.wrappedValue, compactColumn: .sidebar)
    }

    /// A three-column split view showing `preferredCompactColumn` when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), content(), detail(), visibility: .automatic, compactColumn: preferredCompactColumn.wrappedValue)
    }

    /// A three-column split view with both its visible columns and its collapsed column bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), content(), detail(), visibility: columnVisibility.wrappedValue, compactColumn: preferredCompactColumn.wrappedValue)
    }

    private init(_ sidebar: Sidebar, _ content: Content?, _ detail: Detail, visibility: NavigationSplitViewVisibility, compactColumn: NavigationSplitViewColumn) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.visibility = visibility
        self.compactColumn = compactColumn
    }

    /// Never called: `NavigationSplitView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let split = SplitColumns(sidebar: AnyView(sidebar), content: content.map { AnyView($0) }, detail: AnyView(detail),
                                 visibility: visibility, compactColumn: compactColumn)
        if let maker = lowering.environment.splitViewStyleMaker {
            return lowering.lower(maker.view(NavigationSplitViewStyleConfiguration(columns: split), resetting: \.splitViewStyleMaker))
        }
        return [split.lower(into: &lowering)]
    }
}

/// A split view's columns, arranged as a built-in split view style says.
nonisolated struct ArrangedSplitColumns: View, PrimitiveView {
    let columns: SplitColumns
    let arrangement: SplitArrangement

    /// Never called: `ArrangedSplitColumns` is a primitive view.
    var body: Never { primitiveBody(of: Self.self) }

    func lower(into lowering: inout GraphLowering) -> [NodeID] {
        var arranged = columns
        arranged.arrangement = arrangement
        return [arranged.lower(into: &lowering)]
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), nil, detail(), visibility: .automatic, compactColumn: .sidebar)
    }

    /// A two-column split view whose visible columns `columnVisibility` holds.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), nil, detail(), visibility: columnVisibility.wrappedValue, compactColumn: .sidebar)
    }

    /// A two-column split view showing `preferredCompactColumn` when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), nil, detail(), visibility: .automatic, compactColumn: preferredCompactColumn.wrappedValue)
    }

    /// A two-column split view with both its visible columns and its collapsed column bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar(), nil, detail(), visibility: columnVisibility.wrappedValue, compactColumn: preferredCompactColumn.wrappedValue)
    }
}
