import Testing
import TrellisLayout

// The Inter glyph tables (`FontFace.inter(weight:italic:)`): Inter 3.19's static faces, in font
// units of 2816 to the em. The exact values below are the font's own (its `hmtx` advances and
// `kern` feature as HarfBuzz applies it); the rest of the checks are properties any correct
// reading of a text face has: letters advance, marks do not, heavier faces are wider, round
// and sloped pairs kern tighter, tabular digits line up, and other scripts are not covered.

@Suite("Inter glyph metrics")
struct InterFontFaceTests {
    private let regular = FontFace.inter(weight: .regular, italic: false)

    private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    private func alphabetWidth(_ face: FontFace) -> Int {
        scalars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz").reduce(0) { $0 + (face.advance(of: $1) ?? 0) }
    }

    @Test("there is a face for each of SwiftUI's nine weights, upright and italic, in weight order")
    func faces() {
        #expect(FontFace.interFaces.count == 18)
        for weight in Font.Weight.all {
            for italic in [false, true] {
                let face = FontFace.inter(weight: weight, italic: italic)
                #expect(face.weight == weight)
                #expect(face.isItalic == italic)
                #expect(face.name.hasSuffix("Italic") == italic)
            }
        }
        // By OpenType weight class: 100 Thin is ultraLight, 200 ExtraLight thin, 800 ExtraBold heavy.
        #expect(FontFace.inter(weight: .ultraLight, italic: false).name == "Inter Thin")
        #expect(FontFace.inter(weight: .thin, italic: false).name == "Inter Extra Light")
        #expect(FontFace.inter(weight: .regular, italic: false).name == "Inter Regular")
        #expect(FontFace.inter(weight: .regular, italic: true).name == "Inter Italic")
        #expect(FontFace.inter(weight: .heavy, italic: true).name == "Inter Extra Bold Italic")
        #expect(FontFace.inter(weight: .black, italic: false).name == "Inter Black")
    }

    @Test("vertical metrics: 2816 units to the em, caps 0.727 em, lowercase 0.545 em")
    func verticalMetrics() {
        for face in FontFace.interFaces {
            #expect(face.unitsPerEm == 2816)
            #expect(face.ascender == 2728)
            #expect(face.descender == -680)
            #expect(face.lineGap == 0)
            #expect(face.capHeight == 2048)
            #expect(face.xHeight == 1536)
            #expect(face.ascender > face.capHeight && face.capHeight > face.xHeight && face.descender < 0)
        }
    }

    @Test("the required scripts and punctuation are covered; CJK, emoji and kana are not")
    func coverage() {
        let covered = "AZaz09 !~éßÿĀžŒ–—‘’“”•…‰€£¥₽₹₩ΑΩαωάЖжЁёЯя"
        for face in FontFace.interFaces {
            for scalar in scalars(covered) {
                #expect(face.glyph(for: scalar) != nil, "\(face.name) lacks U+\(String(scalar.value, radix: 16))")
            }
            for scalar in scalars("中あ😀\u{0007}\u{10FFFF}") {
                #expect(face.glyph(for: scalar) == nil)
                #expect(face.advance(of: scalar) == nil)
                #expect(face.kerning("A", scalar) == 0)
            }
        }
        let all = regular.coveredScalars
        #expect(all.count > 1_000)
        #expect(all == all.sorted { $0.value < $1.value })
        #expect((0x20...0x7E).allSatisfy { all.contains(Unicode.Scalar($0)!) })
        // A glyph is a position among the covered characters, the same in every face.
        #expect(regular.glyph(for: " ")?.number == 0)
        #expect(regular.glyph(for: "~")?.number == 0x7E - 0x20)
        for (number, scalar) in all.enumerated() {
            #expect(regular.glyph(for: scalar)?.number == number)
        }
    }

