/// A reader of Swift source text that knows just enough of the language to find where things
/// end: whitespace and comments, string literals (with escapes, interpolation, raw and
/// multi-line forms) and bracketed groups. Positions are UTF-8 offsets into the text.
struct SourceScanner {
    /// The text's UTF-8 bytes.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var position: Int

    /// A scanner at the start of `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
        position = 0
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The byte `distance` bytes past the position, or nil past the end.
    func peek(_ distance: Int = 0) -> UInt8? {
        let index = position + distance
        return index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    /// The text of the bytes in `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Moves past whitespace, newlines and comments (block comments nest, as in Swift).
    mutating func skipTrivia() throws(ExpansionError) {
        while let byte = peek() {
            if byte == .space || byte == .tab || byte == .newline || byte == .carriageReturn {
                position += 1
            } else if byte == .slash && peek(1) == .slash {
                while let next = peek(), next != .newline { position += 1 }
            } else if byte == .slash && peek(1) == .star {
                try skipBlockComment()
            } else {
                return
            }
        }
    }

    /// Moves past the block comment that starts at the position, nested comments included.
    mutating func skipBlockComment() throws(ExpansionError) {
        let start = position
        var depth = 0
        repeat {
            if peek() == .slash && peek(1) == .star {
                depth += 1
                position += 2
            } else if peek() == .star && peek(1) == .slash {
                depth -= 1
                position += 2
            } else if isAtEnd {
                throw ExpansionError("unterminated '/*' comment", at: start)
            } else {
                position += 1
            }
        } while depth > 0
    }

    /// Whether a string literal starts at the position: a `"`, or `#`s followed by a `"`.
    var isAtStringLiteral: Bool {
        var distance = 0
        while peek(distance) == .hash { distance += 1 }
        return peek(distance) == .quote
    }

    /// Moves past the string literal at the position, interpolations included.
    mutating func skipStringLiteral() throws(ExpansionError) {
        let start = position
        var hashes = 0
        while peek() == .hash {
            hashes += 1
            position += 1
        }
        let multiline = peek() == .quote && peek(1) == .quote && peek(2) == .quote
        position += multiline ? 3 : 1
        while let byte = peek() {
            if byte == .backslash && hashesFollow(hashes, from: position + 1) {
                position += 1 + hashes
                if peek() == .openParen {
                    try skipGroup()
                } else {
                    position += 1
                }
            } else if byte == .quote && (!multiline || (peek(1) == .quote && peek(2) == .quote))
                        && hashesFollow(hashes, from: position + (multiline ? 3 : 1)) {
                position += (multiline ? 3 : 1) + hashes
                return
            } else if byte == .newline && !multiline {
                break
            } else {
                position += 1
            }
        }
        throw ExpansionError("unterminated string literal", at: start)
    }

    private func hashesFollow(_ count: Int, from index: Int) -> Bool {
        (0..<count).allSatisfy { index + $0 < bytes.count && bytes[index + $0] == .hash }
    }

    /// Moves past the bracketed group that opens at the position — `( … )`, `[ … ]` or
    /// `{ … }` — and everything nested in it, strings and comments included.
    mutating func skipGroup() throws(ExpansionError) {
        guard let first = peek(), Self.closers[first] != nil else {
            throw ExpansionError("expected '(', '[' or '{'", at: position)
        }
        var openers: [(byte: UInt8, offset: Int)] = []
        repeat {
            guard let byte = peek() else {
                let (opener, offset) = openers[openers.count - 1]
                throw ExpansionError("'\(Character(Unicode.Scalar(opener)))' is never closed", at: offset)
            }
            if Self.closers[byte] != nil {
                openers.append((byte, position))
                position += 1
            } else if byte == .closeParen || byte == .closeBracket || byte == .closeBrace {
                guard let (opener, _) = openers.last, Self.closers[opener] == byte else {
                    throw ExpansionError("unexpected '\(Character(Unicode.Scalar(byte)))'", at: position)
                }
                openers.removeLast()
                position += 1
            } else if isAtStringLiteral {
                try skipStringLiteral()
            } else if byte == .slash && (peek(1) == .slash || peek(1) == .star) {
                try skipTrivia()
            } else {
                position += 1
            }
        } while !openers.isEmpty
    }

    /// The closing bracket of each opening one.
    private static let closers: [UInt8: UInt8] = [.openParen: .closeParen, .openBracket: .closeBracket, .openBrace: .closeBrace]

    /// Reads the identifier at the position, if one starts there, and moves past it.
    mutating func scanIdentifier() -> String? {
        let start = position
        if peek() == .backtick {
            guard let end = bytes[(position + 1)...].firstIndex(of: .backtick) else { return nil }
            position = end + 1
            return text((start + 1)..<end)
        }
        guard let first = peek(), Self.startsIdentifier(first) else { return nil }
        while let byte = peek(), Self.startsIdentifier(byte) || (byte >= .zero && byte <= .nine) { position += 1 }
        return text(start..<position)
    }

    /// Whether `byte` can start an identifier: a letter, an underscore, or part of a
    /// non-ASCII character.
    static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= .upperA && byte <= .upperZ) || (byte >= .lowerA && byte <= .lowerZ) || byte == .underscore || byte >= 0x80
    }
}

extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let star = UInt8(ascii: "*")
    static let comma = UInt8(ascii: ",")
    static let dot = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let at = UInt8(ascii: "@")
    static let upperA = UInt8(ascii: "A")
    static let upperZ = UInt8(ascii: "Z")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let underscore = UInt8(ascii: "_")
    static let backtick = UInt8(ascii: "`")
    static let lowerA = UInt8(ascii: "a")
    static let lowerZ = UInt8(ascii: "z")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
}
