import Foundation
import TrellisGraph

/// The width `navigationSplitViewColumnWidth` asks for a split view's column.
struct SplitColumnWidth {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// The width the column takes: the ideal, kept within the minimum and the maximum, never
    /// negative; a width that is not finite leaves the default.
    func resolved(default fallback: CGFloat) -> CGFloat {
        guard ideal.isFinite else { return fallback }
        var width = ideal
        if let max, max.isFinite { width = Swift.min(width, max) }
        if let min, min.isFinite { width = Swift.max(width, min) }
        return Swift.max(width, 0)
    }
}

/// Whether the navigation stack met next while lowering is the one a split view's column
/// already puts its content in, so that it adds no bar of its own.
struct SplitColumnRootKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the navigation stack met next is a split view column's own stack.
    var isSplitColumnRoot: Bool {
        get { self[SplitColumnRootKey.self] }
        set { self[SplitColumnRootKey.self] = newValue }
    }
}

/// How a split view's leading columns sit by its detail on a regular width, as its built-in
/// style says.
enum SplitArrangement {
    /// Beside the detail in landscape, over it in portrait.
    case automatic
    /// Beside the detail.
    case balanced
    /// Over a full-width detail.
    case prominentDetail
}

/// A navigation split view's columns, lowered as the screen's width class says: one stack on a
/// compact width, columns side by side (or over the detail) on a regular width.
struct SplitColumns {
    let sidebar: AnyView
    let content: AnyView?
    let detail: AnyView
    let visibility: NavigationSplitViewVisibility
    let compactColumn: NavigationSplitViewColumn
    /// How the leading columns sit by the detail on a regular width, as the split view style
    /// says.
    var arrangement: SplitArrangement = .automatic

    /// The default width of a leading column (the sidebar, and the content column).
    static let defaultColumnWidth: CGFloat = 320

    func lower(into lowering: inout GraphLowering) -> NodeID {
        guard lowering.environment.isRegularWidth else {
            let shown = switch compactColumn.kind {
            case .sidebar: sidebar
            case .content: content ?? sidebar
            case .detail: detail
            }
            return column(shown, search: lowering.environment.searchFieldRequest, into: &lowering).node
        }
        let landscape = lowering.containerSize().map { $0.width > $0.height } ?? true
        let leadingViews: [AnyView] = switch visibility.kind {
        case .detailOnly: []
        case .doubleColumn: [content ?? sidebar]
        case .all: [sidebar] + (content.map { [$0] } ?? [])
        case .automatic: landscape ? [content ?? sidebar] : []
        }
        // A `searchable` applied to the split view puts its field in the first column shown.
        var searchRequest = lowering.environment.searchFieldRequest
        var leading: [NodeID] = []
        for view in leadingViews {
            let (node, width) = column(view, search: searchRequest, into: &lowering)
            searchRequest = nil
            let fixed = FrameSpec(width: width?.resolved(default: Self.defaultColumnWidth) ?? Self.defaultColumnWidth, height: nil)
            leading.append(lowering.add(.frame(fixed), child: node))
        }
        let detailNode = column(detail, search: searchRequest, into: &lowering).node
        guard !leading.isEmpty else { return detailNode }
        let overlaid = arrangement == .prominentDetail || (arrangement == .automatic && !landscape)
        let row = StackSpec(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0)
        guard overlaid else { return lowering.add(.stack(row), children: leading + [detailNode]) }
        let columns = lowering.add(.stack(row), children: leading)
        return lowering.add(.zstack(ZStackSpec(alignment: .leading)), children: [detailNode, columns])
    }

    /// `view` as a column: in a navigation stack of its own (a `NavigationStack` the column's
    /// content holds at its root adds no second bar), with the width the content asked for;
    /// with the search field `search` asks for.
    private func column(_ view: AnyView, search: SearchFieldPlacement?, into lowering: inout GraphLowering) -> (node: NodeID, width: SplitColumnWidth?) {
        let start = lowering.preferences.count
        let node = lowering.withEnvironment({
            $0.isSplitColumnRoot = true
            $0.searchFieldRequest = search
        }) { NavigationLayout.stack(view, into: &$0) }
        let width = lowering.preferences.combined(NavigationBarKey.self, from: start).columnWidth
        return (node, width)
    }
}
