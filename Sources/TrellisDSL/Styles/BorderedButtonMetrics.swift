import Foundation
import TrellisGraph

/// The insets a bordered button (`.bordered`, `.borderedProminent`) puts around its label at
/// each control size, recorded with their sources in the ContentViewMetrics article.
enum BorderedButtonMetrics {
    /// The space between the label and the border, above and below and on either side.
    static func insets(for size: ControlSize) -> EdgeInsets {
        let (vertical, horizontal): (CGFloat, CGFloat)
        switch size {
        case .mini: (vertical, horizontal) = (2, 8)
        case .small: (vertical, horizontal) = (5, 10)
        case .regular: (vertical, horizontal) = (7, 12)
        case .large: (vertical, horizontal) = (14, 20)
        case .extraLarge: (vertical, horizontal) = (18, 24)
        }
        return EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
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
