import Foundation

extension FontFace {
    /// The advance of `character` in font units, with the width rule for what the face lacks
    /// (documented in `Documentation/Trellis.docc/ContentViewMetrics.md`):
    ///
    /// - a character the face has takes its advance; with `monospacedDigits`, the digits 0–9
    ///   take the face's tabular advance;
    /// - a character followed by combining marks takes its base's advance, the marks none;
    /// - an emoji (emoji presentation, a variation-selector-16 or keycap sequence, a flag or a
    ///   joined sequence) takes 1.25 em;
    /// - an ideograph, kana, Hangul syllable or full-width form takes 1 em (when no stand-in face
    ///   has it: ``StandInFace/ems(of:scalars:language:isBold:)``);
    /// - a mark, joiner, variation selector or control character on its own takes none;
    /// - anything else the face lacks (rare symbols, scripts no stand-in face sets) takes the
    ///   advance of `n`.
    package func advance(of character: Character, monospacedDigits: Bool) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if Self.isEmoji(character) { return unitsPerEm * 5 / 4 }
        if monospacedDigits, scalars.count == 1, let tabular = tabularAdvance(of: first) { return tabular }
        if let advance = advance(of: first) { return advance }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format, .control: return 0
        default: break
        }
        if Self.isWide(first) { return unitsPerEm }
        return advance(of: "n") ?? unitsPerEm / 2
    }

    /// The kerning between two characters in font units: the face's kerning of the last scalar
    /// of `left` and the first of `right`, 0 when either is not one the face has.
    package func kerning(between left: Character, and right: Character) -> Int {
        guard let last = left.unicodeScalars.last, let first = right.unicodeScalars.first else { return 0 }
        return kerning(last, first)
    }

    /// Whether `character` is drawn as an emoji.
    package static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        guard first.properties.isEmoji, scalars.count > 1 else { return false }
        // U+FE0F asks for emoji presentation, U+20E3 makes a keycap, U+200D joins emoji.
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D }
    }

    /// Whether `scalar` is an East Asian wide character: an ideograph, kana, Hangul or a
    /// full-width form.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
