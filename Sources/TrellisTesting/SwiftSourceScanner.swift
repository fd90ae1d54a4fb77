/// Walks Swift source text as code, stepping over comments and string literals (raw,
/// multi-line and interpolated ones included), to find the bracket that closes another. Just
/// enough of Swift's lexical rules to rewrite an inline snapshot at its call site.
struct SwiftSourceScanner {
    /// The source's UTF-8 bytes; every index is a byte offset, as `#column` counts.
    let bytes: [UInt8]

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// Calls `visit` with the offset and bracket depth of each byte of code from `start`
    /// (outside comments and string literals; a string literal is visited as its first byte),
    /// until `visit` returns `false` or a bracket closes one opened before `start`, whose offset
    /// is returned. `nil` when the text ends first or a bracket does not match.
    @discardableResult
    func walk(from start: Int, visit: (Int, Int) -> Bool = { _, _ in true }) -> Int? {
        var open: [UInt8] = []
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .slash, index + 1 < bytes.count, bytes[index + 1] == .slash {
                while index < bytes.count, bytes[index] != .newline { index += 1 }
                continue
            }
            if byte == .slash, index + 1 < bytes.count, bytes[index + 1] == .star {
                guard let end = endOfBlockComment(from: index) else { return nil }
                index = end
                continue
            }
            if byte == .quote || byte == .hash, let end = endOfStringLiteral(from: index) {
                guard visit(index, open.count) else { return nil }
                index = end
                continue
            }
            if let closer = UInt8.closers[byte] {
                open.append(closer)
            } else if UInt8.closers.values.contains(byte) {
                guard let expected = open.popLast() else { return index }
                guard expected == byte else { return nil }
            }
            guard visit(index, open.count) else { return nil }
            index += 1
        }
        return nil
    }

    /// The offset just past the string literal starting at `start` (its `#`s or its quote), or
    /// `nil` when no literal starts there or it does not end.
    func endOfStringLiteral(from start: Int) -> Int? {
        var index = start
        var hashes = 0
        while index < bytes.count, bytes[index] == .hash { hashes += 1; index += 1 }
        guard index < bytes.count, bytes[index] == .quote else { return nil }
        let multiline = matches([.quote, .quote, .quote], at: index)
        index += multiline ? 3 : 1
        let closing = [UInt8](repeating: .quote, count: multiline ? 3 : 1) + [UInt8](repeating: .hash, count: hashes)
        while index < bytes.count {
            if bytes[index] == .backslash, matches([UInt8](repeating: .hash, count: hashes), at: index + 1) {
                let after = index + 1 + hashes
                if after < bytes.count, bytes[after] == .leftParen {
                    // An interpolation: code up to its closing parenthesis.
                    guard let end = walk(from: after + 1) else { return nil }
                    index = end + 1
                } else {
                    index = after + 1
                }
                continue
            }
            if matches(closing, at: index) { return index + closing.count }
            if !multiline, bytes[index] == .newline { return nil }
            index += 1
        }
        return nil
    }

    /// The offset just past the block comment starting at `start`; block comments nest.
    private func endOfBlockComment(from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == .slash, bytes[index + 1] == .star {
                depth += 1; index += 2
            } else if bytes[index] == .star, bytes[index + 1] == .slash {
                depth -= 1; index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Whether `pattern` is at `offset`.
    func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        offset + pattern.count <= bytes.count && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
    }

    /// Whether `byte` can be part of an identifier.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// Whether `byte` is a space, a tab, a carriage return or a .newline.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == .newline
    }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let leftParen = UInt8(ascii: "(")
    static let rightParen = UInt8(ascii: ")")
    static let leftBrace = UInt8(ascii: "{")
    static let rightBrace = UInt8(ascii: "}")
    static let rightBracket = UInt8(ascii: "]")
    /// Each opening bracket's closing one.
    static let closers: [UInt8: UInt8] = [.leftParen: .rightParen, .leftBrace: .rightBrace, UInt8(ascii: "["): .rightBracket]
}
