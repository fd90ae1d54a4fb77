import Foundation
import TrellisGraph

/// The numbers the system's containers and controls are drawn with in one iOS design: list
/// margins, row insets and heights, section headers and footers, bars and switches. Every
/// metric that changed between iOS 18 and iOS 26 is read from here, chosen by the
/// environment's `osVersion`; the ContainerMetrics and ContentViewMetrics articles give each
/// value's source and say which were measured on real renderings and which are chosen.
struct SystemMetrics: Sendable {
    /// The space between a section card's sides and the list's, on a compact-width screen.
    let compactCardMargin: CGFloat
    /// The same on a regular-width screen (iPad).
    let regularCardMargin: CGFloat
    /// The space between a row's sides and its content, on a compact-width screen.
    let compactRowInset: CGFloat
    /// The same on a regular-width screen.
    let regularRowInset: CGFloat
    /// The space above and below a row's content.
    let rowVerticalInset: CGFloat
    /// The least height of a row, insets included, on a compact-width screen.
    let compactMinimumRowHeight: CGFloat
    /// The same on a regular-width screen.
    let regularMinimumRowHeight: CGFloat
    /// The space between the cards of two grouped sections.
    let groupedSectionSpacing: CGFloat
    /// The space above the first grouped section when it has no header.
    let groupedTopMargin: CGFloat
    /// The space above the first grouped section's header.
    let groupedTopMarginAboveHeader: CGFloat
    /// Added above a section header, after the section spacing (negative: the header reaches up
    /// into the spacing).
    let headerTopInset: CGFloat
    /// The space between a section header and its card.
    let headerBottomInset: CGFloat
    /// The font of a section header's text, unless the header sets its own.
    let headerFont: Font
    /// The letter case of a section header's text.
    let headerTextCase: Text.Case?
    /// The space between a card and its section footer.
    let footerTopInset: CGFloat
    /// Added below a section footer, before the section spacing (negative: the next section
    /// comes closer than the spacing).
    let footerBottomInset: CGFloat
    /// The height of an inline navigation bar or bottom toolbar on a compact-width screen.
    let compactBarHeight: CGFloat
    /// The space between a bar's items and the screen's sides.
    let compactBarMargin: CGFloat
    /// The size of a toggle's switch.
    let switchSize: CGSize
    /// How much shorter a list row's trailing inset is when the row is a toggle.
    let switchTrailingOutset: CGFloat
    /// The space between a list row's label and its value when an accessibility text size
    /// stacks them.
    let stackedLabelSpacing: CGFloat
    /// The padding above and below a rounded-border text field's line of text.
    let roundedBorderFieldPadding: CGFloat

    /// iOS 18's design.
    static let iOS18 = SystemMetrics(
        compactCardMargin: 20, regularCardMargin: 20, compactRowInset: 20, regularRowInset: 20,
        rowVerticalInset: 11, compactMinimumRowHeight: 44, regularMinimumRowHeight: 44,
        groupedSectionSpacing: 35, groupedTopMargin: 35, groupedTopMarginAboveHeader: 17.33,
        headerTopInset: -1.17, headerBottomInset: 5.5, headerFont: .footnote, headerTextCase: .uppercase,
        footerTopInset: 5, footerBottomInset: -7.33,
        compactBarHeight: 44, compactBarMargin: 16,
        switchSize: CGSize(width: 51, height: 31), switchTrailingOutset: 2, stackedLabelSpacing: 0.67,
        roundedBorderFieldPadding: 7)

    /// iOS 26's design.
    static let iOS26 = SystemMetrics(
        compactCardMargin: 16, regularCardMargin: 20, compactRowInset: 16, regularRowInset: 20,
        rowVerticalInset: 15, compactMinimumRowHeight: 51, regularMinimumRowHeight: 52,
        groupedSectionSpacing: 35, groupedTopMargin: 35, groupedTopMarginAboveHeader: 17.33,
        headerTopInset: -7.83, headerBottomInset: 9.5, headerFont: Font.body.bold(), headerTextCase: nil,
        footerTopInset: 7, footerBottomInset: -13.33,
        compactBarHeight: 54, compactBarMargin: 16,
        switchSize: CGSize(width: 63, height: 28), switchTrailingOutset: 2, stackedLabelSpacing: 4,
        roundedBorderFieldPadding: 7)

    /// The metrics of `version`'s design. iOS 17 draws these containers and controls as iOS 18
    /// does, and iOS 26.0 as the later iOS 26 releases, as far as renderings show (the
    /// ContainerMetrics article).
    static func of(_ version: OSVersion) -> SystemMetrics {
        switch version {
        case .iOS17, .iOS18: .iOS18
        case .iOS26_0, .iOS26: .iOS26
        }
    }
}

extension EnvironmentValues {
    /// The metrics of the design in force (`osVersion`).
    var systemMetrics: SystemMetrics { .of(osVersion) }

    /// Whether the window is regular width (an iPad, full screen).
    var isRegularWidth: Bool { horizontalSizeClass == .regular }
}
