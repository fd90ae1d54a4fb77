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
}
