import Testing
import Trellis

// The rules of the built-in text model that the calibration against SwiftUI does not exercise
// one by one (ContentViewMetrics article, "Built-in text model", and the doc comments of
// `BuiltInTextMeasurer` and `FontFace.advance(of:monospacedDigits:)`). Widths come from
// `Font.width(of:)`; SF Pro's tracking at 17 pt is −0.026 em, −0.442 pt per character.

/// SF Pro's tracking at 17 pt, per character (Apple's tracking table).
private let bodyTracking: CGFloat = -0.026 * 17

/// The lines the built-in model sets `string` in at `width`.
private func lines(_ string: String, width: CGFloat?, lineLimit: Int? = nil, truncationMode: TextTruncationMode = .tail) -> [String] {
    BuiltInTextMeasurer().measure(TextSpec(string, lineLimit: lineLimit, truncationMode: truncationMode),
                                  proposal: ProposedViewSize(width: width, height: nil)).lines.map(\.text)
}

@Suite("Text model: line breaking") @MainActor
struct TextLineBreakingTests {
    @Test("lines break after hyphens and dashes, not inside the words around them")
    func hyphens() {
        // The proposal holds "well-" and "known" but not the whole word.
        let room = max(Font.body.width(of: "well-"), Font.body.width(of: "known")) + 1
        #expect(Font.body.width(of: "well-known") > room)
        #expect(lines("well-known", width: room) == ["well-", "known"])
        let dashRoom = max(Font.body.width(of: "yes—"), Font.body.width(of: "no")) + 1
        #expect(Font.body.width(of: "yes—no") > dashRoom)
        #expect(lines("yes—no", width: dashRoom) == ["yes—", "no"])
        // Without a hyphen the word breaks only where it must: as many letters as fit.
        #expect(lines("wellknown", width: room).first?.count ?? 0 > 5)
    }

    @Test("lines break before and after every ideograph, and around Latin next to them")
    func ideographs() {
        // Three ideographs fit 3 × (17 − 0.442) = 49.7; four do not.
        #expect(lines("日本語日本語", width: 50) == ["日本語", "日本語"])
        // A Latin word before an ideograph stays whole; the ideographs after it break anywhere.
        let room = Font.body.width(of: "Hi日") + 1
        #expect(Font.body.width(of: "Hi日本") > room)
        #expect(lines("Hi日本", width: room) == ["Hi日", "本"])
    }

    @Test("\\n starts a paragraph: empty paragraphs and a trailing newline are lines of their own")
    func paragraphs() {
        #expect(lines("a\nb", width: nil) == ["a", "b"])
        #expect(lines("a\n\nb", width: nil) == ["a", "", "b"])
        #expect(lines("a\r\nb", width: nil) == ["a", "b"])
        #expect(lines("a\n", width: nil) == ["a", ""])
        // Three lines of body: 20.29 + 2 × 22 = 64.29 → 65; the width is the widest paragraph.
        let size = Text("Hi\n\nthere").sizeThatFits(.unspecified)
        #expect(size == CGSize(width: (Font.body.width(of: "there") - 0.001).rounded(.up), height: 65))
        // Each paragraph wraps on its own.
        let room = Font.body.width(of: "one two") + 1
        #expect(lines("one two three\nfour", width: room) == ["one two", "three", "four"])
    }

    @Test("spaces at the end of a line take no width")
    func trailingSpaces() {
        let measurement = BuiltInTextMeasurer().measure(TextSpec("Hello     "), proposal: .unspecified)
        #expect(measurement.size.width == (Font.body.width(of: "Hello") - 0.001).rounded(.up))
    }
}

@Suite("Text model: characters and faces")
struct TextCharacterTests {
    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    @Test("characters the font lacks: stand-in faces, emoji 1.25 em, combining marks nothing")
    func missingCharacters() {
        // Each with the tracking every character takes. Ideographs and kana are 1 em (Noto
        // Sans CJK SC, for a language that is not Japanese), Hangul 0.92 em (Noto Sans CJK KR).
        #expect(close(Font.body.width(of: "日"), 17 + bodyTracking))
        #expect(close(Font.body.width(of: "あ"), 17 + bodyTracking))
        #expect(close(Font.body.width(of: "한"), 17 * 0.92 + bodyTracking))
        // Thai in Noto Sans Thai: ก 600 units, with mai ek (a mark) 600 too.
        #expect(close(Font.body.width(of: "ก"), 17 * 0.6 + bodyTracking))
        #expect(close(Font.body.width(of: "ก\u{0E48}"), 17 * 0.6 + bodyTracking))
        // Arabic in Noto Sans Arabic: beh then alef join, initial beh 269 units and final alef
        // 291 (HarfBuzz's shaping of the pair); apart, their isolated forms, 993 and 238.
        #expect(close(Font.body.width(of: "\u{0628}\u{0627}"), 17 * (0.269 + 0.291) + 2 * bodyTracking))
        #expect(close(Font.body.width(of: "\u{0628} \u{0627}"), 17 * (0.993 + 0.238) + Font.body.width(of: " ") + 2 * bodyTracking))
        #expect(close(Font.body.width(of: "😀"), 17 * 1.25 + bodyTracking))
        // Joined emoji, flags and keycaps are one character each: 1.25 em.
        #expect(close(Font.body.width(of: "👩‍👩‍👧"), 17 * 1.25 + bodyTracking))
        #expect(close(Font.body.width(of: "🇫🇷"), 17 * 1.25 + bodyTracking))
        #expect(close(Font.body.width(of: "1️⃣"), 17 * 1.25 + bodyTracking))
        // A combining mark adds nothing to its base; on its own it takes no room.
        #expect(close(Font.body.width(of: "e\u{301}"), Font.body.width(of: "e")))
        #expect(close(Font.body.width(of: "e\u{301}\u{308}\u{323}"), Font.body.width(of: "e")))
        #expect(Font.body.width(of: "\u{301}") == 0)
        // A script neither Inter nor a stand-in face has (Georgian) takes the advance of "n".
        #expect(close(Font.body.width(of: "\u{10D0}"), Font.body.width(of: "n")))
    }

