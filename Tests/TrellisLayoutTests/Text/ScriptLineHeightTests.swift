import Foundation
import Testing
import TrellisGeometry
import TrellisLayout

// Line heights of the tall scripts: a line holding Thai or Devanagari is as tall as the highest
// ascent and deepest descent among SF Pro and the stand-in faces it uses. The expected values are
// computed here from the fonts' own `hhea` metrics (1000 units to the em, line gap 0): Noto Sans
// Thai 1061 / −450, Noto Sans Devanagari 896 / −408 (Debian's fonts-noto-core 20201225), and
// SF Pro's 1950 / −494 of 2048. Arabic lines keep SF Pro's height: iOS 17.2 renderings of ar_AE
// screens set one-line Arabic labels as tall as Latin ones, where Noto Sans Arabic's 2.112 em
// would make them 36 pt at body size.

@Suite("Line heights of tall scripts")
struct ScriptLineHeightTests {
    private let sfAscent = 1950.0 / 2048
    private let sfDescent = 494.0 / 2048
    /// Body's pitch less its line height: the text style's 22-pt line spacing less SF Pro's line.
    private var bodyGap: Double { 22 - (sfAscent + sfDescent) * 17 }

    private func measure(_ string: String, scale: CGFloat = 3, width: CGFloat? = nil, height: CGFloat? = nil,
                         lineLimit: Int? = nil) -> TextMeasurement {
        var spec = TextSpec(string, lineLimit: lineLimit)
        spec.displayScale = scale
        return BuiltInTextMeasurer().measure(spec, proposal: ProposedViewSize(width: width, height: height))
    }

    private func roundedUp(_ length: Double, scale: Double = 3) -> Double {
        ((length * scale) - 0.001).rounded(.up) / scale
    }

    @Test("a line of Thai or Devanagari takes the face's ascent and descent where they exceed SF Pro's")
    func oneLine() {
        // (text, the face's ascender and descender in em)
        let cases: [(String, ascent: Double, descent: Double)] = [
            ("สวัสดี", 1.061, 0.450), ("नमस्ते", 0.896, 0.408),
        ]
        for (text, ascent, descent) in cases {
            let lineAscent = max(sfAscent, ascent) * 17
            let lineDescent = max(sfDescent, descent) * 17
            let measured = measure(text)
            #expect(abs(measured.size.height - roundedUp(lineAscent + lineDescent)) < 1e-9, "\(text)")
            #expect(abs(measured.firstBaseline - lineAscent) < 1e-9, "\(text)")
        }
        // Thai body: 1.511 em of 17 pt is 25.687, 26 on the @3x grid; Latin's is 20.333.
        #expect(measure("สวัสดี").size.height == 26)
        #expect(abs(measure("Hello").size.height - roundedUp((sfAscent + sfDescent) * 17)) < 1e-9)
        // Devanagari's ascender is below SF Pro's: the line keeps SF Pro's ascent, the deeper descent.
        #expect(abs(measure("नमस्ते").firstBaseline - sfAscent * 17) < 1e-9)
    }

    @Test("Arabic, Hebrew and CJK lines keep SF Pro's height")
    func untallScripts() {
        let latin = measure("Hello")
        for text in ["مرحبا", "שלום", "テスト", "中文", "한국어"] {
            let measured = measure(text)
            #expect(measured.size.height == latin.size.height, "\(text)")
            #expect(measured.firstBaseline == latin.firstBaseline, "\(text)")
        }
    }

    @Test("only the lines that hold a tall script grow; the gap between lines stays the font's")
    func mixedLines() {
        // "Hello\nสวัสดี\nHello": a Latin line, a Thai line, a Latin line.
        let measured = measure("Hello\nสวัสดี\nHello")
        let latinLine = (sfAscent + sfDescent) * 17
        let thaiLine = (1.061 + 0.450) * 17
        #expect(abs(measured.size.height - roundedUp(2 * latinLine + thaiLine + 2 * bodyGap)) < 1e-9)
        #expect(measured.lines.count == 3)
        #expect(abs(measured.lines[1].origin.y - (latinLine + bodyGap)) < 1e-9)
        #expect(abs(measured.lines[2].origin.y - (latinLine + thaiLine + 2 * bodyGap)) < 1e-9)
        #expect(abs(measured.lastBaseline - (latinLine + thaiLine + 2 * bodyGap + sfAscent * 17)) < 1e-9)
        // A line mixing Latin and Thai is as tall as a Thai line.
        #expect(measure("Hello สวัสดี").size.height == measure("สวัสดี").size.height)
    }

    @Test("a proposed height holds as many tall lines as fit")
    func heightCap() {
        let thaiLine = (1.061 + 0.450) * 17
        let text = "สวัสดี\nสวัสดี\nสวัสดี"
        // Two Thai lines and the gap between them fit; a third does not.
        let twoLines = thaiLine * 2 + bodyGap
        let capped = measure(text, height: twoLines + 1)
        #expect(capped.isTruncated)
        #expect(capped.lines.count == 2)
        #expect(abs(capped.size.height - roundedUp(twoLines)) < 1e-9)
        // With the room of three SF Pro lines (64.3 pt), Thai still fits only two.
        let latinThree = (sfAscent + sfDescent) * 17 * 3 + bodyGap * 2
        #expect(latinThree < thaiLine * 3 + bodyGap * 2)
        #expect(measure(text, height: latinThree).lines.count == 2)
        #expect(measure(text).lines.count == 3)
    }

    @Test("wrapped Arabic lines are as far apart as Latin ones: the body style's 22 points")
    func wrappedArabic() {
        let measured = measure("رقم الهاتف رقم الهاتف رقم الهاتف", width: 80)
        let lines = Double(measured.lines.count)
        #expect(lines >= 3)
        let latinLine = (sfAscent + sfDescent) * 17
        #expect(abs(measured.size.height - roundedUp(latinLine * lines + bodyGap * (lines - 1))) < 1e-9)
    }
}
