import Foundation
import TrellisGraph

/// What the row modifiers (`listRowInsets`, `listRowBackground`, `listRowSeparator`) set on a
/// row, which the list applies when it lays the row out.
struct ListRowTraits {
    /// Insets replacing the style's row insets.
    var insets: EdgeInsets?
    /// Lowers the background drawn behind the row, if any.
    var background: ((inout GraphLowering) -> [NodeID])?
}

/// The list being lowered: its metrics and the traits its rows' modifiers set, by the node the
/// row lowered to. A reference, so that modifiers deep in a row's lowering reach the list's.
final class ListLoweringContext: @unchecked Sendable {
    /// The list's metrics.
    let metrics: ListMetrics
    /// The traits of each row, keyed by the row's outermost node.
    var rowTraits: [NodeID: ListRowTraits] = [:]
    /// The nodes that are whole sections (already laid out as such), not rows.
    var sections: Set<NodeID> = []
    /// The sections among `sections` that have a header.
    var sectionsWithHeaders: Set<NodeID> = []
    /// The sections among `sections` that have a footer.
    var sectionsWithFooters: Set<NodeID> = []

    init(metrics: ListMetrics) {
        self.metrics = metrics
    }
}

private struct ListLoweringContextKey: EnvironmentKey {
    static let defaultValue: ListLoweringContext? = nil
}

extension EnvironmentValues {
    /// The list whose rows are being lowered, if any.
    var listLoweringContext: ListLoweringContext? {
        get { self[ListLoweringContextKey.self] }
        set { self[ListLoweringContextKey.self] = newValue }
    }
}
