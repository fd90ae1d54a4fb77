import Foundation
import TrellisGeometry
import TrellisSupport

/// A text set in one font size: the widths of its runs of characters, how its lines break,
/// and the measurement that follows.
struct TextSetting {
    let text: TextSpec
    let shaped: ShapedText
    /// The point size.
    let size: CGFloat
    /// Points per font unit of the face.
    let pointsPerUnit: CGFloat
    /// Points added to every character's advance: the system font's tracking at this size and
    /// the text's own.
    var tracking: CGFloat
    /// The height of one line in the font, with the baseline offset: a line holding a character
    /// of a tall script may be taller (``line(_:)``).
    let lineHeight: CGFloat
    /// The distance from one line's top to the next's.
    let pitch: CGFloat
    /// The length of one pixel.
    let pixel: CGFloat

    init(_ text: TextSpec, shaped: ShapedText, size: CGFloat) {
        var font = text.font
        font.size = size
        self.text = text
        self.shaped = shaped
        self.size = size
        pointsPerUnit = font.pointsPerFontUnit
        tracking = font.systemTracking + text.tracking
        lineHeight = font.lineHeight + abs(text.baselineOffset)
        pitch = lineHeight + font.leading + text.lineSpacing
        pixel = 1 / text.displayScale
    }

    /// The height of the line holding the characters in `range` and the distance from its top to
    /// its baseline. A line is as tall as the font's lines unless it holds a character of a tall
    /// script: then its ascent is the highest of the font's and the tall faces' ascents, its
    /// descent the deepest of their descents (the faces' own vertical metrics, at this size).
    func line(_ range: Range<Int>) -> (height: CGFloat, baseline: CGFloat) {
        var (ascent, descent) = (size * SystemFontMetrics.ascender, size * SystemFontMetrics.descender)
        if let tall = shaped.tallExtent(range, size: Double(size)) {
            ascent = max(ascent, CGFloat(tall.ascent))
            descent = max(descent, CGFloat(tall.descent))
        }
        let height = ascent + descent + abs(text.baselineOffset)
        return (height, height - descent - min(0, text.baselineOffset))
    }

    /// The width of the characters in `range` on one line, spaces at its end left out.
    func width(_ range: Range<Int>) -> CGFloat {
        var end = range.upperBound
        while end > range.lowerBound, shaped.breakClasses[end - 1] == .space || shaped.breakClasses[end - 1] == .newline {
            end -= 1
        }
        guard end > range.lowerBound else { return 0 }
        return shaped.width(range.lowerBound..<end, size: size, pointsPerUnit: pointsPerUnit, tracking: tracking)
    }

    /// The width of an ellipsis in this setting.
    var ellipsisWidth: CGFloat {
        let shaped = ShapedTextCache.shared.shaped(Self.ellipsis, font: text.font)
        return max(0, CGFloat(shaped.units(0..<shaped.count)) * pointsPerUnit + CGFloat(shaped.count) * tracking)
    }

    /// The ellipsis that ends a truncated line.
    private static let ellipsis = InternedString("…")

    /// The lines of the text wrapped to `maxWidth`, as ranges of characters (paragraph breaks
    /// left out, spaces at a line's end kept in it).
    func lines(maxWidth: CGFloat) -> [Range<Int>] {
        let classes = shaped.breakClasses
        let count = shaped.count
        let limit = maxWidth + 0.0001
        // Text that fits on one line is one line, whatever its break opportunities.
        let total = width(0..<count)
        if !shaped.hasParagraphBreak, total <= limit { return [0..<count] }
        var lines: [Range<Int>] = []
        // Room for every line at once: about the text's width over the line's, at most a line
        // per character (a width that is no number asks for that too).
        let estimate = total / limit
        lines.reserveCapacity(estimate >= 0 && estimate < CGFloat(count) ? Int(estimate) + 2 : count)
        var start = 0
        var index = 0
        // Where the line may break last: before this character.
        var lastBreak: Int?
        while index < count {
            let kind = classes[index]
            if kind == .newline {
                lines.append(start..<index)
                start = index + 1
                index = start
                lastBreak = nil
                continue
            }
            if kind == .breakBefore, index > start { lastBreak = index }
            // The run ends in a character that is neither a space nor a paragraph break: ``width(_:)``
            // would trim nothing from it.
            if kind != .space, index > start,
               shaped.width(start..<(index + 1), size: size, pointsPerUnit: pointsPerUnit, tracking: tracking) > limit {
                // The line keeps the spaces before the break but the last.
                if let next = lastBreak, case let end = classes[next - 1] == .space ? next - 1 : next, end > start {
                    lines.append(start..<end)
                    start = next
                } else {
                    lines.append(start..<index)
                    start = index
                }
                while start < count, classes[start] == .space { start += 1 }
                index = start
                lastBreak = nil
                continue
            }
            index += 1
        }
        lines.append(start..<count)
        return lines
    }

