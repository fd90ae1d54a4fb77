import Testing
import Trellis

/// Where wrapped text in scripts other than Latin breaks: the rules of
/// `Documentation/Trellis.docc/ContentViewMetrics.md`, "Line breaking".
@Suite("Line breaking: Japanese, Korean and Thai")
struct ScriptWrappingTests {
    let measurer = BuiltInTextMeasurer()

    /// The lines of `string` in the body font offered the ideal width of `fitting` and a little.
    func lines(_ string: String, offered fitting: String) -> [String] {
        let width = measurer.measure(TextSpec(fitting), proposal: .unspecified).size.width + 0.5
        return measurer.measure(TextSpec(string), proposal: ProposedViewSize(width: width, height: nil)).lines.map(\.text)
    }

    @Test("a Japanese line does not start with a full stop: the character before it moves down too (JIS X 4051)")
    func fullStop() {
        #expect(lines("日本語です。", offered: "日本語です") == ["日本語で", "す。"])
    }

    @Test("a Japanese line does not start with small kana or a closing bracket")
    func smallKana() {
        #expect(lines("あいうえちょっと", offered: "あいうえち") == ["あいうえ", "ちょっと"])
        #expect(lines("「あいうえ」です", offered: "「あいうえ") == ["「あいう", "え」です"])
    }

    @Test("an opening bracket stays with what follows it")
    func openingBracket() {
        #expect(lines("あいう「えお」", offered: "あいう「") == ["あいう", "「えお」"])
    }

    @Test("Korean breaks between words, not between syllables (iOS's hangulWordPriority)")
    func korean() {
        #expect(lines("한국어 문장입니다", offered: "가나다라마바") == ["한국어", "문장입니다"])
    }

    @Test("Thai breaks before a leading vowel, not anywhere in the word")
    func thai() {
        // Leading vowels start เที่ยว, เมือง and ไทย: the line breaks before เมือง, the last
        // one that fits, not at the character where the width runs out.
        #expect(lines("ไปเที่ยวเมืองไทย", offered: "nnnnnnnn") == ["ไปเที่ยว", "เมืองไทย"])
    }
}
