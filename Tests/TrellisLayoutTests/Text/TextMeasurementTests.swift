import Testing
import Trellis

// The built-in model at display scale 1 (ContentViewMetrics article, "Built-in text model"):
// a text is its widest line wide and its lines tall, both rounded up to the pixel (a whole point
// here). A line is 1.193 em tall (SF Pro's ascender + descender; body 20.29 → 21); each further
// line adds the style's line spacing (body 22, Apple's leading for the body style). Widths come
// from the model's font metrics, so the tests ask `Font.width(of:)` for them and assert the
// layout arithmetic around them.

/// `length` rounded up to the pixel at display scale 1, a whole point, as the model rounds a
/// text's size.
private func ceilToPoint(_ length: CGFloat) -> CGFloat { (length - 0.001).rounded(.up) }

/// The width the model reports for `string` on one line in `font`.
private func width(_ string: String, _ font: Font = .body) -> CGFloat { ceilToPoint(font.width(of: string)) }

/// The height of `lines` lines of `font`: the first line, then the font's line spacing (line
/// height + leading) for each further line, rounded up to the point.
private func height(lines: Int, _ font: Font = .body) -> CGFloat {
    ceilToPoint(font.lineHeight + CGFloat(lines - 1) * (font.lineHeight + font.leading))
}

@Suite("Text measurement")
@MainActor
struct TextMeasurementTests {
    private func size(_ view: some View, _ width: CGFloat?, _ height: CGFloat?) -> CGSize {
        view.sizeThatFits(ProposedViewSize(width: width, height: height))
    }

    @Test("a body line is 1.193 em, rounded up to the pixel; further lines add the body style's 22")
    func lineMetrics() {
        // SF Pro's ascender 1950 and descender 494 of 2048 units: 17 × 2444 / 2048 = 20.287.
        #expect(Font.body.lineHeight == 17.0 * 2444 / 2048)
        #expect(height(lines: 1) == 21)
        // Line height + leading is the HIG's body line spacing, 22: two lines are 20.29 + 22.
        #expect(abs(Font.body.lineHeight + Font.body.leading - 22) < 1e-9)
        #expect(height(lines: 2) == 43)
    }

    @Test("the ideal size is the text on one line")
    func idealSize() {
        #expect(size(Text("Hello"), nil, nil) == CGSize(width: width("Hello"), height: 21))
        #expect(size(Text("Hello world"), nil, nil) == CGSize(width: width("Hello world"), height: 21))
        // A wide proposal does not widen the text: still one line.
        #expect(size(Text("Hello world"), 500, 500) == CGSize(width: width("Hello world"), height: 21))
    }

    @Test("a narrower width wraps at spaces and reports the widest line, not the proposal")
    func wrapping() {
        // "Hello world" does not fit 50 or 60; each word does: two lines, as wide as "world".
        #expect(Font.body.width(of: "Hello world") > 60 && width("world") > width("Hello") && width("world") <= 50)
        #expect(size(Text("Hello world"), 50, nil) == CGSize(width: width("world"), height: height(lines: 2)))
        #expect(size(Text("Hello world"), 60, nil) == CGSize(width: width("world"), height: height(lines: 2)))
    }

    @Test("a word wider than the proposal breaks between characters")
    func longWord() {
        // "abc" fits 30 and "abcd" does not: "abc", "def", "gh", three lines as wide as "abc".
        #expect(Font.body.width(of: "abc") <= 30 && Font.body.width(of: "abcd") > 30 && Font.body.width(of: "defg") > 30)
        let measurement = BuiltInTextMeasurer().measure(TextSpec("abcdefgh"), proposal: ProposedViewSize(width: 30, height: nil))
        #expect(measurement.lines.map(\.text) == ["abc", "def", "gh"])
        #expect(measurement.size == CGSize(width: width("abc"), height: height(lines: 3)))
    }

    @Test("newlines start new lines; an empty text is one empty line")
    func paragraphs() {
        #expect(size(Text("Hi\nthere"), nil, nil) == CGSize(width: max(width("Hi"), width("there")), height: height(lines: 2)))
        #expect(size(Text(""), nil, nil) == CGSize(width: 0, height: 21))
    }

    @Test("lineLimit caps the lines and truncates the tail with an ellipsis")
    func lineLimit() {
        // One line of 50: "Hello…" is wider than 50, "Hell…" fits.
        #expect(Font.body.width(of: "Hello…") > 50 && Font.body.width(of: "Hell…") <= 50)
        let tail = BuiltInTextMeasurer().measure(TextSpec("Hello world", lineLimit: 1), proposal: ProposedViewSize(width: 50, height: nil))
        #expect(tail.lines.map(\.text) == ["Hell…"] && tail.isTruncated)
        #expect(size(Text("Hello world").lineLimit(1), 50, nil) == CGSize(width: width("Hell…"), height: 21))
        // A limit the text does not reach changes nothing.
        #expect(size(Text("Hello world").lineLimit(3), 50, nil) == CGSize(width: width("world"), height: height(lines: 2)))
    }