    /// The most lines the text may take: its `lineLimit`, and the lines of `wrapped` whose
    /// height fits a concrete proposed height, at least one.
    func lineCap(proposal: ProposedViewSize, wrapped: [Range<Int>]) -> Int {
        let cap = max(1, text.lineLimit ?? .max)
        guard let height = proposal.height, height.isFinite else { return cap }
        guard shaped.hasTallCharacters else {
            let fitting = ((height + pixel * 0.01 - lineHeight) / pitch).rounded(.down) + 1
            return fitting < CGFloat(cap) ? max(1, Int(max(1, fitting))) : cap
        }
        // Lines of tall scripts differ in height: count the lines that fit, one by one.
        let limit = height + pixel * 0.01
        let gap = pitch - lineHeight
        var bottom = -gap
        for (index, range) in wrapped.prefix(cap).enumerated() {
            bottom += gap + line(range).height
            if bottom > limit { return max(1, index) }
        }
        return cap
    }

    /// Whether the text fits `maxWidth` and the proposal's height without truncation.
    func fits(maxWidth: CGFloat, proposal: ProposedViewSize) -> Bool {
        let wrapped = lines(maxWidth: maxWidth)
        guard wrapped.count <= lineCap(proposal: proposal, wrapped: wrapped) else { return false }
        return maxWidth.isInfinite || wrapped.allSatisfy { width($0) <= maxWidth + 0.0001 }
    }

    /// The size, baselines and lines of the text set in `maxWidth` for `proposal`; without the
    /// lines' characters unless `withLines`.
    func measurement(maxWidth: CGFloat, proposal: ProposedViewSize, withLines: Bool = true) -> TextMeasurement {
        let wrapped = lines(maxWidth: maxWidth)
        let cap = lineCap(proposal: proposal, wrapped: wrapped)
        let visible = min(cap, wrapped.count)
        let last = wrapped.count > cap ? wrapped[cap - 1].lowerBound..<shaped.count : wrapped[visible - 1]
        let isTruncated = wrapped.count > cap || width(last) > maxWidth + 0.0001
        let shortened = isTruncated ? truncation(of: last, maxWidth: maxWidth) : nil
        let lastWidth = shortened?.width ?? width(last)
        var widest = lastWidth
        for line in wrapped.prefix(visible - 1) { widest = max(widest, width(line)) }
        // Sizing needs no line's characters nor their order: they are made only when asked for.
        let bidi = withLines ? TextBidiLevels(shaped) : nil
        // Lines of a tall script may be taller than the font's: then each line has its own top.
        let tall = !shaped.hasTallCharacters ? nil
            : tallLines(wrapped.prefix(visible - 1), last: shortened.map { ($0.front, Optional($0.back)) } ?? (last, nil), withTops: withLines)
        let laidOut: [TextLine] = !withLines ? [] : (0..<visible).map { index in
            let isLast = index == visible - 1
            let characters = !isLast ? string(of: wrapped[index]) : shortened.map { string(of: $0.front) + "…" + string(of: $0.back) } ?? string(of: last)
            let lineWidth = isLast ? lastWidth : width(wrapped[index])
            var levels: [UInt8]
            if isLast, let shortened {
                levels = bidi?.levels(shortened.front) ?? []
                levels.append(bidi?.paragraphLevel(at: shortened.front.lowerBound) ?? 0)
                levels += bidi?.levels(shortened.back) ?? []
            } else {
                levels = bidi?.levels(isLast ? last : wrapped[index]) ?? []
            }
            return TextLine(text: characters, origin: CGPoint(x: offset(ofLine: lineWidth, in: widest), y: tall?.tops[index] ?? CGFloat(index) * pitch),
                            width: lineWidth, runs: BidiParagraph.runs(levels))
        }
        var font = text.font
        font.size = size
        let ascent = lineHeight - font.descent - min(0, text.baselineOffset)
        let lineCount = max(visible, text.reservedLines)
        var height = lineHeight + CGFloat(lineCount - 1) * pitch
        var (firstBaseline, lastBaseline) = (ascent, CGFloat(visible - 1) * pitch + ascent)
        if let tall {
            // Reserved lines beyond the text's own are the font's.
            height = tall.bottom + CGFloat(lineCount - visible) * pitch
            (firstBaseline, lastBaseline) = (tall.firstBaseline, tall.lastBaseline)
        }
        return TextMeasurement(size: CGSize(width: roundedUp(widest), height: roundedUp(height)),
                               firstBaseline: firstBaseline, lastBaseline: lastBaseline,
                               lines: laidOut, isTruncated: isTruncated,
                               scaleFactor: size / text.font.size)
    }

