import Foundation

/// A value a `Text` shows through a format style, formatted when the text is laid out with the
/// locale of its environment (`\.locale`, `en_US` unless set), as SwiftUI formats
/// `Text(price, format: .currency(code: "USD"))`: `$49.00` in `en_US`, `49,00 $` in `de_DE`.
/// Formatting where the text is made would use the process's locale instead, which on Linux is
/// seldom `en_US`.
nonisolated struct TextFormatting: Hashable, @unchecked Sendable {
    // @unchecked: the closure holds a format style and its input, both values that are
    // formatted and never changed; FormatStyle's input types are not all declared Sendable.
    /// Formats the value in a locale.
    private let format: (Locale) -> String
    /// The value formatted in `en_US`, which identifies it.
    let defaultString: String

    /// `input` formatted by `format` in whatever locale the text is laid out with.
    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.format = { locale in format.locale(locale).format(input) }
        defaultString = self.format(Self.defaultLocale)
    }

    /// The locale of an environment that sets none.
    static let defaultLocale = Locale(identifier: "en_US")

    /// The value formatted in `locale`.
    func string(in locale: Locale) -> String {
        locale == Self.defaultLocale ? defaultString : format(locale)
    }

    static func == (lhs: TextFormatting, rhs: TextFormatting) -> Bool { lhs.defaultString == rhs.defaultString }

    func hash(into hasher: inout Hasher) { hasher.combine(defaultString) }
}
