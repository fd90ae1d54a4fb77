import Testing
import TrellisLayout

// The stand-in faces (`StandInFace`): Noto faces standing in for the iOS faces of the scripts SF
// Pro lacks, 1000 font units to the em. The advances and vertical metrics expected below are the
// fonts' own: the `hmtx` advances and `hhea` metrics of Debian's Noto Sans Arabic, Hebrew,
// Thai and Devanagari (fonts-noto-core 20201225) and of Noto Sans CJK 2.004 (fonts-noto-cjk
// 20220127), and for Japanese kana the advance of their `palt` (proportional) alternates.

@Suite("Stand-in faces for other scripts")
struct StandInFaceTests {
    private func face(_ kind: StandInFace.Kind, bold: Bool = false) -> StandInFace {
        StandInFace.face(kind, isBold: bold)
    }

    private func advance(_ kind: StandInFace.Kind, _ scalar: Unicode.Scalar, bold: Bool = false) -> Int? {
        face(kind, bold: bold).advance(of: scalar)
    }

    @Test("a Regular and a Bold face for each iOS face, with the fonts' vertical metrics")
    func faces() {
        #expect(StandInFace.all.count == 18)
        for kind in StandInFace.Kind.allCases {
            for bold in [false, true] {
                let face = face(kind, bold: bold)
                #expect(face.kind == kind && face.isBold == bold)
                #expect(face.unitsPerEm == 1000)
                #expect(face.lineGap == 0)
                #expect(face.name.hasSuffix("Bold") == bold, "\(face.name)")
            }
        }
        #expect(face(.arabic).name == "Noto Sans Arabic Regular")
        #expect(face(.japanese, bold: true).name == "Noto Sans CJK JP Bold")
        #expect(face(.arabic).ascender == 1374 && face(.arabic).descender == -738)
        #expect(face(.hebrew).ascender == 1068 && face(.hebrew).descender == -292)
        #expect(face(.thai).ascender == 1061 && face(.thai).descender == -450)
        #expect(face(.devanagari).ascender == 896 && face(.devanagari).descender == -408)
        #expect(face(.simplifiedChinese).ascender == 1160 && face(.simplifiedChinese).descender == -288)
        #expect(StandInFace.Kind.japanese.iOSFaceName == "Hiragino Sans")
    }

    @Test("letters take the fonts' advances; Bold is wider; marks advance nothing")
    func advances() {
        #expect(advance(.arabic, "\u{0627}") == 238)
        #expect(advance(.arabic, "\u{0628}") == 993)
        #expect(advance(.arabic, "\u{0628}", bold: true) == 1024)
        #expect(advance(.hebrew, "\u{05D0}") == 632)
        #expect(advance(.hebrew, "\u{05E9}", bold: true) == 787)
        #expect(advance(.thai, "\u{0E01}") == 600)
        #expect(advance(.thai, "\u{0E21}", bold: true) == 646)
        #expect(advance(.devanagari, "\u{0915}") == 762)
        #expect(advance(.devanagari, "\u{093F}") == 259)
        // Combining marks: Arabic fatha, Hebrew qamats, Thai mai ek, Devanagari virama.
        for (kind, mark) in [(StandInFace.Kind.arabic, "\u{064E}"), (.hebrew, "\u{05B8}"), (.thai, "\u{0E48}"), (.devanagari, "\u{094D}")] {
            #expect(advance(kind, Unicode.Scalar(mark)!) == 0)
        }
        // A character outside the face's script is not covered.
        #expect(advance(.arabic, "a") == nil)
        #expect(advance(.thai, "\u{0627}") == nil)
    }

    @Test("ideographs 1 em and Hangul 0.92 em in every CJK face; kana proportional only in Japanese")
    func cjk() {
        for kind in [StandInFace.Kind.japanese, .korean, .simplifiedChinese, .traditionalChinese, .hongKongChinese] {
            #expect(advance(kind, "中") == 1000)
            #expect(advance(kind, "\u{2000B}") == 1000)
            #expect(advance(kind, "한") == 920)
            #expect(advance(kind, "、") == 1000)
        }
        #expect(advance(.japanese, "あ") == 971)
        #expect(advance(.japanese, "い") == 944)
        #expect(advance(.japanese, "カ") == 926)
        for kind in [StandInFace.Kind.korean, .simplifiedChinese, .traditionalChinese, .hongKongChinese] {
            #expect(advance(kind, "あ") == 1000)
            #expect(advance(kind, "カ") == 1000)
        }
    }

