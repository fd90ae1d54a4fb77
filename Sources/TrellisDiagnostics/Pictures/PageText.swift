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
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "<": literal += "\\u003C"
            case "\u{2028}": literal += "\\u2028"
            case "\u{2029}": literal += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    literal += String(format: "\\u%04X", scalar.value)
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