    @Test("a concrete height limits the lines; proposal zero holds no line: the ellipsis's width, no height")
    func heightLimit() {
        // Two lines need 20.29 + 22 = 42.29: 42 holds one line ("Hell…" as above), 43 both.
        #expect(size(Text("Hello world"), 50, 30) == CGSize(width: width("Hell…"), height: 21))
        #expect(size(Text("Hello world"), 50, 42) == CGSize(width: width("Hell…"), height: 21))
        #expect(size(Text("Hello world"), 50, 43) == CGSize(width: width("world"), height: 43))
        // The zero proposal holds no line (measured on a rendering: ContentViewMetrics, "Proposal
        // 0 × 0"): the ellipsis's width and no height.
        #expect(size(Text("Hello world"), 0, 0) == CGSize(width: width("…"), height: 0))
    }

    @Test("truncationMode puts the ellipsis at the head, the middle or the tail")
    func truncationModes() {
        let proposal = ProposedViewSize(width: 50, height: nil)
        // Head: from the end, "…orld" fits 50 and "…world" does not.
        #expect(Font.body.width(of: "…orld") <= 50 && Font.body.width(of: "…world") > 50)
        let head = BuiltInTextMeasurer().measure(TextSpec("Hello world", lineLimit: 1, truncationMode: .head), proposal: proposal)
        #expect(head.lines.map(\.text) == ["…orld"])
        #expect(head.size == CGSize(width: width("…orld"), height: 21))
        // Middle: the front keeps what fits half the room beside the ellipsis ("H", not "He"),
        // the back what fits the rest ("rld", not "orld").
        let budget = 50 - Font.body.width(of: "…")
        #expect(Font.body.width(of: "H") <= budget / 2 && Font.body.width(of: "He") > budget / 2)
        let front = Font.body.width(of: "H")
        #expect(front + Font.body.width(of: "rld") <= budget && front + Font.body.width(of: "orld") > budget)
        let middle = BuiltInTextMeasurer().measure(TextSpec("Hello world", lineLimit: 1, truncationMode: .middle), proposal: proposal)
        #expect(middle.lines.map(\.text) == ["H…rld"])
        #expect(middle.size == CGSize(width: width("H…rld"), height: 21))
        let tail = BuiltInTextMeasurer().measure(TextSpec("Hello world", lineLimit: 1), proposal: proposal)
        #expect(tail.lines.map(\.text) == ["Hell…"])
    }

    @Test("fonts: text styles and system sizes")
    func fonts() {
        // .title 28: a line is ceil(28 × 1.193) = ceil(33.41) = 34.
        #expect(size(Text("Hello").font(.title), nil, nil) == CGSize(width: width("Hello", .title), height: 34))
        // .largeTitle 34: ceil(40.57) = 41.
        #expect(size(Text("Hello").font(.largeTitle), nil, nil) == CGSize(width: width("Hello", .largeTitle), height: 41))
        // 10 pt: ceil(11.93) = 12.
        #expect(size(Text("Hello").font(.system(size: 10)), nil, nil) == CGSize(width: width("Hello", .system(size: 10)), height: 12))
        // Larger fonts are wider: the advances scale with the size.
        #expect(width("Hello", .system(size: 10)) < width("Hello") && width("Hello") < width("Hello", .title))
        #expect(Font.headline.weight == .semibold && Font.headline.size == 17)
        #expect(Font.TextStyle.allCases.map(\.pointSize) == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
    }

    @Test("multilineTextAlignment aligns the lines inside the widest one without changing the size")
    func multilineAlignment() {
        let proposal = ProposedViewSize(width: 50, height: nil)
        // "world" is the widest line; "Hello" leaves the difference: 0, half of it or all of it
        // from the leading edge. The second line starts one line spacing (22) down.
        let slack = Font.body.width(of: "world") - Font.body.width(of: "Hello")
        for (alignment, x) in [(TextAlignment.leading, 0.0), (.center, slack / 2), (.trailing, slack)] {
            let measurement = BuiltInTextMeasurer().measure(TextSpec("Hello world", alignment: alignment), proposal: proposal)
            #expect(measurement.size == CGSize(width: width("world"), height: height(lines: 2)))
            #expect(measurement.lines.count == 2)
            #expect(abs((measurement.lines.first?.origin.x ?? -1) - x) < 1e-9)
            #expect(measurement.lines.last?.origin == CGPoint(x: 0, y: 22))
        }
        let graph = Text("Hello world").multilineTextAlignment(.center).layoutGraph()
        guard case .text(let spec) = graph.kind(of: NodeID(0)) else {
            Issue.record("the first node is not a text")
            return
        }
        #expect(spec.alignment == .center)
    }
}

