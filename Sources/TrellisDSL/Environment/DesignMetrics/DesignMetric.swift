import Foundation

/// A number the iOS design lays a system container or control out with: a list's margins and
/// row heights, a bar's height, a control's size.
///
/// Every such number Trellis uses is one case here, with its value in each design
/// (``value(in:)``) and where that value comes from (``DesignMetricSource``): read from
/// renderings that real SwiftUI drew, a published figure, or Trellis's own choice. The
/// ContainerMetrics article explains the models these numbers feed, and its "Metrics map"
/// section lists the whole table.
public enum DesignMetric: Int, CaseIterable, Sendable {
    // Lists and forms
    /// Inset-grouped card margin, compact width.
    case listCardMargin
    /// Inset-grouped card margin, regular width (iPad).
    case listCardMarginRegular
    /// Row content inset, leading and trailing, compact width.
    case listRowInset
    /// Row content inset, leading and trailing, regular width.
    case listRowInsetRegular
    /// Row content inset, top and bottom.
    case listRowVerticalInset
    /// Least row height at Dynamic Type large (the default) and larger, at every width.
    case listMinimumRowHeight
    /// Least row height at Dynamic Type medium and smaller, at every width.
    case listMinimumRowHeightSmallText
    /// Inset-grouped card margin, compact width in a wide window (one at least
    /// ``DesignMetric/listWideWindowMinimumWidth`` wide).
    case listCardMarginWide
    /// Row content inset, leading and trailing, compact width in a wide window.
    case listRowInsetWide
    /// The least window width (less its safe area) whose compact-width lists take the wide-window
    /// card margin and row inset.
    case listWideWindowMinimumWidth
    /// Space between grouped sections.
    case listSectionSpacing
    /// Space between sections with listSectionSpacing(.compact).
    case listCompactSectionSpacing
    /// Space above the first grouped section without a header.
    case listTopMargin
    /// Space above the first grouped section's header.
    case listTopMarginAboveHeader
    /// Added above a section header, after the section spacing.
    case sectionHeaderTopAdjustment
    /// Space between a section header and its card.
    case sectionHeaderBottomInset
    /// Space between a card and its section footer.
    case sectionFooterTopInset
    /// Added below a section footer, before the section spacing.
    case sectionFooterBottomAdjustment
    /// Label to value in a row stacked at accessibility sizes.
    case stackedLabeledContentSpacing
    /// A navigation row's disclosure indicator, width.
    case disclosureIndicatorWidth
    /// A navigation row's disclosure indicator, height.
    case disclosureIndicatorHeight
    /// The column a `Label`'s icon is centred in, in a list row.
    case listLabelIconWidth
    /// A `Label`'s title from the label's leading edge, in a list row.
    case listLabelTitleInset
    // Bars
    /// Inline navigation bar height, compact width.
    case navigationBarHeight
    /// Navigation bar height, regular width.
    case navigationBarHeightRegular
    /// Height a large title adds below the bar.
    case largeTitleHeight
    /// Height of a searchable view's search band.
    case searchBandHeight
    /// Height of the search field in its band.
    case searchFieldHeight
    /// Space between the search field and the bottom of its band.
    case searchFieldBottomInset
    /// Bottom toolbar height, compact width.
    case toolbarHeight
    /// Bottom toolbar height, regular width.
    case toolbarHeightRegular
    /// Tab bar height above the bottom inset, compact width.
    case tabBarHeight
    /// Tab bar height above the bottom inset, regular width.
    case tabBarHeightRegular
    /// Bar content's margin from the screen's sides, compact width.
    case barMargin
    /// Bar content's margin from the screen's sides, regular width.
    case barMarginRegular
    /// Bar content's margin from the screen's sides, compact width on a wide screen (one at
    /// least ``DesignMetric/wideMarginMinimumWidth`` wide).
    case barMarginWide
    /// The least window width (less its safe area) whose compact-width bars take
    /// ``DesignMetric/barMarginWide``: the Plus and Pro Max iPhones, where UIKit's layout margins grow from 16
    /// to 20.
    case wideMarginMinimumWidth
    // Controls
    /// A toggle's switch, width as drawn.
    case switchWidth
    /// How far UIKit draws a toggle's switch past the trailing edge of its layout frame: the
    /// frame is ``DesignMetric/switchWidth`` less this, and the drawing starts at its leading
    /// edge.
    case switchOverhang
    /// A toggle's switch, height.
    case switchHeight
    /// How much shorter a toggle row's trailing inset is.
    case switchRowTrailingOutset
    /// Bordered button, mini: inset above and below the label.
    case borderedButtonMiniVerticalInset
    /// Bordered button, mini: inset beside the label.
    case borderedButtonMiniHorizontalInset
    /// Bordered button, small: inset above and below the label.
    case borderedButtonSmallVerticalInset
    /// Bordered button, small: inset beside the label.
    case borderedButtonSmallHorizontalInset
    /// Bordered button, regular: inset above and below the label.
    case borderedButtonRegularVerticalInset
    /// Bordered button, regular: inset beside the label.
    case borderedButtonRegularHorizontalInset
    /// Bordered button, large: inset above and below the label.
    case borderedButtonLargeVerticalInset
    /// Bordered button, large: inset beside the label.
    case borderedButtonLargeHorizontalInset
    /// Bordered button, extra large: inset above and below the label.
    case borderedButtonExtraLargeVerticalInset
    /// Bordered button, extra large: inset beside the label.
    case borderedButtonExtraLargeHorizontalInset
    /// Segmented picker height.
    case segmentedPickerHeight
    /// Segment title's padding on each side.
    case segmentPadding
    /// Wheel picker height.
    case wheelPickerHeight
    /// Wheel picker width when no width is offered.
    case wheelPickerWidth
    /// Menu picker: selection to chevrons.
    case menuChevronSpacing
    /// Least height of a tapped row (inline picker option).
    case minimumTapHeight
    /// Stepper's − and + control, width.
    case stepperWidth
    /// Stepper's − and + control, height.
    case stepperHeight
    /// Slider height.
    case sliderHeight
    /// Rounded-border text field: padding above and below the line.
    case roundedBorderFieldPadding
    /// Rounded-border text field: least height, whatever the text size.
    case roundedBorderFieldMinimumHeight
    /// Plain and automatic text field: height it adds to its line of text.
    case plainFieldExtraHeight
    /// Indeterminate progress view's side.
    case activityIndicatorSide
    /// Linear progress view height.
    case linearProgressHeight
    /// Gauge: space between its rows.
    case gaugeRowSpacing
    /// Color picker's well side.
    case colorWellSide
    /// Compact date picker button: padding beside its text.
    case compactDatePadding
    /// Compact date picker button height.
    case compactDateHeight
    /// Graphical date picker: the calendar's height.
    case graphicalCalendarHeight
    /// Group box padding.
    case groupBoxPadding
    /// Group box: label to content.
    case groupBoxSpacing
    /// ContentUnavailableView's symbol font size.
    case unavailableSymbolSize
    /// ContentUnavailableView: symbol to title.
    case unavailableSymbolSpacing
    /// Control group's least height.
    case controlGroupHeight

