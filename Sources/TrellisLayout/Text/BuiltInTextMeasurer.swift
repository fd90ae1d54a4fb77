import Foundation
import TrellisGeometry

/// Trellis's deterministic text model, the default ``TextMeasurer``.
///
/// - Glyphs advance by the ``Font/advance(of:)`` classes; lines are ``Font/lineHeight`` tall.
/// - A proposed width wraps the text at spaces, and inside a word only when the word alone is
///   wider than the proposal. `\n` starts a new line. An unspecified width is unbounded, so the
///   ideal size is the text on one line per paragraph.
/// - The number of lines is capped by `lineLimit` and by a concrete proposed height (at least
///   one line). Text beyond the cap is truncated: the last line shown, followed by the rest,
///   loses characters at its head, middle or tail until it fits with an ellipsis.
/// - The width is the widest line; the height is the number of lines, or the number of reserved
///   lines when that is more, times the line height.
/// - Lines are aligned in that width by the text's `multilineTextAlignment`.
/// - `tracking` (with `kerning`) is added to every character's advance; `lineSpacing` is added
///   between lines; a `baselineOffset` makes every line that much taller and moves the baselines
///   by it. With `allowsTightening`, text that would be truncated is first set with its
///   characters 5 % of the font's size closer, when that makes it fit.
/// - With a `minimumScaleFactor` below 1, text that would be truncated is first set in a smaller
///   font, in steps of 1 % of its size down to that factor, the first that fits being used.
public struct BuiltInTextMeasurer: TextMeasurer {
    /// The built-in model.
    public init() {}

    /// The size, baselines and lines of `text` for `proposal`.
    public func measure(_ text: TextSpec, proposal: ProposedViewSize) -> TextMeasurement {
        let maxWidth = proposal.width ?? .infinity
        var font = text.minimumScaleFactor < 1 ? scaledFont(for: text, maxWidth: maxWidth, proposal: proposal) : text.font
        var glyphs = GlyphMetrics(text, font: font)
        var wrappedLines = wrapped(text.string, glyphs: glyphs, maxWidth: maxWidth)
        var cap = lineCap(of: text, glyphs: glyphs, proposal: proposal)
        if text.allowsTightening, wrappedLines.count > cap {
            var tight = glyphs
            tight.tracking -= font.size * 0.05
            let tightLines = wrapped(text.string, glyphs: tight, maxWidth: maxWidth)
            if tightLines.count <= cap { (glyphs, wrappedLines) = (tight, tightLines) }
        }
        font = glyphs.font
        cap = lineCap(of: text, glyphs: glyphs, proposal: proposal)
        var lines = wrappedLines.map(\.text)
        if lines.count > cap {
            let rest = text.string[wrappedLines[cap - 1].start...].replacingOccurrences(of: "\n", with: " ")
            lines = Array(lines[..<(cap - 1)]) + [truncated(rest, glyphs: glyphs, maxWidth: maxWidth, mode: text.truncationMode)]
        }
        let widths = lines.map { glyphs.width(of: $0) }
        let width = widths.max() ?? 0
        let laidOut = zip(lines, widths).enumerated().map { index, line in
            let slack = width - line.1
            let x: CGFloat = switch text.alignment {
            case .leading: 0
            case .center: slack / 2
            case .trailing: slack
            }
            return TextLine(text: line.0, origin: CGPoint(x: x, y: CGFloat(index) * glyphs.linePitch), width: line.1)
        }
        let ascent = glyphs.lineHeight - font.descent - min(0, text.baselineOffset)
        let last = CGFloat(lines.count - 1) * glyphs.linePitch + ascent
        let shown = max(lines.count, text.reservedLines)
        let height = CGFloat(shown) * glyphs.lineHeight + CGFloat(max(0, shown - 1)) * text.lineSpacing
        return TextMeasurement(size: CGSize(width: width, height: height),
                               firstBaseline: ascent, lastBaseline: last, lines: laidOut)
    }

    /// The most lines `text` may take in `font`: its `lineLimit`, and the lines of the proposed
    /// height, at least one.
    private func lineCap(of text: TextSpec, glyphs: GlyphMetrics, proposal: ProposedViewSize) -> Int {
        var cap = max(1, text.lineLimit ?? .max)
        if let height = proposal.height {
            let fitting = ((height + text.lineSpacing) / glyphs.linePitch).rounded(.down)
            if fitting < CGFloat(cap) { cap = max(1, Int(fitting)) }
        }
        return cap
    }

