/// Where a line may break inside a word of Thai, Lao or Khmer: an approximation of the syllable
/// boundaries, by the spelling alone.
///
/// These scripts write no spaces between words. UAX #14 gives their letters class SA and leaves
/// the breaks to a dictionary of words; untailored, a run of them never breaks. iOS breaks them
/// at words with a dictionary. Trellis has none, and breaks between two characters of a run at
/// these places, which are syllable boundaries and so usually, but not always, places iOS could
/// break too (iOS breaks only between words, so it has fewer places):
///
/// - before a leading vowel, written before the consonant it follows in speech: Thai เ แ โ ใ ไ
///   (U+0E40–U+0E44), Lao ເ ແ ໂ ໃ ໄ (U+0EC0–U+0EC4);
/// - after a sign that ends a syllable: Thai ะ ำ ฯ ๆ (U+0E30, U+0E33, U+0E2F, U+0E46), Lao ະ ຳ ຯ
///   ໆ (U+0EB0, U+0EB3, U+0EAF, U+0EC6);
/// - before a consonant (or Khmer independent vowel) that follows a vowel sign or tone mark and
///   is itself followed by one (or, in Khmer, by the coeng that subscripts the next consonant):
///   such a consonant starts a syllable, as in มา|นะ, ที่|นี่, ភា|សា, កម្ពុ|ជា.
///
/// A syllable that ends in a consonant followed by one that starts with a consonant and no
/// vowel sign between (กิน|ข้าว) is not found, so some words that iOS would break stay whole,
/// and a break between two syllables of one word is offered where iOS would move the whole word.
/// Myanmar and the other scripts of class SA get no tailoring.
enum SoutheastAsianSyllables {
    /// Whether a line may break before `scalars[position]`, both it and the scalar before it
    /// being of class SA.
    static func allowsBreak(before position: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard position > 0, position < scalars.count else { return false }
        let previous = scalars[position - 1].value
        let current = scalars[position].value
        let next = position + 1 < scalars.count ? scalars[position + 1].value : nil
        if isLeadingVowel(current) || endsSyllable(previous) { return true }
        guard isSyllableStart(current), isVowelOrTone(previous), let next else { return false }
        return isVowelOrTone(next) || next == 0x17D2
    }

    /// Thai and Lao vowels written before their consonant.
    private static func isLeadingVowel(_ value: UInt32) -> Bool {
        (0x0E40...0x0E44).contains(value) || (0x0EC0...0x0EC4).contains(value)
    }

    /// Thai and Lao signs after which a syllable ends.
    private static func endsSyllable(_ value: UInt32) -> Bool {
        switch value {
        case 0x0E30, 0x0E33, 0x0E2F, 0x0E46, 0x0EB0, 0x0EB3, 0x0EAF, 0x0EC6: true
        default: false
        }
    }

    /// Consonants, and Khmer's independent vowels.
    private static func isSyllableStart(_ value: UInt32) -> Bool {
        (0x0E01...0x0E2E).contains(value) || (0x0E81...0x0EAE).contains(value) || (0x1780...0x17B3).contains(value)
    }

    /// Vowel signs (not the leading ones) and tone marks and other signs written on a syllable.
    private static func isVowelOrTone(_ value: UInt32) -> Bool {
        switch value {
        case 0x0E30...0x0E3A, 0x0E45, 0x0E47...0x0E4E: true
        case 0x0EB0...0x0EBC, 0x0EC8...0x0ECE: true
        case 0x17B6...0x17D1, 0x17D3, 0x17DD: true
        default: false
        }
    }
}
