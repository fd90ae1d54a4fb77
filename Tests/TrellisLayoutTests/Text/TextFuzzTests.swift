import Testing
import Trellis
import TrellisTestSupport

/// Random strings of mixed scripts and awkward characters: Latin words and long words, spaces,
/// hyphens and dashes, ideographs and kana, Hangul, Arabic and Hebrew, Thai, emoji (alone,
/// joined, flags, keycaps, with skin tones), combining marks piled on a letter or standing
/// alone, control and format characters, bidirectional controls, and every kind of line break.
private struct RandomText {
    private static let pieces: [[String]] = [
        ["Hello", "world", "a", "I", "WWW", "fi", "AV", "To", "x"],
        [" ", "  ", "\t", "\u{A0}", "\u{2009}"],
        ["-", "—", "–", "\u{2010}", "\u{AD}"],
        ["日", "本", "語", "あ", "カ", "한", "글", "\u{3000}", "Ａ"],
        ["مرحبا", "שלום", "สวัสดี", "Привет", "Γειά", "ℵ", "∑", "€"],
        ["ภาษาไทยเป็นภาษาที่ไม่มีช่องว่าง", "ພາສາລາວ", "ភាសាខ្មែរ", "「日本語」。", "ちょっと、", "ー", "한국어 문장", "(1)", "$5", "50%"],
        ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}"],
        ["😀", "👩‍👩‍👧", "🇫🇷", "1️⃣", "👍🏽", "❤️", "🏳️‍🌈"],
        ["e\u{301}", "\u{301}", "a\u{308}\u{323}\u{301}\u{302}", "\u{20DD}", "\u{200D}", "\u{FE0F}"],
        ["\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{200B}", "\u{FEFF}", "\u{202E}"],
        ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\n\n"],
        ["0", "1", "7", "4", "8", "3.14", "1,000"],
    ]

    var generator: SeededGenerator

    mutating func string() -> String {
        switch generator.below(20) {
        case 0: return ""
        case 1: return String(repeating: "abcdefghij", count: 1 + generator.below(60))   // a very long word
        case 2: return String(repeating: "\u{301}", count: 1 + generator.below(30))   // marks with no base
        default: break
        }
        var string = ""
        for _ in 0..<generator.below(40) {
            let pool = Self.pieces[generator.below(Self.pieces.count)]
            string += pool[generator.below(pool.count)]
        }
        return string
    }

    /// A string of scalars from every plane: any scalar (surrogates aside, which no string holds),
    /// runs of combining marks, zero-width joiners and bidirectional controls.
    mutating func scalars() -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<generator.below(30) {
            switch generator.below(6) {
            case 0:
                let marks: [ClosedRange<UInt32>] = [0x300...0x36F, 0x591...0x5BD, 0x64B...0x65F, 0xE31...0xE3A, 0x17B6...0x17D3, 0x1AB0...0x1ACE, 0x20D0...0x20F0]
                let range = marks[generator.below(marks.count)]
                for _ in 0..<(1 + generator.below(12)) {
                    scalars.append(Unicode.Scalar(range.lowerBound + UInt32(generator.below(range.count)))!)
                }
            case 1: scalars.append("\u{200D}")
            case 2:
                let controls: [Unicode.Scalar] = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}"]
                scalars.append(controls[generator.below(controls.count)])
            default:
                var value = UInt32(generator.below(17)) << 16 | UInt32(generator.below(0x10000))
                if (0xD800...0xDFFF).contains(value) { value = 0xFFFD }
                scalars.append(Unicode.Scalar(value)!)
            }
        }
        return String(scalars)
    }

    mutating func length(upTo bound: Double) -> CGFloat {
        CGFloat(Double(generator.next() % 1_000_000) / 1_000_000 * bound)
    }

    mutating func proposedLength() -> CGFloat? {
        switch generator.below(8) {
        case 0: return nil
        case 1: return 0
        case 2: return .infinity
        case 3: return -length(upTo: 50)
        case 4: return length(upTo: 2)
        case 5: return 1e9
        default: return length(upTo: 400)
        }
    }

    mutating func spec() -> TextSpec {
        let fonts: [Font] = [.body, .largeTitle, .caption2, .headline, .title3]
        var font = generator.below(4) == 0 ? Font.system(size: length(upTo: 120)) : fonts[generator.below(fonts.count)]
        font.weight = Font.Weight.all[generator.below(Font.Weight.all.count)]
        font.isItalic = generator.below(2) == 0
        font.hasMonospacedDigits = generator.below(3) == 0
        font.design = Font.Design.allCases[generator.below(Font.Design.allCases.count)]
        font.width = Font.Width.allCases[generator.below(Font.Width.allCases.count)]
        let lineLimits: [Int?] = [nil, nil, 0, 1, 2, 3, -1, Int.max]
        var spec = TextSpec(string(), font: font, lineLimit: lineLimits[generator.below(lineLimits.count)],
                            reservedLines: generator.below(4), minimumScaleFactor: length(upTo: 1.2),
                            truncationMode: TextTruncationMode.allCases[generator.below(3)],
                            alignment: TextAlignment.allCases[generator.below(3)])
        spec.allowsTightening = generator.below(2) == 0
        spec.tracking = length(upTo: 10) - 5
        spec.baselineOffset = length(upTo: 10) - 5
        spec.lineSpacing = length(upTo: 10)
        spec.displayScale = [1, 2, 3, 0, -2, .nan][generator.below(6)]
        return spec
    }
}

