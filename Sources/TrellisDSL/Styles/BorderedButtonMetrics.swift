import Foundation
import TrellisGraph

/// The insets a bordered button (`.bordered`, `.borderedProminent`) puts around its label at
/// each control size: design metrics, recorded with their sources in the metrics map (the
/// ContainerMetrics article) and explained in the ContentViewMetrics article.
enum BorderedButtonMetrics {
    /// The space between the label and the border, above and below and on either side, at
    /// `size` in `design`.
    static func insets(for size: ControlSize, in design: OSVersion) -> EdgeInsets {
        let (vertical, horizontal): (DesignMetric, DesignMetric)
        switch size {
        case .mini: (vertical, horizontal) = (.borderedButtonMiniVerticalInset, .borderedButtonMiniHorizontalInset)
        case .small: (vertical, horizontal) = (.borderedButtonSmallVerticalInset, .borderedButtonSmallHorizontalInset)
        case .regular: (vertical, horizontal) = (.borderedButtonRegularVerticalInset, .borderedButtonRegularHorizontalInset)
        case .large: (vertical, horizontal) = (.borderedButtonLargeVerticalInset, .borderedButtonLargeHorizontalInset)
        case .extraLarge: (vertical, horizontal) = (.borderedButtonExtraLargeVerticalInset, .borderedButtonExtraLargeHorizontalInset)
        }
        let (across, along) = (design.metric(vertical), design.metric(horizontal))
        return EdgeInsets(top: across, leading: along, bottom: across, trailing: along)
    }

    /// The font iOS draws the label in at `size` when the label sets none: `subheadline` at the
    /// small sizes, the body font (no change) otherwise.
    static func labelFont(for size: ControlSize) -> Font? {
        switch size {
        case .mini, .small: .subheadline
        case .regular, .large, .extraLarge: nil
        }
    }
}
