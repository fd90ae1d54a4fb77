import Foundation

/// The numbers behind the controls in this folder, recorded with their sources in the
/// ContentViewMetrics article.
enum ControlMetrics {
    /// The height of a segmented control.
    static let segmentedHeight: CGFloat = 32
    /// The space between a segment's title and the segment's sides.
    static let segmentPadding: CGFloat = 8
    /// A wheel picker's height.
    static let wheelHeight: CGFloat = 216
    /// A wheel picker's width when no width is offered.
    static let wheelIdealWidth: CGFloat = 320
    /// A stepper's − and + control.
    static let stepperSize = CGSize(width: 94, height: 32)
    /// The least height of a row the user taps (an inline picker's option).
    static let minimumTapHeight: CGFloat = 44
    /// The space between a menu button's title and its chevrons.
    static let menuChevronSpacing: CGFloat = 4
    /// The horizontal padding of a compact date picker's button around its date.
    static let compactDateHorizontalPadding: CGFloat = 11
    /// The height of a compact date picker's button.
    static let compactDateHeight: CGFloat = 34
    /// The padding around a group box's label and content.
    static let groupBoxPadding: CGFloat = 16
    /// The space between a group box's label and its content.
    static let groupBoxSpacing: CGFloat = 8
    /// The size of a `ContentUnavailableView`'s symbol.
    static let unavailableSymbolSize: CGFloat = 48
    /// The height of a control group's controls.
    static let controlGroupHeight: CGFloat = 44
}
