import Foundation
import TrellisGeometry

/// The words TrellisTesting's expectations use about where views lie, so a failing test
/// describes a layout in the same words as the rest of Trellis.
package enum ExpectationSentences {
    /// Two views that overlap and the rectangle they share: "text \"Ada\" 0, 0, 100×20 and
    /// 'follow' 90, 0, 60×20 share 90, 0, 10×20".
    package static func overlap(_ first: String, _ firstFrame: CGRect, _ second: String, _ secondFrame: CGRect, share shared: CGRect) -> String {
        "\(first) \(PointFormat.string(firstFrame)) and \(second) \(PointFormat.string(secondFrame)) share \(PointFormat.string(shared))"
    }

    /// How far a view reaches past the edges of its bounds, after its frame: ", past the left
    /// edge by 5, past the top edge by 2" (nothing when `overhangs` is empty); each overhang is
    /// an edge's name and the length beyond it.
    package static func overhangs(_ overhangs: [(edge: String, length: CGFloat)]) -> String {
        overhangs.isEmpty ? "" : ", past the " + overhangs.map { "\($0.edge) edge by \(PointFormat.string($0.length))" }.joined(separator: ", ")
    }

    /// The head of a list of a layout's warnings: "the layout has 2 warnings:".
    package static func warningCount(_ count: Int) -> String {
        "the layout has \(count) warning\(count == 1 ? "" : "s"):"
    }

    /// The head of a sweep's failures: "the layout broke in 2 of 12 cases:".
    package static func brokenCases(_ broken: Int, of total: Int) -> String {
        "the layout broke in \(broken) of \(total) case\(total == 1 ? "" : "s"):"
    }

    /// The head of a device sweep's overflows: "the layout overflows on 1 of 3 devices:".
    package static func overflowingDevices(_ count: Int, of total: Int) -> String {
        "the layout overflows on \(count) of \(total) device\(total == 1 ? "" : "s"):"
    }

    /// The head of a preview sweep's failures: "1 of 4 preview layouts have warnings:".
    package static func previewLayoutsWithWarnings(_ count: Int, of total: Int) -> String {
        "\(count) of \(total) preview layout\(total == 1 ? "" : "s") \(count == 1 ? "has" : "have") warnings:"
    }

    /// A gap between two views that a test expects: "a gap of 8", or "a gap of 0 or more" when
    /// any gap that is not negative will do.
    package static func expectedGap(_ spacing: CGFloat?) -> String {
        spacing.map { "a gap of \(PointFormat.string($0))" } ?? "a gap of 0 or more"
    }

    /// The gap found between two views, with their frames: "a gap of 4 (frames 0, 0, 10×10
    /// and 14, 0, 10×10)".
    package static func gap(_ gap: CGFloat, between first: CGRect, and second: CGRect) -> String {
        "a gap of \(PointFormat.string(gap)) (frames \(PointFormat.string(first)) and \(PointFormat.string(second)))"
    }
}