    /// The part of the design a metric belongs to.
    public enum Group: String, CaseIterable, Sendable {
        /// `List` and `Form`: margins, rows, sections, headers and footers.
        case lists
        /// Navigation bars, toolbars and tab bars.
        case bars
        /// Buttons, toggles, pickers, steppers, sliders, text fields and the other controls.
        case controls
    }

    /// The part of the design the metric belongs to.
    public var group: Group {
        if rawValue <= DesignMetric.listLabelTitleInset.rawValue { return .lists }
        if rawValue <= DesignMetric.wideMarginMinimumWidth.rawValue { return .bars }
        return .controls
    }

    /// The metric's value in `design`, with its source.
    public func value(in design: OSVersion) -> DesignMetricValue {
        DesignMetricTable.values[design.tableIndex][rawValue]
    }

    /// What the metric measures, in a few words.
    public var summary: String {
        switch self {
        case .listCardMargin: "inset-grouped card margin, compact width"
        case .listCardMarginRegular: "inset-grouped card margin, regular width (iPad)"
        case .listRowInset: "row content inset, leading and trailing, compact width"
        case .listRowInsetRegular: "row content inset, leading and trailing, regular width"
        case .listRowVerticalInset: "row content inset, top and bottom"
        case .listMinimumRowHeight: "least row height, Dynamic Type large (the default) and larger"
        case .listMinimumRowHeightSmallText: "least row height, Dynamic Type medium and smaller"
        case .listCardMarginWide: "inset-grouped card margin, compact width in a wide window"
        case .listRowInsetWide: "row content inset, leading and trailing, compact width in a wide window"
        case .listWideWindowMinimumWidth: "least window width whose compact lists take the wide-window metrics"
        case .listSectionSpacing: "space between grouped sections"
        case .listCompactSectionSpacing: "space between sections with listSectionSpacing(.compact)"
        case .listTopMargin: "space above the first grouped section without a header"
        case .listTopMarginAboveHeader: "space above the first grouped section's header"
        case .sectionHeaderTopAdjustment: "added above a section header, after the section spacing"
        case .sectionHeaderBottomInset: "space between a section header and its card"
        case .sectionFooterTopInset: "space between a card and its section footer"
        case .sectionFooterBottomAdjustment: "added below a section footer, before the section spacing"
        case .stackedLabeledContentSpacing: "label to value in a row stacked at accessibility sizes"
        case .disclosureIndicatorWidth: "a navigation row's disclosure indicator, width"
        case .disclosureIndicatorHeight: "a navigation row's disclosure indicator, height"
        case .listLabelIconWidth: "the column a label's icon is centred in, in a list row"
        case .listLabelTitleInset: "a label's title from the label's leading edge, in a list row"
        case .navigationBarHeight: "inline navigation bar height, compact width"
        case .navigationBarHeightRegular: "navigation bar height, regular width"
        case .largeTitleHeight: "height a large title adds below the bar"
        case .searchBandHeight: "height of a searchable view's search band"
        case .searchFieldHeight: "height of the search field in its band"
        case .searchFieldBottomInset: "space between the search field and its band's bottom"
        case .toolbarHeight: "bottom toolbar height, compact width"
        case .toolbarHeightRegular: "bottom toolbar height, regular width"
        case .tabBarHeight: "tab bar height above the bottom inset, compact width"
        case .tabBarHeightRegular: "tab bar height above the bottom inset, regular width"
        case .barMargin: "bar content's margin from the screen's sides, compact width"
        case .barMarginRegular: "bar content's margin from the screen's sides, regular width"
        case .barMarginWide: "bar content's margin from the screen's sides, compact width on a wide screen"
        case .wideMarginMinimumWidth: "least window width whose compact bars take the wide margin"
        case .switchWidth: "a toggle's switch, width as drawn"
        case .switchOverhang: "how far a switch is drawn past its layout frame's trailing edge"
        case .switchHeight: "a toggle's switch, height"
        case .switchRowTrailingOutset: "how much shorter a toggle row's trailing inset is"
        case .borderedButtonMiniVerticalInset: "bordered button, mini: inset above and below the label"
        case .borderedButtonMiniHorizontalInset: "bordered button, mini: inset beside the label"
        case .borderedButtonSmallVerticalInset: "bordered button, small: inset above and below the label"
        case .borderedButtonSmallHorizontalInset: "bordered button, small: inset beside the label"
        case .borderedButtonRegularVerticalInset: "bordered button, regular: inset above and below the label"
        case .borderedButtonRegularHorizontalInset: "bordered button, regular: inset beside the label"
        case .borderedButtonLargeVerticalInset: "bordered button, large: inset above and below the label"
        case .borderedButtonLargeHorizontalInset: "bordered button, large: inset beside the label"
        case .borderedButtonExtraLargeVerticalInset: "bordered button, extra large: inset above and below the label"
        case .borderedButtonExtraLargeHorizontalInset: "bordered button, extra large: inset beside the label"
        case .segmentedPickerHeight: "segmented picker height"
        case .segmentPadding: "segment title's padding on each side"
        case .wheelPickerHeight: "wheel picker height"
        case .wheelPickerWidth: "wheel picker width when no width is offered"
        case .menuChevronSpacing: "menu picker: selection to chevrons"
        case .minimumTapHeight: "least height of a tapped row (inline picker option)"
        case .stepperWidth: "stepper's − and + control, width"
        case .stepperHeight: "stepper's − and + control, height"
        case .sliderHeight: "slider height"
        case .roundedBorderFieldPadding: "rounded-border text field: padding above and below the line"
        case .roundedBorderFieldMinimumHeight: "rounded-border text field: least height"
        case .plainFieldExtraHeight: "plain text field: height added to its line of text"
        case .activityIndicatorSide: "indeterminate progress view's side"
        case .linearProgressHeight: "linear progress view height"
        case .gaugeRowSpacing: "gauge: space between its rows"
        case .colorWellSide: "color picker's well side"
        case .compactDatePadding: "compact date picker button: padding beside its text"
        case .compactDateHeight: "compact date picker button height"
        case .graphicalCalendarHeight: "graphical date picker: the calendar's height"
        case .groupBoxPadding: "group box padding"
        case .groupBoxSpacing: "group box: label to content"
        case .unavailableSymbolSize: "ContentUnavailableView's symbol font size"
        case .unavailableSymbolSpacing: "ContentUnavailableView: symbol to title"
        case .controlGroupHeight: "control group's least height"
        }
    }

    /// The metric's name as code spells it: `listCardMargin`.
    public var name: String { String(describing: self) }
}

extension OSVersion {
    /// The design's place in ``DesignMetricTable/values``.
    var tableIndex: Int { OSVersion.allCases.firstIndex(of: self) ?? 0 }
}