@Suite("Reserved lines")
@MainActor
struct ReservedLinesTests {
    @Test("lineLimit(_:reservesSpace:) and ranges reserve the lower bound's height")
    func reservedLines() {
        // "Hi" is one line; three reserved lines make it three lines tall, as wide as before.
        #expect(Text("Hi").lineLimit(3, reservesSpace: true).sizeThatFits(.unspecified) == CGSize(width: width("Hi"), height: height(lines: 3)))
        #expect(Text("Hi").lineLimit(3, reservesSpace: false).sizeThatFits(.unspecified) == CGSize(width: width("Hi"), height: 21))
        // 2...4 and 2...: at least 2 lines, 20.29 + 22 → 43.
        #expect(Text("Hi").lineLimit(2...4).sizeThatFits(.unspecified).height == 43)
        #expect(Text("Hi").lineLimit(2...).sizeThatFits(.unspecified).height == 43)
        // ...1: one line at most, "Hell…" as with lineLimit(1).
        #expect(Text("Hello world").lineLimit(...1).sizeThatFits(ProposedViewSize(width: 50, height: nil)) == CGSize(width: width("Hell…"), height: 21))
    }
}

@Suite("Text edge cases")
@MainActor
struct TextEdgeCaseTests {
    @Test("huge, infinite, negative and zero proposals give finite sizes")
    func extremeProposals() {
        let text = Text("Hello world")
        let ideal = CGSize(width: width("Hello world"), height: 21)
        // 1e300 and ∞ tall: no cap, one line.
        #expect(text.sizeThatFits(ProposedViewSize(width: nil, height: 1e300)) == ideal)
        #expect(text.sizeThatFits(.infinity) == ideal)
        // A negative height still shows one line: "…" in a negative width.
        #expect(text.sizeThatFits(ProposedViewSize(width: -5, height: -5)) == CGSize(width: width("…"), height: 21))
        // A zero-size font takes no room.
        #expect(text.font(.system(size: 0)).sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: 0, height: 0))
    }
}

@Suite("Minimum scale factor")
@MainActor
struct MinimumScaleFactorTests {
    private let proposal = ProposedViewSize(width: 50, height: nil)

    /// The body font at `percent` % of its size.
    private func body(_ percent: Int) -> Font {
        var font = Font.body
        font.size = 17 * CGFloat(percent) / 100
        return font
    }

    @Test("text that would be truncated shrinks to the largest whole percentage that fits")
    func shrinksToFit() throws {
        // Tracking changes with the size, so the width is not proportional: find the largest
        // percentage at which "Hello world" fits 50 on one line by trying every one.
        let fitting = try #require((50...99).reversed().first { body($0).width(of: "Hello world") <= 50 })
        #expect(body(fitting + 1).width(of: "Hello world") > 50)
        let measurement = BuiltInTextMeasurer().measure(TextSpec("Hello world", lineLimit: 1, minimumScaleFactor: 0.5), proposal: proposal)
        #expect(abs(measurement.scaleFactor - CGFloat(fitting) / 100) < 1e-9)
        #expect(!measurement.isTruncated && measurement.lines.map(\.text) == ["Hello world"])
        let size = Text("Hello world").lineLimit(1).minimumScaleFactor(0.5).sizeThatFits(proposal)
        #expect(size == CGSize(width: width("Hello world", body(fitting)), height: height(lines: 1, body(fitting))))
    }

    @Test("below the factor the text is truncated at the smallest size allowed")
    func truncatesAtFactor() {
        // At 80 % (13.6 pt) "Hello world" is still wider than 50; "Hello…" fits, "Hello w…" not.
        let small = body(80)
        #expect(small.width(of: "Hello world") > 50 && small.width(of: "Hello…") <= 50 && small.width(of: "Hello w…") > 50)
        let measurement = BuiltInTextMeasurer().measure(TextSpec("Hello world", lineLimit: 1, minimumScaleFactor: 0.8), proposal: proposal)
        #expect(measurement.scaleFactor == 0.8 && measurement.isTruncated)
        #expect(measurement.lines.map(\.text) == ["Hello…"])
        // 13.6 × 1.193 = 16.23 → 17.
        let size = Text("Hello world").lineLimit(1).minimumScaleFactor(0.8).sizeThatFits(proposal)
        #expect(size == CGSize(width: width("Hello…", small), height: 17))
    }

    @Test("text that fits, by wrapping or by being offered enough, keeps its size")
    func noShrinkWhenFitting() {
        #expect(Text("Hello world").minimumScaleFactor(0.5).sizeThatFits(proposal) == CGSize(width: width("world"), height: height(lines: 2)))
        #expect(Text("Hello world").lineLimit(1).minimumScaleFactor(0.5).sizeThatFits(.unspecified) == CGSize(width: width("Hello world"), height: 21))
    }
}
