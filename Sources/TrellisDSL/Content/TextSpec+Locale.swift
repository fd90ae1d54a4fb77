import Foundation
import TrellisLayout

extension TextSpec {
    /// Sets ``TextSpec/language`` from `locale` when the string holds a character whose face
    /// the language chooses (ideographs, kana and the other CJK blocks, from U+2E80): the
    /// language chooses nothing else, and reading a locale's identifier costs more than the
    /// scan, so most texts never read it.
    mutating func setLanguage(from locale: Locale) {
        guard string.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) else { return }
        language = TextLanguage(localeIdentifier: locale.identifier)
    }
}
