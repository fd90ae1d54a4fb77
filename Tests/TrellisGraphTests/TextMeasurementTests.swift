import Testing
import Trellis

// Built-in model, body font (17 pt): a glyph advances 8.5, a narrow one (space, i, l, …) 4.25,
// a wide one (m, w, …, the ellipsis) 12.75; a line is ceil(1.2 × 17) = 21 tall; the baseline
// is 21 − 0.25 × 17 = 16.75 below the line's top.
// "Hello" = H 8.5 + e 8.5 + l 4.25 + l 4.25 + o 8.5 = 34.
// "world" = w 12.75 + o 8.5 + r 8.5 + l 4.25 + d 8.5 = 42.5.
// "Hello world" = 34 + space 4.25 + 42.5 = 80.75.

@Suite("Text measurement")
@MainActor
struct TextMeasurementTests {
    private func size(_ view: some View, _ width: CGFloat?, _ height: CGFloat?) -> CGSize {
        view.sizeThatFits(ProposedViewSize(width: width, height: height))
    }

    @Test("the ideal size is the text on one line")
    func idealSize() {
        #expect(size(Text("Hello"), nil, nil) == CGSize(width: 34, height: 21))
        #expect(size(Text("Hello world"), nil, nil) == CGSize(width: 80.75, height: 21))
        // A wide proposal does not widen the text: still one line of 80.75.
        #expect(size(Text("Hello world"), 500, 500) == CGSize(width: 80.75, height: 21))
    }

    @Test("a narrower width wraps at spaces and reports the widest line, not the proposal")
    func wrapping() {
        // 80.75 > 50: "Hello" (34) and "world" (42.5) on two lines of 21.
        #expect(size(Text("Hello world"), 50, nil) == CGSize(width: 42.5, height: 42))
        #expect(size(Text("Hello world"), 60, nil) == CGSize(width: 42.5, height: 42))
    }

    @Test("a word wider than the proposal breaks between characters")
    func longWord() {
        // 8.5 per letter; 3 letters = 25.5 ≤ 30 < 34: "abc", "def", "gh" → 25.5 × 63.
        #expect(size(Text("abcdefgh"), 30, nil) == CGSize(width: 25.5, height: 63))
    }

    @Test("newlines start new lines; an empty text is one empty line")
    func paragraphs() {
        // "Hi" = 8.5 + 4.25 = 12.75; "there" = 5 × 8.5 = 42.5.
        #expect(size(Text("Hi\nthere"), nil, nil) == CGSize(width: 42.5, height: 42))
        #expect(size(Text(""), nil, nil) == CGSize(width: 0, height: 21))
    }

    @Test("lineLimit caps the lines and truncates the tail with an ellipsis")
    func lineLimit() {
        // One line of 50: budget 50 − 12.75 = 37.25 holds "Hello" (34; with the space 38.25
        // would not fit), so "Hello…" = 34 + 12.75 = 46.75.
        #expect(size(Text("Hello world").lineLimit(1), 50, nil) == CGSize(width: 46.75, height: 21))
        // A limit the text does not reach changes nothing.
        #expect(size(Text("Hello world").lineLimit(3), 50, nil) == CGSize(width: 42.5, height: 42))
    }

    @Test("a concrete height limits the lines; proposal zero gives an ellipsis on one line")
    func heightLimit() {
        // floor(30 / 21) = 1 line → "Hello…" as above; 42 holds both lines.
        #expect(size(Text("Hello world"), 50, 30) == CGSize(width: 46.75, height: 21))
        #expect(size(Text("Hello world"), 50, 42) == CGSize(width: 42.5, height: 42))
        // Nothing fits in 0 beside the ellipsis: 12.75 × one line.
        #expect(size(Text("Hello world"), 0, 0) == CGSize(width: 12.75, height: 21))
    }

    @Test("truncationMode puts the ellipsis at the head, the middle or the tail")
    func truncationModes() {
        // Head: from the end, "orld" = 8.5 + 8.5 + 4.25 + 8.5 = 29.75 ≤ 37.25 (adding "w" makes
        // 42.5); "…orld" = 12.75 + 29.75 = 42.5.
        #expect(size(Text("Hello world").lineLimit(1).truncationMode(.head), 50, nil) == CGSize(width: 42.5, height: 21))
        // Middle: "He" (17 ≤ 37.25 / 2) then from the end within 37.25 − 17 = 20.25: "ld" =
        // 12.75; "He…ld" = 17 + 12.75 + 12.75 = 42.5.
        let middle = BuiltInTextMeasurer().measure(TextSpec("Hello world", lineLimit: 1, truncationMode: .middle), proposal: ProposedViewSize(width: 50, height: nil))
        #expect(middle.lines.map(\.text) == ["He…ld"])
        #expect(middle.size == CGSize(width: 42.5, height: 21))
        let tail = BuiltInTextMeasurer().measure(TextSpec("Hello world", lineLimit: 1), proposal: ProposedViewSize(width: 50, height: nil))
        #expect(tail.lines.map(\.text) == ["Hello…"])
    }