@Suite("Text model: random strings")
struct TextFuzzTests {
    @Test("thousands of random strings, fonts and proposals measure to finite, non-negative sizes with at least one line, but at the zero proposal",
          .timeLimit(.minutes(2)))
    func randomStrings() {
        var random = RandomText(generator: SeededGenerator(seed: 0x7E47_F022))
        let measurer = BuiltInTextMeasurer()
        var (wrapped, truncated, shrunk) = (0, 0, 0)
        for iteration in 0..<3000 {
            let spec = random.spec()
            let proposal = ProposedViewSize(width: random.proposedLength(), height: random.proposedLength())
            let measurement = measurer.measure(spec, proposal: proposal)
            let size = measurement.size
            let context = "case \(iteration): \(spec.string.unicodeScalars.map { String($0.value, radix: 16) }) at \(proposal)"
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                Issue.record("size \(size) for \(context)")
                continue
            }
            // The zero proposal holds no line (measured: see ContentViewMetrics); any other has one.
            let isZero = proposal.width == 0 && proposal.height == 0
            #expect(measurement.lines.isEmpty == isZero || spec.string.isEmpty, "lines for \(context)")
            #expect(measurement.firstBaseline.isFinite && measurement.lastBaseline.isFinite, "baselines for \(context)")
            #expect(measurement.lines.allSatisfy { $0.width.isFinite && $0.origin.x.isFinite && $0.origin.y.isFinite }, "lines for \(context)")
            #expect(measurement.scaleFactor.isFinite && measurement.scaleFactor >= 0 && measurement.scaleFactor <= 1, "scale for \(context)")
            if measurement.lines.count > 1 { wrapped += 1 }
            if measurement.isTruncated { truncated += 1 }
            if measurement.scaleFactor < 1 { shrunk += 1 }
            // The same text and proposal measure the same again (the shaping cache must not
            // change the answer).
            #expect(measurer.measure(spec, proposal: proposal) == measurement, "repeat of \(context)")
            // The solver sizes texts without their lines' characters: the rest is the same.
            var sized = measurement
            sized.lines = []
            #expect(measurer.measure(spec, proposal: proposal, withLines: false) == sized, "sizing only, \(context)")
        }
        // The cases reach every path: several lines, truncation and shrinking.
        #expect(wrapped > 100 && truncated > 100 && shrunk > 100, "wrapped \(wrapped), truncated \(truncated), shrunk \(shrunk)")
    }

    @Test("random scalars from every plane, with marks, joiners and bidirectional controls, measure to finite sizes",
          .timeLimit(.minutes(2)))
    func everyPlane() {
        var random = RandomText(generator: SeededGenerator(seed: 0x5CA1_AB1E))
        let measurer = BuiltInTextMeasurer()
        var wrapped = 0
        for iteration in 0..<2000 {
            var spec = random.spec()
            spec.string = random.scalars()
            let proposal = ProposedViewSize(width: random.proposedLength(), height: random.proposedLength())
            let measurement = measurer.measure(spec, proposal: proposal)
            let context = "case \(iteration): \(spec.string.unicodeScalars.map { String($0.value, radix: 16) }) at \(proposal)"
            #expect(measurement.size.width.isFinite && measurement.size.height.isFinite
                    && measurement.size.width >= 0 && measurement.size.height >= 0, "size \(measurement.size) for \(context)")
            // The zero proposal holds no line (measured: see ContentViewMetrics); any other has one.
            let isZero = proposal.width == 0 && proposal.height == 0
            #expect(measurement.lines.isEmpty == isZero && measurement.lines.allSatisfy { $0.width.isFinite }, "lines for \(context)")
            if measurement.lines.count > 1 { wrapped += 1 }
        }
        #expect(wrapped > 100, "wrapped \(wrapped)")
    }

    @Test("as the offered width shrinks, a text's width never grows and its lines never fall in number",
          .timeLimit(.minutes(2)))
    func monotonicWrapping() {
        var random = RandomText(generator: SeededGenerator(seed: 0x0DD_BA11))
        let measurer = BuiltInTextMeasurer()
        var checked = 0
        for iteration in 0..<300 {
            // Wrapping alone: no line limit, shrinking or tightening, which trade lines for width.
            let fonts: [Font] = [.body, .largeTitle, .caption2, .headline, .title3]
            var spec = TextSpec(iteration % 3 == 0 ? random.scalars() : random.string(), font: fonts[random.generator.below(fonts.count)])
            spec.tracking = random.length(upTo: 2)
            let ideal = measurer.measure(spec, proposal: .unspecified).size.width
            var widths = (0...24).map { ideal * CGFloat(24 - $0) / 24 }
            widths += (0..<8).map { _ in random.length(upTo: Double(ideal)) }
            widths.sort(by: >)
            var previous: TextMeasurement?
            var previousWidth = CGFloat.infinity
            for width in widths {
                let measurement = measurer.measure(spec, proposal: ProposedViewSize(width: width, height: nil))
                if let previous {
                    let context = "case \(iteration): \(spec.string.unicodeScalars.map { String($0.value, radix: 16) }) from \(previousWidth) to \(width)"
                    // A line wider than the offer is truncated, its end replaced by an ellipsis
                    // that may be wider than what it replaces: widths are compared while wrapping
                    // alone fits the text.
                    if !measurement.isTruncated {
                        #expect(measurement.size.width <= previous.size.width + 0.0001,
                                "width grew from \(previous.size.width) to \(measurement.size.width), \(context)")
                        checked += 1
                    }
                    #expect(measurement.lines.count >= previous.lines.count,
                            "lines fell from \(previous.lines.count) to \(measurement.lines.count), \(context)")
                }
                previous = measurement
                previousWidth = width
            }
        }
        #expect(checked > 3000, "\(checked) widths compared")
    }

    @Test("Scripts/fuzz.sh's case: characters that take no room after an emoji do not narrow its line")
    func emptyCharactersDoNotNarrow() {
        let scalars: [UInt32] = [0x1F469, 0x200D, 0x1F469, 0x200D, 0x0, 0x1, 0x66700, 0x2000, 0xF2E00, 0x6100, 0x6200, 0x6300,
                                 0xF2C06, 0x2000, 0x91500, 0x94D00]
        let spec = TextSpec(String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))))
        let measurer = BuiltInTextMeasurer()
        let ideal = measurer.measure(spec, proposal: .unspecified).size.width
        var previous = CGFloat.infinity
        for step in stride(from: 32, through: 0, by: -1) {
            let measurement = measurer.measure(spec, proposal: ProposedViewSize(width: ideal * CGFloat(step) / 32, height: nil))
            guard !measurement.isTruncated else { continue }
            #expect(measurement.size.width <= previous, "at step \(step): \(measurement.size.width) after \(previous)")
            previous = measurement.size.width
        }
        let emoji = measurer.measure(TextSpec("\u{1F469}\u{200D}\u{1F469}\u{200D}"), proposal: .unspecified).size.width
        let withControls = measurer.measure(TextSpec("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{0}\u{1}"), proposal: .unspecified).size.width
        #expect(withControls >= emoji)
    }
}