    @Test("every covered character advances, except combining marks and invisible format characters")
    func advances() {
        for face in FontFace.interFaces {
            for scalar in face.coveredScalars {
                let advance = face.advance(of: scalar) ?? -1
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .enclosingMark:
                    #expect(advance == 0, "\(face.name) U+\(String(scalar.value, radix: 16))")
                case .format:
                    #expect(advance >= 0 && advance < face.unitsPerEm / 4, "\(face.name) U+\(String(scalar.value, radix: 16))")
                default:
                    #expect(advance > 0 && advance < 2 * face.unitsPerEm, "\(face.name) U+\(String(scalar.value, radix: 16))")
                }
            }
        }
        // The soft hyphen and the zero-width space are hidden by a shaper: no advance.
        #expect(regular.advance(of: "\u{00AD}") == 0)
        #expect(regular.advance(of: "\u{200B}") == 0)
        // The font's own advances: the space is 792 units, "M" wider than "i", "W" than "l".
        #expect(regular.advance(of: " ") == 792)
        #expect(regular.advance(of: "\u{00A0}") == regular.advance(of: " "))
        #expect(regular.advance(of: "\u{2003}") == regular.unitsPerEm)  // em space
        #expect(regular.advance(of: "M")! > regular.advance(of: "i")!)
        #expect(regular.advance(of: "W")! > regular.advance(of: "l")!)
        // An accented letter advances as its base letter does.
        #expect(regular.advance(of: "é") == regular.advance(of: "e"))
        #expect(regular.advance(of: "Å") == regular.advance(of: "A"))
        let glyph = regular.glyph(for: "e")!
        #expect(regular.advance(of: glyph) == regular.advance(of: "e"))
    }

    @Test("a heavier face is wider, weight by weight, upright and italic")
    func weightsWiden() {
        for italic in [false, true] {
            let widths = Font.Weight.all.map { alphabetWidth(FontFace.inter(weight: $0, italic: italic)) }
            #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
        }
        #expect(alphabetWidth(FontFace.inter(weight: .bold, italic: false)) > alphabetWidth(regular))
    }

    @Test("sloped and overhanging pairs kern tighter; straight stems do not kern")
    func kerning() {
        for face in FontFace.interFaces {
            for pair in ["AV", "VA", "To", "Ta", "Yo", "LT", "Av", "P.", "ТА", "Го", "ΑΥ"] {
                let pair = scalars(pair)
                #expect(face.kerning(pair[0], pair[1]) < 0, "\(face.name) \(String(String.UnicodeScalarView(pair)))")
            }
            for pair in ["HH", "HI", "ll", "nn", "II"] {
                let pair = scalars(pair)
                #expect(face.kerning(pair[0], pair[1]) == 0, "\(face.name) \(String(String.UnicodeScalarView(pair)))")
            }
        }
        // The font's values in the regular face: AV −192 units, To −224.
        #expect(regular.kerning("A", "V") == -192)
        #expect(regular.kerning("T", "o") == -224)
        // Kerning is by pair, not symmetric in general, and the glyph and scalar forms agree.
        let t = regular.glyph(for: "T")!, o = regular.glyph(for: "o")!
        #expect(regular.kerning(t, o) == regular.kerning("T", "o"))
        #expect(regular.kerning("o", "T") != regular.kerning("T", "o"))
    }

    @Test("tabular digits share one advance, near the proportional digits' widest, wider in heavier faces")
    func tabularDigits() {
        let digits = scalars("0123456789")
        #expect(regular.tabularDigitAdvance == 1824)
        // Proportional digits differ: "1" is narrower than "0".
        #expect(regular.advance(of: "1")! < regular.advance(of: "0")!)
        for face in FontFace.interFaces {
            let advances = digits.compactMap { face.tabularAdvance(of: $0) }
            #expect(advances.count == 10 && Set(advances) == [face.tabularDigitAdvance])
            let proportional = digits.map { face.advance(of: $0)! }
            #expect(proportional.min()! < face.tabularDigitAdvance, "\(face.name)")
            #expect(face.tabularDigitAdvance <= proportional.max()! + face.unitsPerEm / 100, "\(face.name)")
            #expect(face.tabularAdvance(of: "a") == nil)
            #expect(face.tabularAdvance(of: "٣") == nil)
        }
        let byWeight = Font.Weight.all.map { FontFace.inter(weight: $0, italic: false).tabularDigitAdvance }
        #expect(zip(byWeight, byWeight.dropFirst()).allSatisfy { $0 < $1 }, "\(byWeight)")
    }
}
