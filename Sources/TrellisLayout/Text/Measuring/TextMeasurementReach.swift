import Foundation
import TrellisGeometry

/// The proposals besides its own that one of the built-in model's measurements answers, so
/// that a caller keeping measurements can answer them without measuring again. A stack asks
/// each text about its least and ideal widths and its share, and again at the row's height once
/// the row is sized: most of those questions have the answer of an earlier one.
///
/// Two facts of ``BuiltInTextMeasurer`` make a measurement reach further, when the text was
/// set as it is (not shrunk, not tightened) and not truncated:
/// - a text of one paragraph that fits on one line at a width is measured the same at every
///   width from its line's width on, whatever the height (one line always fits);
/// - a text's lines depend on the width alone, and a proposed height only caps their number: at
///   the same width, every height that holds all of them gives the same measurement.
///
/// A proposed `nil` counts as unbounded, as the model reads it. The zero proposal (0 × 0), at
/// which a text holds no line, is answered only by its own measurement.
package struct TextMeasurementReach: Sendable, Equatable {
    /// The narrowest width from which on every proposal gets the measurement: the text's one
    /// line, less the model's tolerance; `nil` when the text is not on one line.
    package var oneLineFrom: CGFloat?
    /// The lowest height from which on a proposal of the measured width gets the measurement;
    /// `nil` when only the measured height does.
    package var heightsFrom: CGFloat?

    /// A measurement that answers its own proposal and no other.
    package static let ownProposalOnly = TextMeasurementReach(oneLineFrom: nil, heightsFrom: nil)

    /// Whether the measurement made for `measured` answers `proposal` too.
    @inline(__always)
    package func answers(_ proposal: ProposedViewSize, measuredFor measured: ProposedViewSize) -> Bool {
        let width = proposal.width ?? .infinity, height = proposal.height ?? .infinity
        if width == 0, height == 0 { return false }
        if let oneLineFrom, width >= oneLineFrom { return true }
        guard let heightsFrom else { return false }
        return height >= heightsFrom && width == measured.width ?? .infinity
    }
}
