import Testing
import TrellisLayout

// Devanagari conjuncts in the stand-in face (`DevanagariClusters`). The expected advances are
// HarfBuzz's: each word shaped whole (default features) in Noto Sans Devanagari Regular and
// Bold of Debian's fonts-noto-core 20201225, in font units (1000 to the em). The sum of the
// letters' own advances, which Trellis used before, is 14 % wider on average over twenty common
// words (up to 40 %, क्षमा).

@Suite("Devanagari conjuncts take the font's advance")
struct DevanagariClusterTests {
    /// (word, HarfBuzz's advance in Regular, in Bold)
    private let words: [(String, regular: Double, bold: Double)] = [
        ("नमस्ते", 2112, 2324), ("हिन्दी", 1878, 2045), ("क्षमा", 1569, 1733),
        ("प्रधान", 1997, 2212), ("धर्म", 1213, 1333), ("विद्यालय", 3016, 3339),
        ("श्री", 966, 1076), ("भारत", 1941, 2129), ("सेटिंग्स", 2396, 2631),
        ("पासवर्ड", 2636, 2874), ("स्वागत", 2337, 2568), ("कृपया", 2169, 2365),
        ("प्रोफ़ाइल", 3026, 3278), ("मित्र", 1409, 1541), ("रद्द", 949, 1022),
    ]

    @Test("common words take HarfBuzz's advance, Regular and Bold, with SF Pro's tracking per character")
    func words17() {
        let tracking = -0.026 * 17
        for (word, regular, bold) in words {
            let characters = Double(word.count)
            #expect(abs(Font.body.width(of: word) - (regular / 1000 * 17 + characters * tracking)) < 1e-9, "\(word)")
            #expect(abs(Font.body.bold().width(of: word) - (bold / 1000 * 17 + characters * tracking)) < 1e-9, "\(word)")
        }
    }

    @Test("the rule: a half form before a consonant, nothing for a reph, nothing for a rakar")
    func rule() throws {
        let face = StandInFace.face(.devanagari, isBold: false)
        let clusters = try #require(face.clusters)
        let ka = Unicode.Scalar(0x0915)!, ssa = Unicode.Scalar(0x0937)!, ra = Unicode.Scalar(0x0930)!
        let ma = Unicode.Scalar(0x092E)!, sa = Unicode.Scalar(0x0938)!, ta = Unicode.Scalar(0x0924)!
        let advance = { (scalar: Unicode.Scalar) in face.advance(of: scalar) ?? 0 }
        // Reph: र् before म adds nothing to म (धर्म).
        #expect(clusters.conjunctAdvance(ra, ma, firstAdvance: advance(ra), secondAdvance: advance(ma)) == advance(ma))
        // Half form: स् before त is narrower than स (HarfBuzz: स्त 959, स alone 676, त 570).
        let sta = clusters.conjunctAdvance(sa, ta, firstAdvance: advance(sa), secondAdvance: advance(ta))
        #expect(sta == 959)
        #expect(sta < advance(sa) + advance(ta))
        // A ligature of its own: क्ष is one glyph, 712 units.
        #expect(clusters.conjunctAdvance(ka, ssa, firstAdvance: advance(ka), secondAdvance: advance(ssa)) == 712)
        #expect(StandInFace.face(.hebrew, isBold: false).clusters == nil)
    }

    @Test("an explicit virama before a zero-width non-joiner keeps both letters whole")
    func explicitVirama() {
        // क्‌ष: the non-joiner stops the conjunct, so the letters keep their own advances.
        let word = "क\u{094D}\u{200C}ष"
        let face = StandInFace.face(.devanagari, isBold: false)
        let letters = Double((face.advance(of: "\u{0915}") ?? 0) + (face.advance(of: "\u{0937}") ?? 0))
        let measured = Font.body.width(of: word)
        // Tracking follows every character that takes room (a lone joiner takes none).
        let tracking = -0.026 * 17 * Double(word.filter { $0 != "\u{200C}" }.count)
        #expect(abs(measured - (letters / 1000 * 17 + tracking)) < 1e-9)
    }
}
