import Testing
import TrellisLayout
import TrellisTestSupport

// A shaped string's characters come from its own pass over the scalars, which asks the standard
// library's grapheme breaking only about scalars outside the sets that always break apart
// (`CharacterSegmentation`). These tests hold it to the characters Swift iterates.

@Suite("Characters of a shaped string")
struct CharacterSegmentationTests {
    /// The scalars the sets hold at their edges, and those that join others into one character:
    /// marks, joiners, viramas, vowel signs, prepended signs, Hangul jamo, regional indicators,
    /// emoji and their modifiers, the carriage return and line feed.
    private static let pool: [Unicode.Scalar] = [
        0x0A, 0x0D, 0x20, 0x41, 0x7E, 0xA9, 0xAD, 0x2FF, 0x300, 0x301, 0x36F, 0x370, 0x3FF, 0x400, 0x482, 0x483,
        0x591, 0x5B4, 0x5D0, 0x5EA, 0x5F4, 0x600, 0x605, 0x610, 0x61C, 0x61D, 0x627, 0x644, 0x64A, 0x64B, 0x660, 0x670,
        0x671, 0x6D5, 0x6D6, 0x6DD, 0x904, 0x915, 0x939, 0x93C, 0x93E, 0x93F, 0x94D, 0x958, 0x961, 0x962, 0x964, 0x96F,
        0xE01, 0xE30, 0xE31, 0xE32, 0xE33, 0xE34, 0xE3F, 0xE40, 0xE46, 0xE47, 0xE48, 0xE4F, 0xE5B,
        0x1100, 0x1161, 0x11A8, 0x1E00, 0x1EFF, 0x200B, 0x200C, 0x200D, 0x2010, 0x2029, 0x20E3,
        0x3000, 0x3029, 0x302A, 0x3041, 0x3096, 0x3099, 0x30A1, 0x30FC, 0x3400, 0x4E2D, 0xA4CF, 0xAC00, 0xAC01, 0xD7AF,
        0xFE0F, 0xFF01, 0xFF9D, 0xFF9E, 0x1F1EB, 0x1F1F7, 0x1F44D, 0x1F3FD, 0x1F600, 0x2764, 0xE0061,
    ].compactMap(Unicode.Scalar.init)

    @Test("random runs of joining and separate scalars split into Swift's characters")
    func randomStrings() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<3000 {
            var string = ""
            for _ in 0..<Int(generator.next() % 12) {
                string.unicodeScalars.append(Self.pool[Int(generator.next() % UInt64(Self.pool.count))])
            }
            let shaped = ShapedText(string, font: .body)
            // Byte for byte: `Character`'s `==` would take canonically equivalent characters
            // for equal.
            let expected = string.map { Array($0.utf8) }
            #expect(shaped.characters.map { Array($0.utf8) } == expected, "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
            guard shaped.count == expected.count else { continue }
            for index in expected.indices {
                #expect(Array(shaped.substring(index..<(index + 1)).utf8) == expected[index])
            }
        }
    }

    @Test("every scalar from U+0300 to U+0E7F after a letter of each script, then a letter or itself")
    func blocks() {
        let bases: [Unicode.Scalar] = ["a", "\u{0A}", "\u{3A9}", "\u{5D0}", "\u{628}", "\u{915}", "\u{E01}", "\u{4E2D}"]
        for value in UInt32(0x0300)...0x0E7F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for base in bases {
                for last in [Unicode.Scalar("\u{E01}"), "\u{915}", scalar] {
                    var string = ""
                    string.unicodeScalars.append(contentsOf: [base, scalar, last])
                    let characters = ShapedText(string, font: .body).characters
                    #expect(characters.map { Array($0.utf8) } == string.map { Array($0.utf8) }, "\(String(base.value, radix: 16)) \(String(value, radix: 16))")
                }
            }
        }
    }

    @Test("words of every script the stand-in faces set keep Swift's characters")
    func words() {
        for string in ["Hello, world", "שָׁלוֹם עולם", "مرحبا بالعالم", "नमस्ते दुनिया क्षत्रिय", "สวัสดีครับ น้ำ", "日本語のテキスト、カタカナ",
                       "한국어 문장 각", "Γειά σου Κόσμε", "Привет", "Tiếng Việt", "👩‍👩‍👧🇫🇷1️⃣👍🏽", "a\r\nb\n\rc"] {
            #expect(ShapedText(string, font: .body).characters.map { Array($0.utf8) } == string.map { Array($0.utf8) }, "\(string)")
        }
    }
}