    @Test("the face is chosen by the character's script, and for CJK by the text's language")
    func cascade() {
        func kind(_ scalar: Unicode.Scalar, _ language: TextLanguage = .other) -> StandInFace.Kind? {
            StandInFace.face(for: scalar, language: language, isBold: false)?.kind
        }
        #expect(kind("\u{0627}") == .arabic)
        #expect(kind("\u{FEFB}") == .arabic)
        #expect(kind("\u{05D0}") == .hebrew)
        #expect(kind("\u{0E01}") == .thai)
        #expect(kind("\u{0915}") == .devanagari)
        #expect(kind("a") == nil)
        #expect(kind("\u{10D0}") == nil)
        #expect(kind("中") == .simplifiedChinese)
        #expect(kind("あ") == .simplifiedChinese)
        #expect(kind("中", .japanese) == .japanese)
        #expect(kind("中", .korean) == .korean)
        #expect(kind("中", .traditionalChinese) == .traditionalChinese)
        #expect(kind("中", .hongKongChinese) == .hongKongChinese)
        // Hangul is set in the Korean face whatever the language.
        #expect(kind("한") == .korean)
        #expect(kind("한", .japanese) == .korean)
        #expect(StandInFace.face(for: "\u{0627}", language: .other, isBold: true)?.isBold == true)
        // The blocks' edges: the lookup reads a table of blocks of 16 scalars, one of which
        // (U+FB10 to U+FB1F) holds Armenian ligatures before the Hebrew presentation forms.
        #expect(kind("\u{058F}") == nil)
        #expect(kind("\u{0590}") == .hebrew)
        #expect(kind("\u{FB17}") == nil)
        #expect(kind("\u{FB1D}") == .hebrew)
        #expect(kind("\u{FB4F}") == .hebrew)
        #expect(kind("\u{FB50}") == .arabic)
        #expect(kind("\u{08A0}") == .arabic)
        #expect(kind("\u{089F}") == nil)
        #expect(kind("\u{2FDF}") == .simplifiedChinese)
        #expect(kind("\u{2FE0}") == nil)
        #expect(kind("\u{312F}") == .simplifiedChinese)
        #expect(kind("\u{3130}") == .korean)
        #expect(kind("\u{318F}") == .korean)
        #expect(kind("\u{3190}") == .simplifiedChinese)
        #expect(kind("\u{FFEF}") == .simplifiedChinese)
        #expect(kind("\u{FFF0}") == nil)
        #expect(kind("\u{1F600}") == nil)
        #expect(kind("\u{2FA1F}") == .simplifiedChinese)
        #expect(kind("\u{2FA20}") == nil)
    }

    @Test("of the stand-in faces' scalars only four CJK symbols may start an emoji, so shaping asks no other")
    func emojiScalars() {
        var emoji: [UInt32] = []
        for value in Array(UInt32(0x0590)...0xFFFF) + Array(UInt32(0x20000)...0x2FA1F) {
            guard let scalar = Unicode.Scalar(value), StandInFace.face(for: scalar, language: .other, isBold: false) != nil else { continue }
            if scalar.properties.isEmoji || scalar.properties.isEmojiPresentation { emoji.append(value) }
        }
        #expect(emoji == [0x3030, 0x303D, 0x3297, 0x3299])
    }

