#if !canImport(Darwin)
import Foundation

/// Stands in for Foundation's `LocalizedStringResource`, which Linux's Foundation lacks, so that
/// SwiftUI code passing one to `Text`, `Button`, `Label`, `Toggle` or `navigationTitle` compiles.
///
/// ```swift
/// Text(LocalizedStringResource("greeting", defaultValue: "Hello, \(name)!"))
/// Button("Save" as LocalizedStringResource) { save() }
/// ```
///
/// Trellis does not localise: a view shows the resource's default value, which for a resource
/// made from a literal is the literal with its interpolations formatted. Its table, locale and
/// bundle are kept but change nothing.
public struct LocalizedStringResource: Sendable, ExpressibleByStringInterpolation {
    /// The resource's value while it is being made from a literal with interpolations.
    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

    /// Where the resource's table is looked for.
    public enum BundleDescription: Sendable {
        /// The app's main bundle.
        case main
        /// The bundle that holds `class`.
        case forClass(AnyClass)
        /// The bundle at `url`.
        case atURL(URL)
    }

    /// The key a translation is looked up by.
    public var key: String
    /// The string shown when no translation is found: in Trellis, always.
    public var defaultValue: String.LocalizationValue
    /// The name of the strings table, `Localizable` when `nil`.
    public var table: String?
    /// The locale the resource is localised for.
    public var locale: Locale
    /// Where the table is looked for.
    public var bundle: BundleDescription

    /// A resource whose key is `key`, shown as `defaultValue`.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = key.description
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource whose default value is `keyAndValue`, and whose key is that value's key: the
    /// literal, each interpolation a format specifier.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = keyAndValue.key
        self.defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// The resource of a literal without interpolations: the literal is its key and its value.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// The resource of a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
}
#endif
