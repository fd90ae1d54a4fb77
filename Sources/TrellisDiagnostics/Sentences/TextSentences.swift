import Foundation
import TrellisGraph
import TrellisSolver

/// The words for a text cut short, one sentence whoever finds it: the layout's
/// `textTruncated` warning and TrellisTesting's `expectNotTruncated` both say it here, so the
/// same text is reported in the same words with the same numbers.
package enum TextSentences {
    /// "'headline' is truncated: its text needs 344.25×21 on one line and got 131.75×21 in 1
    /// line; give it more room (…)".
    ///
    /// `needed` is the size the text takes unconstrained (its ideal size: each paragraph on one
    /// line), never a size measured against the room it was given; `got` is its size in the
    /// layout, `lineCount` the lines it shows there, `truncated` whether the last of them ends
    /// in an ellipsis and `scale` how far `minimumScaleFactor` shrank it.
    package static func cut(_ view: LayoutWarning.ViewName, needed: CGSize, got: CGSize, lineCount: Int, truncated: Bool, scale: CGFloat) -> String {
        let lines = lineCount == 1 ? "1 line" : "\(lineCount) lines"
        let shortened = [truncated ? "truncated" : nil, scale < 1 ? "scaled to \(Int((scale * 100).rounded())) %" : nil].compactMap { $0 }
        let what = shortened.isEmpty ? "cut short" : shortened.joined(separator: " and ")
        return "\(view.label) is \(what): its text needs \(PointFormat.string(needed)) on one line and got \(PointFormat.string(got)) in \(lines); "
            + "give it more room (.layoutPriority(1) on it), more lines (.lineLimit(nil)) or .fixedSize(horizontal: false, vertical: true) to grow in height"
    }
}
