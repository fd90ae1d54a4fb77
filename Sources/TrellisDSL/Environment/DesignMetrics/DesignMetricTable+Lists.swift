import Foundation

extension DesignMetricTable {
    /// The rows of `List` and `Form` (the ContainerMetrics article, "Lists and forms").
    static func listRow(_ metric: DesignMetric) -> Row {
        switch metric {
        case .listCardMargin:
            // The same on 375-, 390- and 414-pt iPhones (sn-settings-margin-17/18,
            // cx-campaign-margin-414-55), so the margin does not follow the bars' wide margin
            // (`barMarginWide`). A 450-pt window takes `listCardMarginWide`.
            Row(iOS18: .measured(20, "sv-listrow-margin-18", "ha-loc-margin-18", "ha-priv-margin-18", "sn-settings-margin-18", "cx-campaign-margin-414-55"),
                iOS26: .measured(16, "sv-listrow-margin-26", "ha-loc-margin-26", "ha-priv-margin-26"),
                iOS17: .measured(20, "sv-listrow-margin-17a", "sv-listrow-ax3-margin-17a", "bwa-debug-margin-17", "sn-settings-margin-17"),
                latest: .measured(16, "ha-priv-margin-264", "ha-gest-margin-264", "ha-ss-margin-264"))
        case .listCardMarginRegular:
            // The iPad rows at the default size and at accessibility size 3.
            Row(iOS18: .measured(20, "sv-ipad-ax3-margin-18", "cx-ipad-margin-3rd", "cx-ipad-margin-4th"),
                iOS26: .measured(20, "sv-ipad-margin-26", "sv-ipad-ax3-margin-26"),
                iOS17: .measured(20, "sv-ipad-margin-17a", "sv-ipad-ax3-margin-17a"))
        case .listRowInset:
            // The separator starts where the row's content does.
            Row(iOS18: .measured(20, "sv-listrow-leadinginset-18", "ha-loc-sepleading-18", "ha-gest-sep-18"),
                iOS26: .measured(16, "sv-listrow-leadinginset-26", "ha-loc-sepleading-26", "ha-gest-sep-26"),
                iOS17: .measured(20, "sv-listrow-leadinginset-17a", "sn-settings-sep-17"),
                latest: .measured(16, "ha-gest-sep-264", "ha-ss-sep-264"))
        case .listRowInsetRegular:
            // Ink less the first letter's side bearing: about 20 in each image.
            Row(iOS18: .measured(20, "sv-ipad-ax3-leadinginset-18"),
                iOS26: .measured(20, "sv-ipad-leadinginset-26", "sv-ipad-ax3-leadinginset-26"),
                iOS17: .measured(20, "sv-ipad-leadinginset-17a", "sv-ipad-ax3-leadinginset-17a"))
        case .listRowVerticalInset:
            // Two-line rows less two 19.33-pt body lines and the 2 pt between them (the images
            // are at Dynamic Type medium; the lines are a VStack's at its default spacing).
            // iOS 17: a 70-pt iPad row of one 48-pt line at accessibility size 3.
            // Later iOS 26: 78-pt rows around a 48-pt image, 70-pt rows around a 40-pt circle.
            // A body line over a subheadline line: 60.67 and 68.67 (ha-sensor-rowheight-18/26).
            Row(iOS18: .measured(11, "ha-loc-rowheight-18", "ha-sensor-rowheight-18"), iOS26: .measured(15, "ha-loc-rowheight-26", "ha-sensor-rowheight-26"),
                iOS17: .measured(11, "sv-ipad-ax3-height-17a"), latest: .measured(15, "cm-appicon-rowheight-26x", "ha-servers-rowheight-264"))
        case .listMinimumRowHeight:
            // Every rendering at the default text size, large, whatever its width: an iPad
            // (regular width), a 360-pt column of an iPad window, a 450-pt window. iOS 26 draws
            // 52 there and 51 at medium (`listMinimumRowHeightSmallText`); iOS 17 and 18 draw 44
            // at both sizes.
            Row(iOS18: .measured(44, "cx-ipad-height-3rd", "cx-ipad-height-4th", "rc-debug-rowpitch-18"),
                iOS26: .measured(52, "sv-ipad-height-26", "rc-debug-rowpitch-260"),
                iOS17: .measured(44, "sv-ipad-height-17a", "rc-debug-rowpitch-17"),
                latest: .measured(52, "rc-debug-rowpitch-262"))
        case .listMinimumRowHeightSmallText:
            // Every rendering at Dynamic Type medium (the snapshot helpers' iPhone traits set it):
            // 390-, 375- and 393-pt iPhones. Sizes below medium were not drawn and take it too.
            Row(iOS18: .measured(44, "sv-listrow-height-18", "ha-gest-shake-18", "ha-about-4rows1-18", "ha-lp-4rows1-18"),
                iOS26: .measured(51, "sv-listrow-height-26", "ha-gest-shake-26", "ha-about-4rows1-26", "ha-lp-4rows1-26"),
                iOS17: .measured(44, "sv-listrow-height-17a", "bwa-debug-togglerow-17"),
                latest: .measured(51, "ha-gest-shake-264", "ha-ss-togglerow1-264"))
        case .listCardMarginWide:
            // RevenueCat's 450-pt window (no safe area): row content and separators start at 32 on
            // iOS 17 and 18 and the separators end at 434. On iPhones those designs run a separator
            // to the card's trailing edge (`insetGrouped.separator.trailingInset` 0), so the card
            // ends 16 from the window's edge: a 16-pt margin. iOS 26 starts content at 40 and ends
            // separators 40 from the edge, which gives only margin plus inset; the split is the
            // iPad's, and a later iOS 26 release draws it on a 430-pt iPhone: 20-pt card margins,
            // section headers at 40 (sotka-editor-*).
            Row(iOS18: .measured(16, "rc-debug-separatorx-18"),
                iOS26: .chosen(20, "the iPad's and a later iOS 26 release's (sotka-editor-margin-430-26x); rc-debug-separatorx-260 gives margin + row inset = 40, not the split"),
                iOS17: .measured(16, "rc-debug-separatorx-17"),
                latest: .measured(20, "sotka-editor-margin-430-26x", "sotka-editor-ru-margin-430-26x", "sotka-dec-editor-margin-430-26x"))
        case .listRowInsetWide:
            // The content's start (32 and 40) less the card margin above.
            // A later iOS 26 release on a 430-pt iPhone: section headers at 40, less the 20-pt
            // card margin.
            Row(iOS18: .measured(16, "rc-debug-separatorx-18"),
                iOS26: .chosen(20, "the iPad's and a later iOS 26 release's (sotka-editor-hdrleading-430-26x); rc-debug-separatorx-260 gives margin + row inset = 40, not the split"),
                iOS17: .measured(16, "rc-debug-separatorx-17"),
                latest: .measured(20, "sotka-editor-hdrleading-430-26x", "sotka-editor-ru-hdrleading-430-26x", "sotka-dec-editor-hdrleading-430-26x"))
        case .listWideWindowMinimumWidth:
            // Only bracketed. iOS 17 and 18 keep their phone lists at the widest phone layout a
            // rendering shows and change them at 450 (rc-debug-*); 450, the widest value the
            // renderings allow, leaves every iPhone in portrait (440 pt at most) on the phone rule.
            // iOS 26 already gives a 430-pt iPhone the wide lists (sotka-editor-*), so its step
            // lies above 390 and at or below 430: it is taken where the bars take their wide
            // margin (`wideMarginMinimumWidth`), the lists' margin then being the bars'.
            Row(iOS18: .chosen(450, "the step lies above 414 (cx-campaign-margin-414-55: a 20-pt card margin) and at or below 450 (rc-debug-separatorx-18)"),
                iOS26: .chosen(414, "the step lies above 390 (sv-listrow-margin-26) and, by a later iOS 26 release's rendering, at or below 430 (sotka-editor-margin-430-26x); taken at the bars' step (wideMarginMinimumWidth)"),
                iOS17: .chosen(450, "the step lies above 390 (sv-listrow-margin-17a) and at or below 450 (rc-debug-separatorx-17)"),
                latest: .chosen(414, "the step lies above 390 (ha-priv-margin-264) and at or below 430 (sotka-editor-margin-430-26x); taken at the bars' step (wideMarginMinimumWidth)"))
        case .listSectionSpacing:
            Row(iOS18: .measured(35, "ha-gest-gapnohdr-18", "ha-about-gap1-18"),
                iOS26: .measured(35, "ha-gest-gapnohdr-26", "ha-about-gap1-26"),
                latest: .measured(35, "ha-gest-gapnohdr-264", "cm-settings-gapnohdr-26x"))
        case .listCompactSectionSpacing:
            .all(.chosen(20, "no rendering of listSectionSpacing(.compact)"))
        case .listTopMargin:
            Row(iOS18: .measured(35, "sv-listrow-firstrowtop-18", "sv-ipad-ax3-firstrowtop-18"), iOS26: .measured(35, "sv-listrow-firstrowtop-26", "sv-ipad-firstrowtop-26"),
                iOS17: .measured(35, "sv-listrow-firstrowtop-17a", "sv-ipad-firstrowtop-17a"),
                latest: .measured(35, "cm-settings-firstrowtop-26x", "cm-ride-firstrowtop-26x"))
        case .listTopMarginAboveHeader:
            // The first row of a headed first section, less the header and its gap.
            // Later iOS 26: a callout-semibold header above a 70-pt first row, 38 below the safe area.
            // iOS 17 and 18: 37.33 below the top at Dynamic Type medium, 38.67 at large (a 13-pt header).
            Row(iOS18: .measured(17, "sv-inline-firstrowtop-18", "sn-settings-firstrowtop-18", "sn-file-firstrowtop-18", "sn-about-firstrowtop-18"),
                iOS26: .measured(17.33, "sv-inline-firstrowtop-26"),
                iOS17: .measured(17, "sn-settings-firstrowtop-17", "sn-file-firstrowtop-17", "sn-about-firstrowtop-17"),
                latest: .measured(17.33, "cm-app-firstrowtop-withheader-26x"))
        case .sectionHeaderTopAdjustment:
            // Headed sections' spacing, less the header's line and its gap to the card.
            Row(iOS18: .measured(-0.33, "ha-gest-gaphdr1-18", "ha-lp-gaphdr-18", "sn-settings-gaphdr-18"),
                iOS26: .measured(-7, "ha-gest-gaphdr1-26", "ha-lp-gaphdr-26"),
                iOS17: .measured(-0.33, "sn-settings-gaphdr-17", "as-lsh-gaphdr-17"),
                // Later iOS 26: default headers (57) and callout-semibold ones (55.67).
                latest: .measured(-7, "ha-gest-gaphdr1-264", "cm-app-gaphdr-26x", "cm-ride-gaphdr-26x"))
        case .sectionHeaderBottomInset:
            // The header's baseline above the card, less the font's descender. iOS 17 and 18: read on
            // flat-bottomed capitals ('FILE'), the baseline is 9 above the card at Dynamic Type medium
            // and 9.33 at large; the ink of letters that overshoot it ('S', 'O') ends a pixel lower.
            Row(iOS18: .measured(6, "sv-inline-headerbaseline-18", "ha-gest-hdrbase-18", "ha-lp-hdrbase-18",
                                 "sn-settings-hdrbase-18", "sn-file-hdrbase-18", "sn-about-hdrbase-18"),
                iOS26: .measured(9.5, "sv-inline-headerbaseline-26", "ha-gest-hdrbase-26", "ha-lp-hdrbase-26"),
                iOS17: .measured(6, "sn-settings-hdrbase-17", "sn-file-hdrbase-17", "sn-about-hdrbase-17"),
                latest: .measured(9.5, "ha-gest-hdrbase-264", "ha-servers-hdrbase-264"))
        case .sectionFooterTopInset:
            // iOS 17.5 at the default text size: a 13-pt footer 6 below the card; iOS 18.2's figure
            // was read at Dynamic Type medium (12 pt).
            Row(iOS18: .measured(5.33, "ha-priv-footertop-18"), iOS26: .measured(7.33, "ha-priv-footertop-26"),
                iOS17: .measured(6, "as-lhf-footertop-17"),
                latest: .measured(7.33, "ha-priv-footertop-264", "ha-ss-footertop-264"))
        case .sectionFooterBottomAdjustment:
            // Fitted across two-line footers with Trellis's footnote line pitch (17 at medium, where
            // iOS 26.4 draws 14: ha-ss-sectiongap-264), so it absorbs about 3 pt of the text model's;
            // see the container calibration README, "Not replayed".
            // iOS 17.5: 72.33 from card to card across a one-line footer and a header, less the
            // footer's 6 + 15.67, the spacing's 35 - 0.33 and the header's 15.67 + 6.
            Row(iOS18: .measured(-7.33, "ha-priv-sectiongap-18"), iOS26: .measured(-13.33, "ha-priv-sectiongap-26"),
                iOS17: .measured(-5.67, "as-lhf-sectiongap-17"),
                latest: .measured(-13.33, "ha-priv-sectiongap-264"))
        case .stackedLabeledContentSpacing:
            // The stacked row less its insets and two 48-pt lines; iPhone and iPad measure the same.
            Row(iOS18: .measured(0.67, "sv-listrow-ax3-height-18", "sv-ipad-ax3-height-18"),
                iOS26: .measured(4, "sv-listrow-ax3-height-26", "sv-ipad-ax3-height-26"),
                iOS17: .measured(0.67, "sv-listrow-ax3-height-17a"))
        case .disclosureIndicatorWidth:
            .all(.chosen(8, "close to UIKit's chevron accessory; its ink, 6.67 wide, is narrower (ha-loc-chevwidth-18/26)"))
        case .disclosureIndicatorHeight:
            .all(.chosen(13, "close to UIKit's chevron accessory"))
        case .listLabelIconWidth:
            // Twice the distance from the label's leading edge to its icon's centre (11.33 to
            // 11.67 pt for three symbols of different widths).
            Row(iOS18: .chosen(23, "iOS 26.4's; no iOS 18 image of a label in a list row"),
                iOS26: .chosen(23, "iOS 26.4's; no iOS 26.0 image of a label in a list row"),
                latest: .measured(23, "ha-ss-labeliconcenter-264", "ha-servers-labeliconcenter-264"))
        case .listLabelTitleInset:
            // The title starts here whatever the icon's width: titles of rows with different
            // symbols line up.
            Row(iOS18: .chosen(39, "iOS 26.4's; no iOS 18 image of a label in a list row"),
                iOS26: .chosen(39, "iOS 26.4's; no iOS 26.0 image of a label in a list row"),
                latest: .measured(39, "ha-ss-labeltitleinset-264", "ha-servers-labeltitleinset-264"))
        default:
            preconditionFailure("\(metric.name) is not a list metric")
        }
    }
}
