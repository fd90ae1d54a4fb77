#if !canImport(Darwin)
import Foundation

// Stands in for Foundation's `String(localized:)` initialisers, which Linux's Foundation lacks, so
// that SwiftUI code building its strings with them compiles. Trellis does not localise: the
// string is the default value, for a literal the literal with its interpolations formatted (as
// `LocalizedStringResource` and views show it); the table, bundle, locale and comment are taken
// and change nothing.
extension String {
    /// The string of `keyAndValue`, a literal whose text is also its key:
    /// `String(localized: "Hello, \(name)!")`.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.string
    }

    /// The string `defaultValue` shows for the key `key`: `String(localized: "greeting",
    /// defaultValue: "Hello")`.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.string
    }

    /// The string of `resource`: its default value.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.string
    }
}
#endif
