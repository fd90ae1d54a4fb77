import Foundation
import TrellisGeometry

/// Trellis's text model, the default ``TextMeasurer``: text set as iOS sets it in the system
/// font, with glyph advances from Inter scaled to SF Pro's widths (and from Noto stand-in faces
/// for Arabic, Hebrew, Thai, Devanagari, Hangul, ideographs and kana, the CJK face chosen by the
/// text's ``TextSpec/language``), SF Pro's tracking and vertical metrics, and line heights on
/// the pixel grid of the text's display scale. The model,
/// its calibration against real SwiftUI renderings and its error are documented in
/// `Documentation/Trellis.docc/ContentViewMetrics.md`.
///
/// - A line holds characters whose advances (with kerning and tracking) fit the proposed width.
///   Lines break where the Unicode Line Breaking Algorithm (UAX #14) allows, tailored as iOS
///   breaks Korean and approximating Thai, Lao and Khmer syllables: after spaces, after hyphens
///   and dashes, around ideographs, never before closing punctuation or small kana; inside a
///   word only when the word alone is wider than the proposal. `\n` starts a new paragraph. Spaces
///   at the end of a line take no width. An unspecified width is unbounded, so the ideal size
///   is the text on one line per paragraph.
/// - The number of lines is capped by `lineLimit` and by a concrete proposed height (at least
///   one line). The zero proposal (0 × 0) holds no line: the text is the width of its
///   ellipsis and no height. Text beyond the cap is truncated: the last line shown, followed by the rest,
///   loses characters at its head, middle or tail until it fits with an ellipsis.
/// - The width is the widest line, and the height the first line's height plus the pitch of
///   every further line (the font's line spacing plus `lineSpacing`), each rounded up to the
///   pixel grid. A line holding Thai or Devanagari is taller: it takes the stand-in
///   face's ascent and descent where they exceed the font's. Reserved lines count when they are
///   more than the lines shown.
/// - Lines are aligned in that width by the text's `multilineTextAlignment`.
/// - `tracking` (with `kerning`) is added to every character's advance; a `baselineOffset`
///   makes every line that much taller and moves the baselines by it. With
///   `allowsTightening`, text that would be truncated is first set with its characters 5 % of
///   the font's size closer, when that makes it fit.
/// - With a `minimumScaleFactor` below 1, text that would be truncated is first set in a smaller
///   font, the largest whole percentage of its size down to that factor that fits.
public struct BuiltInTextMeasurer: TextMeasurer {
    /// The built-in model.
    public init() {}

    /// The size, baselines and lines of `text` for `proposal`.
    public func measure(_ text: TextSpec, proposal: ProposedViewSize) -> TextMeasurement {
        measure(text, proposal: proposal, withLines: true)
    }

    /// The size and baselines of `text` for `proposal`, and its lines when `withLines`: sizing
    /// needs no line's characters, so the solver leaves them out until a text is explained or
    /// warned about.
    package func measure(_ text: TextSpec, proposal: ProposedViewSize, withLines: Bool) -> TextMeasurement {
        measure(PreparedText(text), proposal: proposal, withLines: withLines)
    }

    /// ``measure(_:proposal:withLines:)``.
    package func measure(_ prepared: PreparedText, proposal: ProposedViewSize, withLines: Bool) -> TextMeasurement {
        measureWithReach(prepared, proposal: proposal, withLines: withLines).measurement
    }

    /// ``measure(_:proposal:withLines:)`` of a text prepared once for several proposals, and the
    /// other proposals its measurement answers (``TextMeasurementReach``), for a caller that
    /// keeps measurements.
    package func measureWithReach(_ prepared: PreparedText, proposal: ProposedViewSize, withLines: Bool)
        -> (measurement: TextMeasurement, reach: TextMeasurementReach) {
        let text = prepared.text
        var setting = prepared.setting
        let shaped = setting.shaped
        let maxWidth = proposal.width ?? .infinity
        // Whether the text is set as it is: it fits, or nothing would shrink or tighten it.
        let setAsIs = !(text.minimumScaleFactor < 1 || text.allowsTightening) || setting.fits(maxWidth: maxWidth, proposal: proposal)
        if !setAsIs {
            if text.minimumScaleFactor < 1 { setting = shrunk(text, shaped: shaped, maxWidth: maxWidth, proposal: proposal) }
            if text.allowsTightening, !setting.fits(maxWidth: maxWidth, proposal: proposal) {
                var tight = setting
                tight.tracking -= setting.size * 0.05
                if tight.fits(maxWidth: maxWidth, proposal: proposal) { setting = tight }
            }
        }
        var measurement = setting.measurement(maxWidth: maxWidth, proposal: proposal, withLines: withLines)
        if proposal.width == 0, proposal.height == 0, shaped.count > 0 {
            // No line fits the zero proposal: the text keeps its ellipsis's width but no height.
            measurement.size.height = 0
            measurement.lines = []
            return (measurement, .ownProposalOnly)
        }
        guard setAsIs, !measurement.isTruncated else { return (measurement, .ownProposalOnly) }
        return (measurement, reach(of: measurement, setting: setting, maxWidth: maxWidth))
    }

    /// The reach of `measurement`, the text as `setting` sets it at its own size, not truncated,
    /// in `maxWidth`.
    private func reach(of measurement: TextMeasurement, setting: TextSetting, maxWidth: CGFloat) -> TextMeasurementReach {
        let shaped = setting.shaped
        // One paragraph that fits on one line is that line at any width it fits
        // (``TextSetting/lines(maxWidth:)``'s first rule) and any height (one line always fits).
        if !shaped.hasParagraphBreak, case let line = setting.width(0..<shaped.count), line <= maxWidth + Self.widthTolerance {
            // Half the tolerance below the line, so that rounding cannot take a width that
            // reaches it past the line's edge.
            return TextMeasurementReach(oneLineFrom: line - Self.widthTolerance / 2, heightsFrom: nil)
        }
        // Every height that holds the lines, by ``TextSetting/lineCap(proposal:wrapped:)``: the
        // first line and the pitch of each further one, from the baselines. Lines of tall
        // scripts differ in height, and a pitch that is not positive holds no count of lines.
        guard !shaped.hasTallCharacters, setting.pitch > 0 else { return .ownProposalOnly }
        return TextMeasurementReach(oneLineFrom: nil, heightsFrom: setting.lineHeight + measurement.lastBaseline - measurement.firstBaseline)
    }

    /// How much wider than a proposed width a line may be and still fit it, as
    /// ``TextSetting/lines(maxWidth:)`` allows.
    private static var widthTolerance: CGFloat { 0.0001 }

    /// The text set in the largest whole percentage of its size, down to its
    /// `minimumScaleFactor`, at which it fits without truncation; at the factor itself when
    /// none does.
    private func shrunk(_ text: TextSpec, shaped: ShapedText, maxWidth: CGFloat, proposal: ProposedViewSize) -> TextSetting {
        let size = text.font.size
        let smallest = max(1, Int((max(0, text.minimumScaleFactor) * 100).rounded(.up)))
        // Fitting only gets easier as the font shrinks: search the percentages by halves.
        var (low, high) = (smallest, 99)
        var best: Int?
        while low <= high {
            let middle = (low + high) / 2
            if TextSetting(text, shaped: shaped, size: size * CGFloat(middle) / 100).fits(maxWidth: maxWidth, proposal: proposal) {
                best = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        let factor = best.map { CGFloat($0) / 100 } ?? max(0, text.minimumScaleFactor)
        return TextSetting(text, shaped: shaped, size: size * factor)
    }
}