    @Test("Arabic words take their letters' joined forms and the lam-alef ligature, as HarfBuzz shapes them")
    func arabicJoining() {
        // HarfBuzz shaping each word in Noto Sans Arabic Regular and Bold (default features,
        // kerning included: رقم and مرحبا kern, 30 and 40 units less than their forms' sum)
        // gives these advances, in units; each character the word keeps takes SF Pro's tracking
        // at 17 pt, and an alef a lam absorbs takes none.
        let tracking = -0.026 * 17
        let words: [(String, regular: Double, bold: Double, characters: Double)] = [
            ("رقم", 1346, 1545, 3), ("الهاتف", 2693, 2933, 6), ("بيت", 1735, 1868, 3), ("مرحبا", 2104, 2323, 5),
            ("سلام", 1867, 2179, 3), ("لا", 582, 632, 1), ("الرئيسية", 3215, 3700, 8), ("بحث", 1999, 2113, 3),
        ]
        for (word, regular, bold, characters) in words {
            #expect(abs(Font.body.width(of: word) - (regular / 1000 * 17 + characters * tracking)) < 1e-9, "\(word)")
            #expect(abs(Font.body.bold().width(of: word) - (bold / 1000 * 17 + characters * tracking)) < 1e-9, "\(word)")
        }
        // "رقم الهاتف": the two words and Inter's space between them.
        let label = (1346.0 + 2693) / 1000 * 17 + Font.body.width(of: " ") + 9 * tracking
        #expect(abs(Font.body.width(of: "رقم الهاتف") - label) < 1e-9)
        // The joining types are Unicode's: beh joins both ways, alef only the letter before.
        let joining = StandInFace.face(.arabic, isBold: false).joining
        #expect(joining?.joiningType(of: "\u{0628}") == .dual)
        #expect(joining?.joiningType(of: "\u{0627}") == .right)
        #expect(joining?.joiningType(of: "\u{0640}") == .causing)
        #expect(joining?.joiningType(of: "\u{064E}") == .transparent)
        #expect(joining?.joiningType(of: "a") == .nonJoining)
        #expect(StandInFace.face(.hebrew, isBold: false).joining == nil)
    }

    @Test("a text's language sets its kana: full-width by default, proportional in Japanese")
    func languageWidths() {
        // Three kana at 17 pt, each with SF Pro's tracking (−0.026 em), on whole points.
        let tracking = -0.026 * 17 * 3
        var spec = TextSpec("あいカ")
        let other = BuiltInTextMeasurer().measure(spec, proposal: .unspecified).size.width
        spec.language = .japanese
        let japanese = BuiltInTextMeasurer().measure(spec, proposal: .unspecified).size.width
        #expect(abs(other - (3 * 17 + tracking).rounded(.up)) < 1e-9)
        #expect(abs(japanese - ((0.971 + 0.944 + 0.926) * 17 + tracking).rounded(.up)) < 1e-9)
        #expect(japanese < other)
    }

    @Test("a locale identifier names its CJK language")
    func languages() {
        #expect(TextLanguage(localeIdentifier: "en_US") == .other)
        #expect(TextLanguage(localeIdentifier: "ar_AE") == .other)
        #expect(TextLanguage(localeIdentifier: "ja_JP") == .japanese)
        #expect(TextLanguage(localeIdentifier: "ja") == .japanese)
        #expect(TextLanguage(localeIdentifier: "ko-KR") == .korean)
        #expect(TextLanguage(localeIdentifier: "zh_CN") == .simplifiedChinese)
        #expect(TextLanguage(localeIdentifier: "zh-Hans") == .simplifiedChinese)
        #expect(TextLanguage(localeIdentifier: "zh_TW") == .traditionalChinese)
        #expect(TextLanguage(localeIdentifier: "zh-Hant") == .traditionalChinese)
        #expect(TextLanguage(localeIdentifier: "zh_HK") == .hongKongChinese)
        #expect(TextLanguage(localeIdentifier: "zh-Hant-HK") == .hongKongChinese)
        #expect(TextLanguage(localeIdentifier: "") == .other)
        // A text keeps its language and allowsTightening apart, whichever is set last.
        for language in TextLanguage.allCases {
            for tightening in [false, true] {
                var spec = TextSpec("")
                spec.allowsTightening = tightening
                spec.language = language
                #expect(spec.language == language && spec.allowsTightening == tightening)
                spec.allowsTightening = !tightening
                #expect(spec.language == language && spec.allowsTightening == !tightening)
            }
        }
    }
}
