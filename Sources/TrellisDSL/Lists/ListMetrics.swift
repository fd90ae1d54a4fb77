import Foundation
import TrellisGraph

/// The metric model of `List` and `Form`, recorded with its sources in the ContainerMetrics
/// article.
struct ListMetrics {
    /// The least height of a row, insets included: `defaultMinListRowHeight`'s default.
    static let minimumRowHeight: CGFloat = 44
    /// The space between sections with `listSectionSpacing(.compact)`.
    static let compactSectionSpacing: CGFloat = 20
    /// The space between sections (and above the first) in the grouped styles.
    static let groupedSectionSpacing: CGFloat = 35
    /// The space between a section's header and its first row, and between its last row and
    /// its footer.
    static let headerFooterGap: CGFloat = 6
    /// The vertical inset of a row's content.
    static let rowVerticalInset: CGFloat = 11
    /// The horizontal margin of a layout on a compact-width screen (iPhone portrait).
    static let compactMargin: CGFloat = 16
    /// The horizontal margin of a layout on a regular-width screen (iPad).
    static let regularMargin: CGFloat = 20

    /// How far the section cards (or, for `inset`, the rows) are from the list's sides.
    let cardMargin: CGFloat
    /// The insets of a row's content inside its card.
    let rowInsets: EdgeInsets
    /// The space between two sections.
    let sectionSpacing: CGFloat
    /// The space above the first section.
    let topMargin: CGFloat
    /// The least height of a row.
    let minimumRowHeight: CGFloat

    /// The metrics of a list in `style`, in `environment`.
    init(style: ListStyleKind, environment: EnvironmentValues) {
        let margin = environment.horizontalSizeClass == .regular ? Self.regularMargin : Self.compactMargin
        rowInsets = EdgeInsets(top: Self.rowVerticalInset, leading: margin, bottom: Self.rowVerticalInset, trailing: margin)
        minimumRowHeight = Swift.max(0, environment.defaultMinListRowHeight.isFinite ? environment.defaultMinListRowHeight : Self.minimumRowHeight)
        let grouped: Bool
        switch style {
        case .plain:
            cardMargin = 0
            grouped = false
        case .inset:
            cardMargin = margin
            grouped = false
        case .grouped:
            cardMargin = 0
            grouped = true
        case .insetGrouped, .sidebar:
            cardMargin = margin
            grouped = true
        }
        let standardSpacing = grouped ? Self.groupedSectionSpacing : 0
        let requested = environment.listSectionSpacing.length ?? standardSpacing
        sectionSpacing = requested.isFinite ? Swift.max(0, requested) : standardSpacing
        topMargin = grouped ? Self.groupedSectionSpacing : 0
    }
}
