#if !canImport(Darwin)
import Foundation

extension String {
    /// Stands in for Foundation's `String.LocalizationValue`, which Linux's Foundation lacks: the
    /// default value of a ``LocalizedStringResource``, made from a string literal with
    /// interpolations (`"Total: \(total)"`).
    ///
    /// Trellis does not localise: the value keeps the literal with its interpolations formatted,
    /// which is what is shown, and the key a translation would be looked up by, where each
    /// interpolation is a format specifier (`"Total: %lld"`), as Foundation writes it.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The string shown: the literal with its interpolations formatted.
        package let string: String
        /// The key a translation would be looked up by.
        package let key: String

        /// The value `value`, which is also its key.
        public init(_ value: String) {
            string = value
            key = value
        }

        /// The value of a literal without interpolations.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// The value of a literal with interpolations.
        public init(stringInterpolation: StringInterpolation) {
            string = stringInterpolation.string
            key = stringInterpolation.key
        }

        /// The string shown.
        public var description: String { string }

        /// Builds a value's string and key from the literal's parts.
        public struct StringInterpolation: StringInterpolationProtocol {
            var string = ""
            var key = ""

            /// Starts a value with room for the literal's parts.
            public init(literalCapacity: Int, interpolationCount: Int) {
                string.reserveCapacity(literalCapacity + interpolationCount * 4)
                key.reserveCapacity(literalCapacity + interpolationCount * 4)
            }

            /// Appends a literal part; a `%` in it is written `%%` in the key.
            public mutating func appendLiteral(_ literal: String) {
                string += literal
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            /// Appends a string, `%@` in the key.
            public mutating func appendInterpolation(_ value: String) {
                append(value, specifier: "%@")
            }

            /// Appends an integer, `%lld` in the key.
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                append(String(value), specifier: "%lld")
            }

            /// Appends a floating-point number as `String(describing:)` writes it, `%lf` in the key.
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
                append(String(describing: value), specifier: "%lf")
            }

            /// Appends a number formatted with a `printf` format such as `"%.2f"`, which is
            /// also its specifier in the key.
            public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
                append(String(format: specifier, value), specifier: specifier)
            }

            /// Appends `input` formatted by `format`, `%@` in the key.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                append(format.format(input), specifier: "%@")
            }

            /// Appends any other value as `String(describing:)` writes it, `%@` in the key.
            public mutating func appendInterpolation<T>(_ value: T) {
                append(String(describing: value), specifier: "%@")
            }

            private mutating func append(_ shown: String, specifier: String) {
                string += shown
                key += specifier
            }
        }
    }
}
#endif
