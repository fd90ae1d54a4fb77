import TrellisLayout

extension TextSpec {
    /// Sets ``TextSpec/language`` to `language` (the environment's,
    /// ``EnvironmentValues/textLanguage``) when the string holds a character whose face the
    /// language chooses (ideographs, kana and the other CJK blocks, from U+2E80): the language
    /// chooses nothing else. A language other than Chinese, Japanese or Korean is the spec's
    /// default already, so most texts are never scanned.
    mutating func setLanguage(_ language: TextLanguage) {
        guard language != .other, string.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) else { return }
        self.language = language
    }
}
