import Trellis

/// One of Xcode's pseudo-languages: a made-up language a scheme can run an app in, to find
/// layouts that break once the app is translated, before any translation exists.
///
/// Each changes the string of every `Text` as Xcode's does with an app's localizable strings,
/// or the layout direction:
/// - ``doubleLength``: the string twice, with a space between ("Save" becomes "Save Save"),
///   for the longer strings of languages such as German or Finnish;
/// - ``accented``: every Latin letter with a diacritic ("Save" becomes "Śàvé"), for the
///   taller glyphs of accented languages and fonts that lack them;
/// - ``rightToLeft``: the strings as written, laid out right to left, for Arabic and Hebrew;
/// - ``bounded``: the string between `[# ` and ` #]`, so that a clipped or truncated end shows.
public enum PseudoLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every string doubled.
    case doubleLength = "double-length"
    /// Every Latin letter accented.
    case accented
    /// The layout direction right to left.
    case rightToLeft = "right-to-left"
    /// Every string between bounds.
    case bounded

    /// The string a `Text` shows in this pseudo-language in place of `string`.
    public func transform(_ string: String) -> String {
        switch self {
        case .doubleLength: return string.isEmpty ? string : string + " " + string
        case .accented: return String(string.map { Self.accents[$0] ?? $0 })
        case .rightToLeft: return string
        case .bounded: return "[# " + string + " #]"
        }
    }

    /// The layout direction the pseudo-language imposes, if any.
    public var layoutDirection: LayoutDirection? {
        self == .rightToLeft ? .rightToLeft : nil
    }

    /// An accented form of each unaccented Latin letter: the letter with a mark above, below or
    /// through it.
    private static let accents: [Character: Character] = {
        let pairs: [(Character, Character)] = [
            ("a", "à"), ("b", "ƀ"), ("c", "ç"), ("d", "ď"), ("e", "é"), ("f", "ƒ"), ("g", "ĝ"), ("h", "ĥ"), ("i", "î"),
            ("j", "ĵ"), ("k", "ķ"), ("l", "ļ"), ("m", "ɱ"), ("n", "ñ"), ("o", "ö"), ("p", "þ"), ("q", "ǫ"), ("r", "ŕ"),
            ("s", "ś"), ("t", "ţ"), ("u", "û"), ("v", "ṽ"), ("w", "ŵ"), ("x", "ẋ"), ("y", "ý"), ("z", "ž"),
            ("A", "À"), ("B", "Ɓ"), ("C", "Ç"), ("D", "Ď"), ("E", "É"), ("F", "Ƒ"), ("G", "Ĝ"), ("H", "Ĥ"), ("I", "Î"),
            ("J", "Ĵ"), ("K", "Ķ"), ("L", "Ļ"), ("M", "Ṁ"), ("N", "Ñ"), ("O", "Ö"), ("P", "Þ"), ("Q", "Ǫ"), ("R", "Ŕ"),
            ("S", "Ś"), ("T", "Ţ"), ("U", "Û"), ("V", "Ṽ"), ("W", "Ŵ"), ("X", "Ẋ"), ("Y", "Ý"), ("Z", "Ž"),
        ]
        return Dictionary(uniqueKeysWithValues: pairs)
    }()
}
