import Foundation

/// The key of a localised string, made from a string literal with interpolations:
/// `Text("Total: \(total, specifier: "%.2f")")`.
///
/// Trellis does not localise: the key's string is the literal with its interpolations
/// formatted, which is what SwiftUI shows when no translation is found.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The string shown.
    package let string: String

    /// The key `value`.
    public init(_ value: String) { string = value }

    /// The key of a literal without interpolations.
    public init(stringLiteral value: String) { string = value }

    /// The key of a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) { string = stringInterpolation.output }

    /// Builds a key's string from the literal's parts.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        /// Starts a string with room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) { output += literal }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) { output += string }

        /// Appends a value as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }

        /// Appends a number formatted with a `printf` format such as `"%.2f"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }

        /// Appends `input` formatted by `format`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }

        /// Appends the text of `text`.
        public mutating func appendInterpolation(_ text: Text) { output += text.content }

        /// Appends `date` written in `style`, as `Text(_:style:)` writes it.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            output += style.string(for: date)
        }
    }
}