    /// The text's font scaled down in steps of 1 % until the text fits its line cap without
    /// truncation, but no further than `minimumScaleFactor`.
    private func scaledFont(for text: TextSpec, maxWidth: CGFloat, proposal: ProposedViewSize) -> Font {
        var font = text.font
        for percent in stride(from: 100, through: 1, by: -1) {
            let scale = CGFloat(percent) / 100
            guard scale >= text.minimumScaleFactor else { break }
            font.size = text.font.size * scale
            let glyphs = GlyphMetrics(text, font: font)
            if wrapped(text.string, glyphs: glyphs, maxWidth: maxWidth).count <= lineCap(of: text, glyphs: glyphs, proposal: proposal) { return font }
        }
        font.size = text.font.size * max(0, text.minimumScaleFactor)
        return font
    }

    /// The lines of `string` wrapped to `maxWidth`, each with the position in `string` where it
    /// starts: every paragraph (split at `\n`) filled word by word; a word wider than `maxWidth`
    /// on its own is broken between characters. Runs of spaces count as one.
    private func wrapped(_ string: String, glyphs font: GlyphMetrics, maxWidth: CGFloat) -> [(text: String, start: String.Index)] {
        var lines: [(text: String, start: String.Index)] = []
        let space = font.advance(of: " ")
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var width: CGFloat = 0
            var start = paragraph.startIndex
            for word in paragraph.split(separator: " ") {
                let wordWidth = font.width(of: word)
                if !line.isEmpty, width + space + wordWidth <= maxWidth {
                    line += " " + word
                    width += space + wordWidth
                    continue
                }
                if !line.isEmpty { lines.append((line, start)) }
                (line, width, start) = ("", 0, word.startIndex)
                for index in word.indices {
                    let advance = font.advance(of: word[index])
                    if !line.isEmpty, width + advance > maxWidth {
                        lines.append((line, start))
                        (line, width, start) = ("", 0, index)
                    }
                    line.append(word[index])
                    width += advance
                }
            }
            lines.append((line, start))
        }
        return lines
    }

    /// `text` on one line, shortened with an ellipsis at `mode`'s position when wider than
    /// `maxWidth`. Nothing but the ellipsis is left when even one character does not fit.
    private func truncated(_ text: String, glyphs font: GlyphMetrics, maxWidth: CGFloat, mode: TextTruncationMode) -> String {
        guard font.width(of: text) > maxWidth else { return text }
        let characters = Array(text)
        let budget = maxWidth - font.advance(of: "…")
        func prefixCount(_ sequence: some Sequence<Character>, within limit: CGFloat) -> Int {
            var used: CGFloat = 0
            var count = 0
            for character in sequence {
                used += font.advance(of: character)
                if used > limit { break }
                count += 1
            }
            return count
        }
        switch mode {
        case .tail:
            let head = characters.prefix(prefixCount(characters, within: budget))
            return String(head).trimmingCharacters(in: .whitespaces) + "…"
        case .head:
            let tail = characters.suffix(prefixCount(characters.reversed(), within: budget))
            return "…" + String(tail).trimmingCharacters(in: .whitespaces)
        case .middle:
            let front = characters.prefix(prefixCount(characters, within: budget / 2))
            let back = characters.suffix(prefixCount(characters.reversed(), within: budget - font.width(of: front)))
            return String(front).trimmingCharacters(in: .whitespaces) + "…" + String(back).trimmingCharacters(in: .whitespaces)
        }
    }
}

/// The advances and line pitch of a text in one font: the font's advances plus the text's
/// tracking, and its line height plus the baseline offset and line spacing.
private struct GlyphMetrics {
    var font: Font
    var tracking: CGFloat
    let baselineOffset: CGFloat
    let lineSpacing: CGFloat

    init(_ text: TextSpec, font: Font) {
        self.font = font
        tracking = text.tracking
        baselineOffset = text.baselineOffset
        lineSpacing = text.lineSpacing
    }

    /// The height of one line.
    var lineHeight: CGFloat { font.lineHeight + abs(baselineOffset) }
    /// The distance from one line's top to the next's.
    var linePitch: CGFloat { lineHeight + lineSpacing }

    func advance(of character: Character) -> CGFloat { max(0, font.advance(of: character) + tracking) }

    func width(of text: some Sequence<Character>) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1) }
    }
}