    @Test("fonts: text styles and system sizes")
    func fonts() {
        // .title 28: "Hello" = 14 + 14 + 7 + 7 + 14 = 56; line ceil(33.6) = 34.
        #expect(size(Text("Hello").font(.title), nil, nil) == CGSize(width: 56, height: 34))
        // .largeTitle 34: 17 + 17 + 8.5 + 8.5 + 17 = 68; line ceil(40.8) = 41.
        #expect(size(Text("Hello").font(.largeTitle), nil, nil) == CGSize(width: 68, height: 41))
        // 10 pt: 5 + 5 + 2.5 + 2.5 + 5 = 20; line 12.
        #expect(size(Text("Hello").font(.system(size: 10)), nil, nil) == CGSize(width: 20, height: 12))
        #expect(Font.headline.weight == .semibold && Font.headline.size == 17)
        #expect(Font.TextStyle.allCases.map(\.pointSize) == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
    }

    @Test("multilineTextAlignment aligns the lines inside the widest one without changing the size")
    func multilineAlignment() {
        let proposal = ProposedViewSize(width: 50, height: nil)
        // Width 42.5 ("world"); "Hello" (34) leaves 8.5: 0, 4.25 or 8.5 from the leading edge.
        for (alignment, x) in [(TextAlignment.leading, 0.0), (.center, 4.25), (.trailing, 8.5)] {
            let measurement = BuiltInTextMeasurer().measure(TextSpec("Hello world", alignment: alignment), proposal: proposal)
            #expect(measurement.size == CGSize(width: 42.5, height: 42))
            #expect(measurement.lines.map(\.origin) == [CGPoint(x: x, y: 0), CGPoint(x: 0, y: 21)])
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
        // "Hi" is one line of 21; three reserved lines make it 63 tall, as wide as before.
        #expect(Text("Hi").lineLimit(3, reservesSpace: true).sizeThatFits(.unspecified) == CGSize(width: 12.75, height: 63))
        #expect(Text("Hi").lineLimit(3, reservesSpace: false).sizeThatFits(.unspecified) == CGSize(width: 12.75, height: 21))
        // 2...4 and 2...: at least 2 lines, 2 × 21 = 42.
        #expect(Text("Hi").lineLimit(2...4).sizeThatFits(.unspecified).height == 42)
        #expect(Text("Hi").lineLimit(2...).sizeThatFits(.unspecified).height == 42)
        // ...1: one line at most, "Hello…" as with lineLimit(1).
        #expect(Text("Hello world").lineLimit(...1).sizeThatFits(ProposedViewSize(width: 50, height: nil)) == CGSize(width: 46.75, height: 21))
    }
}

@Suite("Text edge cases")
@MainActor
struct TextEdgeCaseTests {
    @Test("huge, infinite, negative and zero proposals give finite sizes")
    func extremeProposals() {
        let text = Text("Hello world")
        // 1e300 and ∞ tall: no cap, one line of 80.75 × 21.
        #expect(text.sizeThatFits(ProposedViewSize(width: nil, height: 1e300)) == CGSize(width: 80.75, height: 21))
        #expect(text.sizeThatFits(.infinity) == CGSize(width: 80.75, height: 21))
        // A negative height still shows one line: "…" in a negative width.
        #expect(text.sizeThatFits(ProposedViewSize(width: -5, height: -5)) == CGSize(width: 12.75, height: 21))
        // A zero-size font takes no room.
        #expect(text.font(.system(size: 0)).sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: 0, height: 0))
    }
}

@Suite("Minimum scale factor")
@MainActor
struct MinimumScaleFactorTests {
    private let proposal = ProposedViewSize(width: 50, height: nil)

    @Test("text that would be truncated shrinks in 1 % steps until it fits")
    func shrinksToFit() {
        // One line of 80.75 in 50: 61 % gives 80.75 × 0.61 = 49.2575 ≤ 50 (62 % gives 50.065).
        // The font is 17 × 0.61 = 10.37 pt, its line ceil(12.444) = 13.
        let size = Text("Hello world").lineLimit(1).minimumScaleFactor(0.5).sizeThatFits(proposal)
        #expect(abs(size.width - 49.2575) < 1e-9)
        #expect(size.height == 13)
    }

    @Test("below the factor the text is truncated at the smallest size allowed")
    func truncatesAtFactor() {
        // 80 %: 13.6 pt. Budget 50 − 0.75 × 13.6 = 39.8 holds "Hello" (27.2); "Hello…" = 27.2 +
        // 10.2 = 37.4; line ceil(16.32) = 17.
        let size = Text("Hello world").lineLimit(1).minimumScaleFactor(0.8).sizeThatFits(proposal)
        #expect(abs(size.width - 37.4) < 1e-9)
        #expect(size.height == 17)
    }

    @Test("text that fits, by wrapping or by being offered enough, keeps its size")
    func noShrinkWhenFitting() {
        #expect(Text("Hello world").minimumScaleFactor(0.5).sizeThatFits(proposal) == CGSize(width: 42.5, height: 42))
        #expect(Text("Hello world").lineLimit(1).minimumScaleFactor(0.5).sizeThatFits(.unspecified) == CGSize(width: 80.75, height: 21))
    }
}
