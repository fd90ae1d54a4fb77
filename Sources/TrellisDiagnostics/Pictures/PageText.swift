import Foundation

/// Strings written into a page, each escaped once for the place it goes.
enum PageText {
    /// `text` as the text of an HTML (or SVG) element: `&`, `<` and `>` written as character
    /// references, everything else (quotes, line breaks, emoji) as it is.
    static func html(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// `text` as a JSON (and JavaScript) string literal that may stand inside a `<script>`
    /// element: quotes, backslashes and control characters escaped, and `<` written as
    /// `\u003C` so that no `</script>` or `<!--` can end or change the script. The page shows
    /// it with `textContent`, so it is not HTML-escaped as well.
    static func scriptString(_ text: String) -> String {
        // Most texts (labels, numbers) need no escape: copied whole, as an audit writes
        // thousands of pages of them. The others are escaped byte by byte, every escaped
        // character being ASCII but for the two separators.
        if !needsEscape(text) { return "\"" + text + "\"" }
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(text.utf8.count + 16)
        func append(_ escape: String) { bytes.append(contentsOf: escape.utf8) }
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case UInt8(ascii: "<"): append("\\u003C")
            case 0xA8 where previous == (0xE2, 0x80), 0xA9 where previous == (0xE2, 0x80):
                // U+2028 or U+2029, whose first two bytes went out already.
                bytes.removeLast(2)
                append(byte == 0xA8 ? "\\u2028" : "\\u2029")
            case ..<0x20:
                let hex = String(byte, radix: 16, uppercase: true)
                append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                bytes.append(byte)
            }
            previous = (previous.1, byte)
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `text` holds a character ``scriptString(_:)`` escapes: a control character, a
    /// backslash, a quote, `<`, or a line or paragraph separator (UTF-8 E2 80 A8 and A9).
    private static func needsEscape(_ text: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "<") { return true }
            if previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9) { return true }
            previous = (previous.1, byte)
        }
        return false
    }
}
