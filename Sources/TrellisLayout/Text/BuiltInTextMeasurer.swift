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
/// - With a `minimumScaleFactor` below 1, text that would be truncated is first set in a smaller
///   font, in steps of 1 % of its size down to that factor, the first that fits being used.
public struct BuiltInTextMeasurer: TextMeasurer {
    /// The built-in model.
    public init() {}

    /// The size, baselines and lines of `text` for `proposal`.
    public func measure(_ text: TextSpec, proposal: ProposedViewSize) -> TextMeasurement {
        let maxWidth = proposal.width ?? .infinity
        let font = text.minimumScaleFactor < 1 ? scaledFont(for: text, maxWidth: maxWidth, proposal: proposal) : text.font
        let wrappedLines = wrapped(text.string, font: font, maxWidth: maxWidth)
        var lines = wrappedLines.map(\.text)
        let cap = lineCap(of: text, font: font, proposal: proposal)
        if lines.count > cap {
            let rest = text.string[wrappedLines[cap - 1].start...].replacingOccurrences(of: "\n", with: " ")
            lines = Array(lines[..<(cap - 1)]) + [truncated(rest, font: font, maxWidth: maxWidth, mode: text.truncationMode)]
        }
        let widths = lines.map { font.width(of: $0) }
        let width = widths.max() ?? 0
        let laidOut = zip(lines, widths).enumerated().map { index, line in
            let slack = width - line.1
            let x: CGFloat = switch text.alignment {
            case .leading: 0
            case .center: slack / 2
            case .trailing: slack
            }
            return TextLine(text: line.0, origin: CGPoint(x: x, y: CGFloat(index) * font.lineHeight), width: line.1)
        }
        let last = CGFloat(lines.count - 1) * font.lineHeight + font.ascent
        let height = CGFloat(max(lines.count, text.reservedLines)) * font.lineHeight
        return TextMeasurement(size: CGSize(width: width, height: height),
                               firstBaseline: font.ascent, lastBaseline: last, lines: laidOut)
    }

    /// The most lines `text` may take in `font`: its `lineLimit`, and the lines of the proposed
    /// height, at least one.
    private func lineCap(of text: TextSpec, font: Font, proposal: ProposedViewSize) -> Int {
        var cap = max(1, text.lineLimit ?? .max)
        if let height = proposal.height {
            let fitting = (height / font.lineHeight).rounded(.down)
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
            if wrapped(text.string, font: font, maxWidth: maxWidth).count <= lineCap(of: text, font: font, proposal: proposal) { return font }
        }
        font.size = text.font.size * max(0, text.minimumScaleFactor)
        return font
    }

    /// The lines of `string` wrapped to `maxWidth`, each with the position in `string` where it
    /// starts: every paragraph (split at `\n`) filled word by word; a word wider than `maxWidth`
    /// on its own is broken between characters. Runs of spaces count as one.
    private func wrapped(_ string: String, font: Font, maxWidth: CGFloat) -> [(text: String, start: String.Index)] {
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
    private func truncated(_ text: String, font: Font, maxWidth: CGFloat, mode: TextTruncationMode) -> String {
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
