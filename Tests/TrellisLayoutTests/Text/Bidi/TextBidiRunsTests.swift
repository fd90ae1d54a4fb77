import Foundation
import Testing
import TrellisGeometry
@testable import TrellisLayout

/// The bidirectional runs the built-in measurer reports for each line: levels from UAX #9, with
/// every paragraph's direction from its first strong character.
@Suite("Bidi: runs of laid-out lines")
struct TextBidiRunsTests {
    private func lines(_ string: String, width: CGFloat? = nil, lineLimit: Int? = nil) -> [TextLine] {
        BuiltInTextMeasurer().measure(TextSpec(string, lineLimit: lineLimit),
                                      proposal: ProposedViewSize(width: width, height: nil)).lines
    }

    private func width(_ string: String) -> CGFloat {
        BuiltInTextMeasurer().measure(TextSpec(string), proposal: .unspecified).size.width
    }

    @Test("classes come from the Unicode data")
    func classes() {
        // DerivedBidiClass.txt: a L, alef R, Arabic alef AL, 1 EN, Arabic-Indic one AN, ZWJ BN,
        // RLI, comma CS, space WS, tab S.
        let expected: [(Unicode.Scalar, BidiClass)] = [
            ("a", .l), ("\u{05D0}", .r), ("\u{0627}", .al), ("1", .en), ("\u{0661}", .an), ("\u{200D}", .bn),
            ("\u{2067}", .rli), (",", .cs), (" ", .ws), ("\t", .s), ("\u{10FFFD}", .l), ("\u{1E900}", .r),
        ]
        for (scalar, kind) in expected { #expect(BidiClass(scalar) == kind, "U+\(String(scalar.value, radix: 16))") }
    }

    @Test("a left-to-right text is one run at level 0")
    func latin() {
        #expect(lines("Hello world").first?.runs == [TextRun(characters: 0..<11, level: 0)])
    }

    @Test("Hebrew after Latin is a right-to-left run; the space between takes the paragraph's direction")
    func hebrewInLatin() {
        // First strong is L: paragraph level 0. The space sits between L and R, so rule N2 gives
        // it the embedding direction (L).
        #expect(lines("abc \u{05D0}\u{05D1}\u{05D2}").first?.runs
                == [TextRun(characters: 0..<4, level: 0), TextRun(characters: 4..<7, level: 1)])
    }

    @Test("numbers inside Hebrew keep their order at level 2, to the left of the Hebrew before them")
    func numbersInHebrew() {
        // First strong is R: paragraph level 1. Digits are EN, raised to 2 by rule I2; the space
        // between R and EN (counted as R by N1) is R, level 1. Drawn left to right: the digits,
        // then the Hebrew word and its space, reversed.
        let runs = lines("\u{05D0}\u{05D1}\u{05D2} 123").first?.runs
        #expect(runs == [TextRun(characters: 4..<7, level: 2), TextRun(characters: 0..<4, level: 1)])
        #expect(runs?.map(\.isRightToLeft) == [false, true])
    }

    @Test("a wrapped line keeps its paragraph's direction: Latin on its own line of an Arabic paragraph is level 2")
    func wrappedLineKeepsParagraphLevel() {
        let arabic = "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}"
        let wrapped = lines("\(arabic) world", width: max(width(arabic), width("world")) + 1)
        // The line breaks at the space, which it drops (the last space before a break).
        #expect(wrapped.map(\.text) == [arabic, "world"])
        #expect(wrapped.first?.runs == [TextRun(characters: 0..<5, level: 1)])
        #expect(wrapped.last?.runs == [TextRun(characters: 0..<5, level: 2)])
    }

    @Test("explicit isolates and embeddings order their content; the controls stay with their run")
    func isolates() {
        // RLI … PDI around Latin in a left-to-right paragraph: the isolate's content is at level 1,
        // and rule I2 raises its L characters to 2; RLI and PDI themselves are level 0, neutrals
        // between L and L by rule N1.
        let runs = lines("a\u{2067}bc\u{2069}d").first?.runs
        #expect(runs == [TextRun(characters: 0..<2, level: 0), TextRun(characters: 2..<4, level: 2),
                         TextRun(characters: 4..<6, level: 0)])
    }

    @Test("a truncated right-to-left line keeps its ellipsis at the paragraph level")
    func truncated() throws {
        let hebrew = String(repeating: "\u{05D0}\u{05D1}\u{05D2} ", count: 30)
        let line = try #require(lines(hebrew, width: 100, lineLimit: 1).first)
        #expect(line.text.hasSuffix("…"))
        #expect(line.runs == [TextRun(characters: 0..<line.text.count, level: 1)])
    }
}
