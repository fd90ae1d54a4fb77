/// A string's characters (grapheme clusters) and scalars, found in one pass: each character,
/// where it starts, and the position of its first scalar among the string's scalars.
///
/// Most characters of most scripts are found by Unicode's grapheme cluster rules (UAX #29)
/// from two small sets of scalars, without the standard library's grapheme breaking: a scalar
/// of the set ``isSeparate(_:)`` lists that is no control, followed by any number of the marks
/// ``isAttached(_:)`` lists, is a character when the scalar after them is of the first set too
/// (or the string ends). From any other scalar the standard library finds the character that
/// starts there (always at a character boundary, so its answer is the one iterating the
/// string's characters gives).
struct CharacterSegmentation {
    /// The string's characters.
    var characters: [Character] = []
    /// Where each character starts in the string, and the string's end last.
    var boundaries: [String.Index] = []
    /// The string's scalars.
    var scalars: [Unicode.Scalar] = []
    /// The position in ``scalars`` of each character's first scalar, and the number of scalars
    /// last.
    var starts: [Int] = []

    /// The characters and scalars of `string`.
    init(_ string: String) {
        let utf8Count = string.utf8.count
        scalars.reserveCapacity(utf8Count)
        for scalar in string.unicodeScalars { scalars.append(scalar) }
        characters.reserveCapacity(scalars.count)
        boundaries.reserveCapacity(scalars.count + 1)
        starts.reserveCapacity(scalars.count + 1)
        var position = string.startIndex
        var index = 0
        while index < scalars.count {
            boundaries.append(position)
            starts.append(index)
            let first = scalars[index]
            var end = index + 1
            if Self.isSeparate(first) {
                while end < scalars.count, Self.isAttached(scalars[end]) { end += 1 }
                // A control takes no mark (rule GB4): the standard library parts them.
                if end > index + 1, Self.isControl(first) { end = -1 }
            } else if end < scalars.count {
                end = -1
            }
            if end == scalars.count || end > index && Self.isSeparate(scalars[end]) {
                if end == index + 1 {
                    characters.append(Character(first))
                    position = string.utf8.index(position, offsetBy: UTF8.width(first))
                } else {
                    let next = string.utf8.index(position, offsetBy: scalars[index..<end].reduce(0) { $0 + UTF8.width($1) })
                    characters.append(Character(String(string[position..<next])))
                    position = next
                }
                index = end
                continue
            }
            let character = string[position]
            characters.append(character)
            let length = character.utf8.count
            position = string.utf8.index(position, offsetBy: length)
            var read = 0
            while read < length, index < scalars.count {
                read += UTF8.width(scalars[index])
                index += 1
            }
        }
        boundaries.append(string.endIndex)
        starts.append(scalars.count)
    }

    /// Whether `scalar` is one of a set between any two of which the grapheme cluster rules
    /// always break: scalars of Grapheme_Cluster_Break Other or Control, and precomposed
    /// Hangul syllables (no mark, joiner, prepended sign, regional indicator or Hangul jamo),
    /// none an Indic conjunct's linker, and not the carriage return (which a line feed joins). The standard library's own quick test
    /// takes the Latin, Cyrillic, common Arabic, CJK, kana, Hangul syllable, punctuation and
    /// full-width sets below; Greek, Latin Extended Additional, Hebrew letters, the other
    /// Arabic letters and the letters, digits and signs of Devanagari and Thai that are no
    /// vowel sign, mark or virama are added.
    static func isSeparate(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Latin first, in one comparison.
        if value < 0x0300 { return value != 0x000D }
        return switch value {
        case 0x3400...0xA4CF, 0xAC00...0xD7AF: true
        case 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FC, 0xFF01...0xFF9D: true
        case 0x0370...0x03FF, 0x0400...0x0482, 0x1E00...0x1EFF, 0x2010...0x2029: true
        case 0x05D0...0x05F4, 0x061D...0x064A, 0x0660...0x066F, 0x0671...0x06D5: true
        case 0x0904...0x0939, 0x0958...0x0961, 0x0964...0x096F: true
        case 0x0E01...0x0E30, 0x0E32, 0x0E3F...0x0E46, 0x0E4F...0x0E5B: true
        default: false
        }
    }

    /// Whether `scalar`, one of ``isSeparate(_:)``'s, is of Grapheme_Cluster_Break Control:
    /// after it the rules break before any scalar.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Whether `scalar` is a mark that always joins the character before it (Grapheme_Cluster_Break
    /// Extend or SpacingMark, rules GB9 and GB9a) and is no zero-width joiner nor an Indic
    /// conjunct's linker (rules GB9c and GB11 look across those): the combining diacritical
    /// marks; Hebrew points and accents; Arabic harakat and Quranic marks; Devanagari vowel
    /// signs, nukta, candrabindu, anusvara, visarga and accents (not the virama); Thai vowels
    /// above and below, sara am and tone marks.
    static func isAttached(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Latin first, in one comparison.
        if value < 0x0300 { return false }
        return switch value {
        case 0x0300...0x036F: true
        case 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7: true
        case 0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4, 0x06E7...0x06E8, 0x06EA...0x06ED: true
        case 0x0900...0x0903, 0x093C, 0x093E...0x094C, 0x0951...0x0957, 0x0962...0x0963: true
        case 0x0E31, 0x0E33...0x0E3A, 0x0E47...0x0E4E: true
        default: false
        }
    }
}
