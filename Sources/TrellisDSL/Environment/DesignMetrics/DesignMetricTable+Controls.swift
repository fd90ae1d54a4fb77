import Foundation

extension DesignMetricTable {
    /// The rows of controls (the ContentViewMetrics article, "Controls").
    static func controlRow(_ metric: DesignMetric) -> Row {
        let noIOS26Button = "iOS 18's; no image of an iOS 26 bordered button"
        let tapTarget = "Apple's Human Interface Guidelines: 44-pt minimum tap target"
        return switch metric {
        case .switchWidth:
            Row(iOS18: .measured(51, "ha-priv-togglewidth-18", "mhi-toggle-width-18"), iOS26: .measured(63, "ha-priv-togglewidth-26"),
                iOS17: .measured(51, "bwa-debug-togglewidth-17", "bwa-settings-togglewidth-17", "bwa-edit-togglewidth-17"),
                latest: .measured(63, "ha-priv-togglewidth-264", "ha-ss-togglewidth-on-264"))
        case .switchHeight:
            Row(iOS18: .measured(31, "ha-priv-toggleheight-18", "mhi-toggle-height-18"), iOS26: .measured(28, "ha-priv-toggleheight-26"),
                iOS17: .measured(31, "bwa-debug-toggleheight-17", "bwa-settings-toggleheight-17", "bwa-edit-toggleheight-17"),
                latest: .measured(28, "ha-priv-toggleheight-264", "ha-ss-toggleheight-264"))
        case .switchOverhang:
            // iOS 17's switch outside a list: the track runs 2 pt past the trailing edge its
            // view's paddings give the toggle, and starts 49 pt before that edge.
            Row(iOS18: .chosen(2, "iOS 17's: the same 51 × 31 switch; iOS 18's list rows (ha-priv-toggletrail-18, mhi-toggle-trailing-18) draw it 18 from the card's edge, the row's 20-pt inset less this"),
                iOS26: .chosen(0, "no rendering places iOS 26's switch outside a list row, where a 63-pt frame in a row inset 2 shorter draws the same"),
                iOS17: .measured(2, "bwa-settings-toggleoverhang-17", "bwa-edit-toggleoverhang-17"),
                latest: .chosen(0, "iOS 26.0's; no rendering places the switch outside a list row"))
        case .switchRowTrailingOutset:
            // The switch's trailing inset less the row's, where the switch is drawn past its
            // frame by `switchOverhang`: iOS 17 and 18 draw the track 18 from the card's edge,
            // the row's inset less the overhang.
            Row(iOS18: .measured(0, "ha-priv-toggletrail-18", "mhi-toggle-trailing-18"), iOS26: .measured(2, "ha-priv-toggletrail-26"),
                iOS17: .measured(0, "bwa-debug-toggletrail-17"),
                latest: .measured(2, "ha-ss-toggletrail-264", "ha-priv-toggletrail-264"))
        case .borderedButtonMiniVerticalInset:
            .all(.chosen(2, "smaller than the small size; no published figure or rendering"))
        case .borderedButtonMiniHorizontalInset:
            .all(.chosen(8, "smaller than the small size; no published figure or rendering"))
        case .borderedButtonSmallVerticalInset:
            Row(iOS18: .measured(5, "rss-small-button-height", "rss-cuv-button-height"), iOS26: .chosen(5, noIOS26Button))
        case .borderedButtonSmallHorizontalInset:
            Row(iOS18: .measured(10, "rss-small-button-width", "rss-cuv-button-width"), iOS26: .chosen(10, noIOS26Button))
        case .borderedButtonRegularVerticalInset:
            // A 'Delete' button 34.33 tall: the 20.33-pt body line plus 7 above and below; a
            // prominent 'Login' button 49.33 tall around a 19.33-pt line padded by 8.
            Row(iOS18: .measured(7, "as-delete-height-18", "sa-login-buttonheight-18", "sa-login2-buttonheight-18"),
                iOS26: .published(7, "UIKit's default content insets of a button configuration (Apple Developer Forums thread 733541)"),
                iOS17: .measured(7, "sa-login-buttonheight-17", "sa-login2-buttonheight-17"),
                latest: .measured(7, "as-delete-height-262"))
        case .borderedButtonRegularHorizontalInset:
            // The same button 73.33 wide: its label plus 12 on each side.
            Row(iOS18: .measured(12, "as-delete-width-18"),
                iOS26: .published(12, "UIKit's default content insets of a button configuration (Apple Developer Forums thread 733541)"),
                iOS17: .published(12, "UIKit's default content insets of a button configuration (Apple Developer Forums thread 733541)"),
                latest: .measured(12, "as-delete-width-262"))
        case .borderedButtonLargeVerticalInset:
            .all(.chosen(14, "twice the regular inset; no published figure or rendering"))
        case .borderedButtonLargeHorizontalInset:
            .all(.chosen(20, "no published figure or rendering"))
        case .borderedButtonExtraLargeVerticalInset:
            .all(.chosen(18, "no published figure or rendering"))
        case .borderedButtonExtraLargeHorizontalInset:
            .all(.chosen(24, "no published figure or rendering"))
        case .segmentedPickerHeight:
            // SwiftUI's segmented picker is a UISegmentedControl; the as- rows draw the UIKit control.
            Row(iOS18: .measured(32, "rss-seg-height-ExploreWithFeeds_Added", "rss-seg-height-ExploreWithFeeds_NotAdded", "as-seg-height-18"),
                iOS26: .chosen(32, "iOS 18's and iOS 26.2's (as-seg-height-262); no image of an iOS 26.0 segmented control"),
                iOS17: .measured(32, "as-seg-height-17a", "as-seg-height-17"),
                latest: .measured(32, "as-seg-height-262"))
        case .segmentPadding:
            // UIKit sizes every segment by its widest title: 87.67 pt (87 on iOS 26.2) around a
            // 13-pt title whose ink is 66.33 wide, about 67.3 with its side bearings.
            Row(iOS18: .measured(10, "as-seg-segwidth-18"),
                iOS26: .chosen(10, "iOS 26.2's (as-seg-segwidth-262) and iOS 18's; no image of an iOS 26.0 segmented control"),
                iOS17: .measured(10, "as-seg-segwidth-17a", "as-seg-segwidth-17"),
                latest: .measured(10, "as-seg-segwidth-262"))
        case .wheelPickerHeight:
            .all(.published(216, "UIPickerView's default height in portrait (markmeretzky.com's UIKit notes)"))
        case .wheelPickerWidth:
            .all(.published(320, "UIPickerView's default width (markmeretzky.com's UIKit notes)"))
        case .menuChevronSpacing:
            // The ink gap between the value and the chevrons is 6 pt after an 'A' (16-pt text) on
            // iOS 18 and 26.0, 6.33 after an 'e' or an 'F' on iOS 17 and 18; the symbol's frame
            // (SymbolMetrics: its ink plus 0.105 em on each side, 1.7 to 1.8 pt) and the letter's
            // side bearing (0.1 pt for 'A', about 0.5 for 'e' and 'F') take 1.8 to 2.3 of it.
            Row(iOS18: .measured(4, "sv-menupicker-gap-18", "sn-settings-menugap-18", "sn-file-menugap-18"),
                iOS26: .measured(4, "sv-menupicker-gap-26"),
                iOS17: .measured(4, "sn-settings-menugap-17", "sn-file-menugap-17"))
        case .minimumTapHeight:
            .all(.published(44, tapTarget))
        case .stepperWidth:
            // SwiftUI's stepper is a UIStepper; the as- rows draw the UIKit control.
            Row(iOS18: .measured(94, "as-st-width-18", "as-stmin-width-18"),
                iOS26: .chosen(94, "iOS 18's and iOS 26.2's (as-st-width-18, as-st-width-262); no image of an iOS 26.0 stepper"),
                iOS17: .measured(94, "bwa-edit-stepperwidth-17", "as-st-width-17", "as-stmin-width-17"),
                latest: .measured(94, "as-st-width-262", "as-stmin-width-262"))
        case .stepperHeight:
            Row(iOS18: .measured(32, "as-st-height-18", "as-stmin-height-18"),
                iOS26: .chosen(32, "iOS 18's and iOS 26.2's (as-st-height-18, as-st-height-262); no image of an iOS 26.0 stepper"),
                iOS17: .measured(32, "bwa-edit-stepperheight-17", "as-st-height-17", "as-stmin-height-17"),
                latest: .measured(32, "as-st-height-262", "as-stmin-height-262"))
        case .sliderHeight:
            // SwiftUI's slider is a UISlider; the as- rows give the UIKit control's sizeThatFits height.
            Row(iOS18: .measured(34, "as-slider-height-18"),
                iOS26: .published(34, "UISlider measured 34 pt tall (markmeretzky.com), the height iOS 17, 18 and 26.2 draw (as-slider-height-*)"),
                iOS17: .measured(34, "as-slider-height-17a", "as-slider-height-17"),
                latest: .measured(34, "as-slider-height-262"))
        case .roundedBorderFieldPadding:
            // 34-pt fields around 23-pt title3 lines at Dynamic Type medium: 5.5 above and below.
            Row(iOS18: .measured(5.5, "sa-login-fieldheight-18", "sa-login2-fieldheight-18"),
                iOS26: .chosen(5.5, "iOS 18's; no image of an iOS 26 rounded-border text field"),
                iOS17: .measured(5.5, "sa-login-fieldheight-17", "sa-login2-fieldheight-17"))
        case .roundedBorderFieldMinimumHeight:
            // 34 at Dynamic Type medium, where a 19.33-pt line and the 5.5-pt padding would make
            // 30.33: the field does not shrink below 34 (nor at large, the 34).
            Row(iOS18: .measured(34, "mhi-roundedfield-height-additem", "mhi-roundedfield-height-login"),
                iOS26: .chosen(34, "iOS 18's; no image of an iOS 26 rounded-border text field"))
        case .plainFieldExtraHeight:
            // 22-pt fields around 20.29-pt body lines, 21-pt ones around 19.09-pt lines at medium.
            Row(iOS18: .measured(1.71, "rss-textfield-height-large", "rss-textfield-height-medium", "rss-textfield-height-small", "as-textentry-height-18"),
                iOS26: .measured(1.71, "challenge-textfield-height-empty", "challenge-textfield-height-gallery"),
                iOS17: .measured(1.71, "as-textentry-height-17a", "as-textentry-height-17"),
                latest: .measured(1.71, "as-textentry-height-262"))
        case .activityIndicatorSide:
            .all(.published(20, "UIActivityIndicatorView's medium style (markmeretzky.com's UIKit notes)"))
        case .linearProgressHeight:
            // The 4-pt track is the whole frame: the stack's spacing and the card's padding end
            // right at it.
            Row(iOS18: .measured(4, "mhi-progress-height-13", "mhi-progress-height-13promax"),
                iOS26: .chosen(4, "iOS 18's; no image of an iOS 26 linear progress view"))
        case .gaugeRowSpacing:
            .all(.chosen(4, "no published figure or rendering"))
        case .colorWellSide:
            .all(.chosen(28, "close to the well's drawn size, not measured"))
        case .compactDatePadding:
            // 83.33 and 84-pt buttons around '8:00 PM' and '4:00 AM' in 17-pt text, whose inks
            // stand 12.67 to 13.33 pt from the edges: 12 plus the glyphs' side bearings.
            Row(iOS18: .measured(12, "mhi-compactdate-width-18"),
                iOS26: .chosen(12, "iOS 18's; no image of an iOS 26 compact date picker"))
        case .compactDateHeight:
            Row(iOS18: .measured(35, "mhi-compactdate-height-18"),
                iOS26: .chosen(35, "iOS 18's; no image of an iOS 26 compact date picker"))
        case .graphicalCalendarHeight:
            .all(.chosen(330, "no published figure or rendering; a month of six week rows under the month and weekday headers"))
        case .groupBoxPadding:
            .all(.chosen(16, "the default padding"))
        case .groupBoxSpacing:
            .all(.chosen(8, "the default spacing"))
        case .unavailableSymbolSize:
            // The symbols' inks are 48-pt ones of the symbol calibration, to the pixel.
            Row(iOS18: .measured(48, "rss-cuv-symbol-feedlisterror-18", "rss-cuv-symbol-exploreerror-18",
                                 "rss-cuv-symbol-feedlistempty-18", "rss-cuv-symbol-exploreempty-18"),
                iOS26: .chosen(48, "iOS 18's; no image of an iOS 26 ContentUnavailableView"))
        case .unavailableSymbolSpacing:
            .all(.chosen(8, "the default spacing; iOS 18.4 draws the title's ink 22.67 below the symbol's (rss-cuv-symbol-*-18), but where a symbol's ink sits in its frame is not known"))
        case .controlGroupHeight:
            .all(.published(44, tapTarget))
        default:
            preconditionFailure("\(metric.name) is not a control metric")
        }
    }
}
