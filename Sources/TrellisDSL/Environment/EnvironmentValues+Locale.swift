import Foundation
import TrellisLayout

/// The environment's locale with the language it sets ideographs and kana in, worked out once
/// when the locale is set, not by every text that reads it.
private struct LocaleSetting: Sendable {
    let locale: Locale
    let textLanguage: TextLanguage

    init(_ locale: Locale) {
        self.locale = locale
        textLanguage = TextLanguage(localeIdentifier: locale.identifier)
    }
}

private struct LocaleKey: EnvironmentKey { static let defaultValue = LocaleSetting(Locale(identifier: "en_US")) }

extension EnvironmentValues {
    /// The locale of formatted values, of `textCase` and of the faces of ideographs and kana
    /// (`en_US` by default).
    public var locale: Locale {
        get { self[LocaleKey.self].locale }
        set { self[LocaleKey.self] = LocaleSetting(newValue) }
    }

    /// The language ``locale`` sets ideographs and kana in (``TextLanguage/other`` unless it is
    /// Chinese, Japanese or Korean).
    package var textLanguage: TextLanguage { self[LocaleKey.self].textLanguage }
}
