import Foundation
import Trellis

/// A language of the audit's matrix: a locale, whose formats and direction the views get, or
/// one of Xcode's pseudo-languages.
public enum AuditLanguage: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A locale by its identifier, such as `en_US` or `ar`: values are formatted for it, and a
    /// language written right to left lays out right to left.
    case locale(String)
    /// A pseudo-language, with the `en_US` locale.
    case pseudo(PseudoLanguage)

    /// The language `name` spells: a pseudo-language's name (`double-length`, `accented`,
    /// `right-to-left`, `bounded`) or a locale identifier (letters, digits, `_` and `-`, starting
    /// with a language code of two or three letters); `nil` for anything else.
    public init?(name: String) {
        if let pseudo = PseudoLanguage(rawValue: name) {
            self = .pseudo(pseudo)
            return
        }
        let language = name.prefix { $0 != "_" && $0 != "-" }
        guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) else { return nil }
        self = .locale(name)
    }

    /// The name the matrix and reports give it: the locale's identifier or the pseudo-language's name.
    public var description: String {
        switch self {
        case .locale(let identifier): identifier
        case .pseudo(let pseudo): pseudo.rawValue
        }
    }

    /// The locale values are formatted in.
    public var locale: Locale {
        switch self {
        case .locale(let identifier): Locale(identifier: identifier)
        case .pseudo: Locale(identifier: "en_US")
        }
    }

    /// The layout direction the language imposes: right to left for the right-to-left
    /// pseudo-language and for languages written right to left (Arabic, Hebrew, Persian, Urdu
    /// and the others of ``rightToLeftLanguageCodes``); `nil` when the matrix's directions apply.
    public var layoutDirection: LayoutDirection? {
        switch self {
        case .pseudo(let pseudo): return pseudo.layoutDirection
        case .locale(let identifier):
            let code = identifier.prefix { $0 != "_" && $0 != "-" }.lowercased()
            return Self.rightToLeftLanguageCodes.contains(code) ? .rightToLeft : nil
        }
    }

    /// The ISO 639 codes of the languages iOS lays out right to left: Arabic, Hebrew, Persian,
    /// Urdu, Pashto, Sindhi, Uyghur, Central Kurdish, Dhivehi and Yiddish.
    public static let rightToLeftLanguageCodes: Set<String> = ["ar", "he", "fa", "ur", "ps", "sd", "ug", "ckb", "dv", "yi"]

    /// The change every text's string gets, for a pseudo-language that changes strings.
    var textTransform: (@Sendable (String) -> String)? {
        guard case .pseudo(let pseudo) = self, pseudo != .rightToLeft else { return nil }
        return { pseudo.transform($0) }
    }

    /// Reads a language written as its name.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let language = AuditLanguage(name: name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a locale or pseudo-language: '\(name)'"))
        }
        self = language
    }

    /// Writes the language as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
