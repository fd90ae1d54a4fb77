import Foundation

extension DesignMetricTable {
    /// The rows of navigation bars, toolbars and tab bars (the ContainerMetrics article,
    /// "Navigation stacks, toolbars and tab views").
    static func barRow(_ metric: DesignMetric) -> Row {
        let hackworth = "UIKit's bar heights (Geoff Hackworth, \"iPad Navigation Bar and Toolbar Height Changes in iOS 12\", 2018)"
        return switch metric {
        case .navigationBarHeight:
            // iOS 26: the first row is 10 lower under an inline title drawn at the same place.
            // iOS 17: bar items sit 21.83 above the bar's bottom edge, centred in 44 pt.
            // A later iOS 26 release starts a padded scroll view's content 54 below the safe area.
            Row(iOS18: .published(44, hackworth), iOS26: .measured(54, "ha-loc-titletorow-26", "ha-lp-titletorow-26"),
                iOS17: .measured(44, "bwa-manual-itemcenter-17", "bwa-language-itemcenter-17"),
                latest: .measured(54, "sotka-home-contenttop-26x", "sotka-home-ru-contenttop-26x", "sotka-dec-home-contenttop-26x"))
        case .navigationBarHeightRegular:
            Row(iOS18: .published(50, hackworth), iOS26: .chosen(50, "iOS 18's; no iPad image of iOS 26"))
        case .largeTitleHeight:
            // iOS 17.5 and 18.5 draw the title's baseline 79.80 below the bar's top, 16.2 above
            // the bottom of the published 44 + 52; iOS 26.0 and 26.2 draw it 99.80 below, 20
            // lower in the same test. The title keeps its place above the area's bottom (as
            // UIKit sets a large title), so the area ends 116 below the bar's top: 54 + 62.
            Row(iOS18: .published(52, hackworth),
                iOS26: .measured(62, "rc-debug-titlebaseline-260"),
                latest: .measured(62, "rc-debug-titlebaseline-262"))
        case .searchBandHeight:
            // iOS 17, 18 and 26.x leave 16 points around the field: 1 above, 15 below. iOS 26.x's
            // band ends 114 below the safe area, 60 below its 54-pt bar.
            Row(iOS18: .published(52, "a UISearchController's search bar in a navigation item, widely reported"),
                iOS26: .chosen(60, "a later iOS 26 release's (sotka-exercises-bandbottom-26x): its 44-pt field with the 16 points iOS 17, 18 and 26.x leave around it; no image of iOS 26.0's search field"),
                latest: .measured(60, "sotka-exercises-bandbottom-26x", "sotka-exercises-ru-bandbottom-26x", "sotka-dec-exercises-bandbottom-26x"))
        case .searchFieldHeight:
            // iOS 26.x draws the field in the bar's drawer as a 44-pt glass capsule, as tall as
            // its bar buttons, 11 below their 44-pt row (sotka-exercises-*).
            Row(iOS18: .measured(36, "cx-monsters-searchfield-65", "cx-monsters-searchfield-55"),
                iOS26: .chosen(44, "a later iOS 26 release's (sotka-exercises-searchfield-26x); no image of iOS 26.0's search field"),
                latest: .measured(44, "sotka-exercises-searchfield-26x", "sotka-exercises-ru-searchfield-26x", "sotka-dec-exercises-searchfield-26x"))
        case .searchFieldBottomInset:
            // The field hangs from its band's top: 15 below it, 1 above on iOS 18 and 26.x.
            Row(iOS18: .measured(15, "cx-monsters-searchbottom-65", "cx-monsters-searchbottom-55"),
                iOS26: .chosen(15, "iOS 17's, iOS 18's and a later iOS 26 release's (sotka-exercises-searchbottom-26x); no image of iOS 26.0's search field"),
                iOS17: .measured(15, "bwa-items-empty-searchbottom-17", "bwa-items-syncempty-searchbottom-17"),
                latest: .measured(15, "sotka-exercises-searchbottom-26x", "sotka-exercises-ru-searchbottom-26x", "sotka-dec-exercises-searchbottom-26x"))
        case .toolbarHeight:
            Row(iOS18: .published(44, hackworth), iOS26: .chosen(44, "iOS 18's; no image of iOS 26's bottom toolbar"))
        case .toolbarHeightRegular:
            Row(iOS18: .published(50, hackworth), iOS26: .chosen(50, "iOS 18's; no image of iOS 26's bottom toolbar"))
        case .tabBarHeight:
            // iOS 26.x floats the bar as a 62-pt capsule hanging into the bottom safe area; its
            // top stays 49 above the safe area, the band the content is kept out of.
            // iOS 18.6 puts the bar's top 49 above the bottom safe area on 414-pt layouts.
            Row(iOS18: .measured(49, "cx-encounter-tabtop-65", "cx-monsters-tabtop-65", "cx-monsters-tabtop-55"),
                iOS26: .chosen(49, "iOS 18's, and a later iOS 26 release's floating bar keeps its top 49 above the safe area (sotka-home-tabtop-26x); no image of iOS 26.0's tab bar"),
                latest: .measured(49, "sotka-home-tabtop-26x", "sotka-progress-tabtop-26x", "sotka-exercises-tabtop-26x", "sotka-dec-home-tabtop-26x"))
        case .tabBarHeightRegular:
            .all(.chosen(50, "the iPad's bar height; no iPad image of a tab bar"))
        case .barMargin:
            Row(iOS18: .measured(16, "rss-toolbar-leading", "rss-toolbar-leading-375", "ha-loc-toolbartrail-18", "ha-gest-texttrail-18"),
                iOS26: .measured(16, "ha-loc-toolbartrail-26", "ha-gest-glasstrail-26"),
                // iOS 26.2: UIKit's back button, a 44-pt glass circle, 16 from the edge of a 402-pt
                // screen; iOS 26.4 drew Home Assistant's toolbar capsule 20.33 from the edge
                // (ha-gest-glasstrail-264).
                latest: .measured(16, "as-navback-leading-titles-262", "as-navback-leading-notitles-262"))
        case .barMarginRegular:
            .all(.published(20, "UIKit's root-view layout margins: 16 pt at compact width, 20 at regular (Keith Harrison, \"Changing Root View Layout Margins\", useyourloaf.com)"))
        case .barMarginWide:
            // 20 on 428- and 430-pt iPhones where 375- and 393-pt ones draw 16 (the same tests on
            // both widths: rss-toolbar-leading-375/-430, rss-navicon-trailing-375/-430).
            Row(iOS18: .measured(20, "rss-toolbar-leading-430", "rss-navicon-trailing-430", "rss-toolbar-trailing-430", "rc-debug-titleleading-18",
                                 "cx-edit-trailing-414-55", "cx-edit-trailing-414-65"),
                iOS26: .measured(20, "challenge-largetitle-leading-428", "challenge-home-toolbaricon-center-428", "rc-debug-titleleading-260"),
                iOS17: .measured(20, "rc-debug-titleleading-17"),
                latest: .measured(20, "rc-debug-titleleading-262", "sotka-exercises-backleading-430-26x", "sotka-home-infopoststrailing-430-26x",
                                  "sotka-dec-exercises-backleading-430-26x"))
        case .wideMarginMinimumWidth:
            // Apple documents only that the system layout margins range from 16 to 20 pt on iPhone
            // and depend on the container's size (ContentMarginGuide.container). The renderings put
            // the step between 393 (16) and 414 (20 on iOS 18.6); 414 is the widest value they allow.
            .all(.chosen(414, "the step lies between 393 pt (16, rss-toolbar-leading) and 414 (20 on iOS 18.6, cx-edit-trailing-414-55); 414 is the iPhone 6 Plus's width, the first iPhone reported to get 20-pt root margins (Vik Denic, \"Margins and Autolayout on iPhone 6 Plus\", 2015); Apple documents only that iPhone layout margins range from 16 to 20 pt by the container's size (SwiftUI's ContentMarginGuide.container)"))
        default:
            preconditionFailure("\(metric.name) is not a bar metric")
        }
    }
}
