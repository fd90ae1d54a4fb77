import Foundation
import TrellisGraph

/// The metric model of `List` and `Form` in one list style, taken from the design metrics of
/// the environment's OS design and recorded with their sources in the ContainerMetrics
/// article.
struct ListMetrics {
    /// The font of header text that sets none, in a section with `headerProminence(.increased)`.
    static let prominentHeaderFont = Font.title3.bold()

    /// How far the section cards (or, for `inset`, the rows) are from the list's sides.
    let cardMargin: CGFloat
    /// The insets of a row's content inside its card.
    let rowInsets: EdgeInsets
    /// The space between two sections.
    let sectionSpacing: CGFloat
    /// The space above the first section when it has no header.
    let topMargin: CGFloat
    /// The space above the first section's header.
    let topMarginAboveHeader: CGFloat
    /// The least height of a row.
    let minimumRowHeight: CGFloat
    /// The space between adjacent rows of a section (`listRowSpacing(_:)`).
    let rowSpacing: CGFloat
    /// The insets around a section header's content: leading and trailing line it up with the
    /// rows' content.
    let headerInsets: EdgeInsets
    /// The insets around a section footer's content.
    let footerInsets: EdgeInsets
    /// Added to the space above a section that has a header (negative: the header reaches up
    /// into the section spacing).
    let headerSpacingAdjustment: CGFloat
    /// Added to the space below a section that has a footer (negative: the next section comes
    /// closer).
    let footerSpacingAdjustment: CGFloat
    /// The font of header text that sets none.
    let headerFont: Font
    /// The letter case of header text.
    let headerTextCase: Text.Case?

    /// The metrics of a list in `style`, in `environment`.
    init(style: ListStyleKind, environment: EnvironmentValues) {
        let margin = environment.listMetric(.listCardMargin, wide: .listCardMarginWide, regular: .listCardMarginRegular)
        let inset = environment.listMetric(.listRowInset, wide: .listRowInsetWide, regular: .listRowInsetRegular)
        let vertical = environment.metric(.listRowVerticalInset)
        rowInsets = EdgeInsets(top: vertical, leading: inset, bottom: vertical, trailing: inset)
        let minimum = environment.defaultMinListRowHeight
        minimumRowHeight = Swift.max(0, minimum.isFinite ? minimum : environment.systemMinimumRowHeight)
        let spacing = environment.listRowSpacing ?? 0
        rowSpacing = spacing.isFinite ? Swift.max(0, spacing) : 0
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
        let standardSpacing = grouped ? environment.metric(.listSectionSpacing) : 0
        let spacingAsked = environment.listSectionSpacing
        let requested = spacingAsked.isCompact ? environment.metric(.listCompactSectionSpacing) : spacingAsked.length ?? standardSpacing
        sectionSpacing = requested.isFinite ? Swift.max(0, requested) : standardSpacing
        topMargin = grouped ? environment.metric(.listTopMargin) : 0
        topMarginAboveHeader = grouped ? environment.metric(.listTopMarginAboveHeader) : 0
        // Only grouped sections draw headers and footers into their spacing; the plain styles
        // keep them clear of the neighbouring sections.
        let side = cardMargin + inset
        headerInsets = EdgeInsets(top: 0, leading: side, bottom: environment.metric(.sectionHeaderBottomInset), trailing: side)
        footerInsets = EdgeInsets(top: environment.metric(.sectionFooterTopInset), leading: side, bottom: 0, trailing: side)
        headerSpacingAdjustment = grouped ? environment.metric(.sectionHeaderTopAdjustment) : 0
        footerSpacingAdjustment = grouped ? environment.metric(.sectionFooterBottomAdjustment) : 0
        // Section headers: footnote text in upper case up to iOS 18 (measured: a 9-pt cap
        // height, upper case), bold body text as written from iOS 26 (a 12-pt cap height, title
        // case); the ContainerMetrics article gives the renderings.
        let newDesign = environment.osVersion.majorVersion >= 26
        headerFont = newDesign ? Font.body.bold() : .footnote
        headerTextCase = newDesign ? nil : .uppercase
    }
}

extension EnvironmentValues {
    /// The least height of a list row in the design in force at the Dynamic Type size in force:
    /// iOS 26 draws 52-pt rows at large (the default) and 51-pt rows at medium, whatever the
    /// window's width; iOS 17 and 18 draw 44 at both (the ContainerMetrics article).
    var systemMinimumRowHeight: CGFloat {
        metric(dynamicTypeSize < .large ? .listMinimumRowHeightSmallText : .listMinimumRowHeight)
    }

    /// A list metric for the window: `regular` at regular width; at compact width, `wide` in a
    /// window whose width less its safe area is at least
    /// ``DesignMetric/listWideWindowMinimumWidth``, `compact` otherwise (and with no window).
    func listMetric(_ compact: DesignMetric, wide: DesignMetric, regular: DesignMetric) -> CGFloat {
        if isRegularWidth { return metric(regular) }
        let width = containerSize?.width ?? 0
        return metric(width >= metric(.listWideWindowMinimumWidth) ? wide : compact)
    }

    /// Whether the window is regular width (an iPad, full screen).
    var isRegularWidth: Bool { horizontalSizeClass == .regular }
}