    @Test("monospacedDigit() gives every digit one advance; the default digits differ")
    func monospacedDigits() {
        let tabular = Font.body.monospacedDigit()
        #expect(Font.body.width(of: "111") < Font.body.width(of: "888"))
        #expect(close(tabular.width(of: "111"), tabular.width(of: "888")))
        // Letters keep their advances.
        #expect(close(tabular.width(of: "Hello"), Font.body.width(of: "Hello")))
        #expect(Text("111").monospacedDigit().sizeThatFits(.unspecified) == Text("888").monospacedDigit().sizeThatFits(.unspecified))
    }

    @Test("tabular digits do not kern: n digits set with monospacedDigit() are n digit advances")
    func tabularDigitsDoNotKern() {
        // Digits in tabular form share one advance so that columns of numbers line up; the font
        // has no kerning for them (ContentViewMetrics, "Glyph metrics": tabular digits never
        // kern). "74" kerns by about −1 pt in the proportional digits.
        let tabular = Font.body.monospacedDigit()
        #expect(close(tabular.width(of: "74"), 2 * tabular.width(of: "0")))
        #expect(close(tabular.width(of: "74"), tabular.width(of: "11")))
        #expect(close(tabular.width(of: "1234567890"), 10 * tabular.width(of: "0")))
    }

    @Test("heavier weights are wider, from ultra-light to black")
    func weights() {
        let widths = Font.Weight.all.map { Font.body.weight($0).width(of: "Hello world") }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
        #expect(Font.body.bold().width(of: "Hello") > Font.body.width(of: "Hello"))
        #expect(Text("Hello").bold().sizeThatFits(.unspecified).width > Text("Hello").sizeThatFits(.unspecified).width)
    }

    @Test("italics are measured in Inter's italic faces")
    func italics() {
        // The italic faces' advances differ from the upright ones' for these letters.
        #expect(Font.body.italic().width(of: "Hello world") != Font.body.width(of: "Hello world"))
        #expect(Font.body.bold().italic().width(of: "Hello world") != Font.body.bold().width(of: "Hello world"))
    }
}

@Suite("Text model: limits and truncation")
struct TextTruncationRulesTests {
    @Test("lineLimit keeps the first lines whole and truncates the last one shown")
    func lineLimitTruncation() {
        let string = "one two three four five six"
        let room = Font.body.width(of: "one two") + 1
        let wrapped = lines(string, width: room)
        #expect(wrapped.count > 2)
        for mode in TextTruncationMode.allCases {
            let shown = lines(string, width: room, lineLimit: 2, truncationMode: mode)
            #expect(shown.count == 2, "\(mode)")
            #expect(shown.first == wrapped.first, "\(mode)")
            #expect(shown.last?.contains("…") == true, "\(mode)")
            #expect((shown.last.map { Font.body.width(of: $0) } ?? .infinity) <= room + 0.001, "\(mode)")
        }
        #expect(lines(string, width: room, lineLimit: 2, truncationMode: .tail).last?.hasSuffix("…") == true)
        #expect(lines(string, width: room, lineLimit: 2, truncationMode: .head).last?.hasPrefix("…") == true)
        // The head and middle modes end the last line with the text's end.
        #expect(lines(string, width: room, lineLimit: 2, truncationMode: .head).last?.hasSuffix("six") == true)
        #expect(lines(string, width: room, lineLimit: 2, truncationMode: .middle).last?.hasSuffix("six") == true)
    }

    @Test("minimumScaleFactor shrinks wrapped text until it fits its line limit")
    func shrinksWrappedText() throws {
        // Two lines of 60 for a text that takes three at full size.
        let string = "one two three four"
        let spec = TextSpec(string, lineLimit: 2, minimumScaleFactor: 0.5)
        let measurement = BuiltInTextMeasurer().measure(spec, proposal: ProposedViewSize(width: 60, height: nil))
        #expect(lines(string, width: 60).count > 2)
        #expect(measurement.scaleFactor < 1 && !measurement.isTruncated)
        #expect(measurement.lines.count <= 2)
        // One percent more would not fit: it wraps to more lines or truncates.
        var larger = TextSpec(string, font: .system(size: 17 * (measurement.scaleFactor + 0.01)), lineLimit: 2)
        larger.font.textStyle = .body
        #expect(BuiltInTextMeasurer().measure(larger, proposal: ProposedViewSize(width: 60, height: nil)).isTruncated)
    }
}