    /// The first and last baselines of lines of which some hold a tall script, the last one's
    /// bottom, and each line's top when `withTops`: each line as tall as ``line(_:)`` makes it,
    /// the font's gap between them. `lines` are the lines shown but the last, and `last` the
    /// parts of the last one (two around an ellipsis), whose tallest part sets its height.
    private func tallLines(_ lines: ArraySlice<Range<Int>>, last: (Range<Int>, Range<Int>?), withTops: Bool)
        -> (tops: [CGFloat], firstBaseline: CGFloat, lastBaseline: CGFloat, bottom: CGFloat) {
        let gap = pitch - lineHeight
        var tops: [CGFloat] = []
        if withTops { tops.reserveCapacity(lines.count + 1) }
        var bottom = -gap
        var firstBaseline: CGFloat?
        func add(_ metrics: (height: CGFloat, baseline: CGFloat)) -> CGFloat {
            let top = bottom + gap
            if withTops { tops.append(top) }
            if firstBaseline == nil { firstBaseline = top + metrics.baseline }
            bottom = top + metrics.height
            return top + metrics.baseline
        }
        for range in lines { _ = add(line(range)) }
        var metrics = line(last.0)
        if let back = last.1, case let other = line(back), other.height > metrics.height { metrics = other }
        let lastBaseline = add(metrics)
        return (tops, firstBaseline ?? lastBaseline, lastBaseline, bottom)
    }

    /// Where a line `width` wide starts in the text's `widest` width, by its alignment.
    private func offset(ofLine width: CGFloat, in widest: CGFloat) -> CGFloat {
        switch text.alignment {
        case .leading: 0
        case .center: (widest - width) / 2
        case .trailing: widest - width
        }
    }

    /// `length` rounded up to the pixel grid.
    private func roundedUp(_ length: CGFloat) -> CGFloat {
        ((length / pixel) - 0.001).rounded(.up) * pixel
    }

    /// The characters in `range` as shown, paragraph breaks as spaces.
    private func string(of range: Range<Int>) -> String {
        guard range.contains(where: { shaped.breakClasses[$0] == .newline }) else { return String(shaped.substring(range)) }
        return String(range.map { shaped.breakClasses[$0] == .newline ? " " : shaped.characters[$0] })
    }

    /// The characters of `range` kept before and after the ellipsis when the line is shortened
    /// to fit `maxWidth` at the text's truncation mode, and the shortened line's width.
    private func truncation(of range: Range<Int>, maxWidth: CGFloat) -> (front: Range<Int>, back: Range<Int>, width: CGFloat) {
        let ellipsis = ellipsisWidth
        let budget = maxWidth - ellipsis
        // The longest run from `from` towards `to` that fits `limit`.
        func fittingPrefix(_ range: Range<Int>, within limit: CGFloat) -> Int {
            var (low, high) = (0, range.count)
            while low < high {
                let middle = (low + high + 1) / 2
                if width(range.lowerBound..<(range.lowerBound + middle)) <= limit { low = middle } else { high = middle - 1 }
            }
            return low
        }
        func fittingSuffix(_ range: Range<Int>, within limit: CGFloat) -> Int {
            var (low, high) = (0, range.count)
            while low < high {
                let middle = (low + high + 1) / 2
                if width((range.upperBound - middle)..<range.upperBound) <= limit { low = middle } else { high = middle - 1 }
            }
            return low
        }
        // A part of the line without the spaces at its ends, which the ellipsis replaces.
        func trimmed(_ part: Range<Int>) -> Range<Int> {
            var (start, end) = (part.lowerBound, part.upperBound)
            while start < end, shaped.breakClasses[start] == .space || shaped.breakClasses[start] == .newline { start += 1 }
            while end > start, shaped.breakClasses[end - 1] == .space || shaped.breakClasses[end - 1] == .newline { end -= 1 }
            return start..<end
        }
        let parts: (front: Range<Int>, back: Range<Int>)
        switch self.text.truncationMode {
        case .tail:
            parts = (trimmed(range.lowerBound..<(range.lowerBound + fittingPrefix(range, within: budget))), range.upperBound..<range.upperBound)
        case .head:
            parts = (range.lowerBound..<range.lowerBound, trimmed((range.upperBound - fittingSuffix(range, within: budget))..<range.upperBound))
        case .middle:
            let front = trimmed(range.lowerBound..<(range.lowerBound + fittingPrefix(range, within: budget / 2)))
            let rest = front.upperBound..<range.upperBound
            parts = (front, trimmed((range.upperBound - fittingSuffix(rest, within: budget - width(front)))..<range.upperBound))
        }
        return (parts.front, parts.back, min(width(parts.front) + ellipsis + width(parts.back), max(maxWidth, ellipsis)))
    }
}
