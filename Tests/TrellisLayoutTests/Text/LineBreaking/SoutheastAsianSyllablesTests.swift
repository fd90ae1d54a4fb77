import Testing
@testable import TrellisLayout

/// Trellis's approximation of Thai, Lao and Khmer syllable breaks (`SoutheastAsianSyllables`),
/// on the examples its documentation gives.
@Suite("Line breaking: Thai, Lao and Khmer syllables")
struct SoutheastAsianSyllablesTests {
    /// `string` with `|` wherever the tailored breaker allows a break between two scalars.
    func marked(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        let opportunities = LineBreaker.opportunities(scalars, tailoring: .trellis)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index > 0, opportunities[index] != .prohibited { result.append("|") }
            result.append(scalar)
        }
        return String(result)
    }

    @Test("a consonant between two vowel signs or tone marks starts a syllable")
    func consonantBetweenVowels() {
        #expect(marked("มานะ") == "มา|นะ")
        #expect(marked("ที่นี่") == "ที่|นี่")
        #expect(marked("ភាសា") == "ភា|សា")
        #expect(marked("កម្ពុជា") == "កម្ពុ|ជា")
    }

    @Test("a leading vowel starts a syllable, and ะ ends one")
    func leadingVowelsAndSaraA() {
        #expect(marked("ไปเที่ยวเมืองไทย") == "ไป|เที่ยว|เมือง|ไทย")
        #expect(marked("ประเทศ") == "ประ|เทศ")
        #expect(marked("ປະເທດລາວ") == "ປະ|ເທດລາວ")
    }

    @Test("a syllable that ends in a consonant before one that starts with one is not found")
    func closedSyllables() {
        #expect(marked("กินข้าว") == "กินข้าว")
    }

    @Test("untailored, UAX #14 never breaks inside a Thai word")
    func untailored() {
        let scalars = Array("ไปเที่ยวเมืองไทย".unicodeScalars)
        #expect(LineBreaker.opportunities(scalars, tailoring: .none).allSatisfy { $0 == .prohibited })
    }
}
