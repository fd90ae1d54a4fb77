/// Writes an inline snapshot into a test's source: finds the call at a line and column (as
/// `#line` and `#column` give them) and puts the snapshot, as a multi-line string literal, in
/// its `matches:` closure, whether that closure is a trailing closure, an argument, or not
/// written yet. The rest of the file is left byte for byte as it was.
enum InlineSnapshotRewriter {
    /// Why a call site could not be rewritten.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in a sentence.
        let description: String
    }

    /// The rewritten source, and how many lines longer it is than before (negative when shorter).
    struct Rewrite: Equatable {
        let source: String
        let lineDelta: Int
    }

    /// `source` with `snapshot` as the expected value of the call at `line`, `column` (1-based,
    /// the column in UTF-8 bytes, at the call's name or its opening parenthesis).
    static func rewrite(_ source: String, line: Int, column: Int, snapshot: String) throws(Failure) -> Rewrite {
        let scanner = SwiftSourceScanner(source)
        let bytes = scanner.bytes
        guard let lineStart = offset(ofLine: line, in: bytes), column >= 1, lineStart + column - 1 < bytes.count else {
            throw Failure(description: "the source has no line \(line), column \(column)")
        }
        // The argument list: past the function's name to its opening parenthesis.
        var open = lineStart + column - 1
        while open < bytes.count, SwiftSourceScanner.isIdentifierByte(bytes[open]) || SwiftSourceScanner.isWhitespace(bytes[open]) { open += 1 }
        guard open < bytes.count, bytes[open] == .leftParen else {
            throw Failure(description: "no call starts at line \(line), column \(column)")
        }
        guard let close = scanner.walk(from: open + 1), bytes[close] == .rightParen else {
            throw Failure(description: "the call at line \(line) has no closing parenthesis")
        }
        let indentation = bytes[lineStart...].prefix { $0 == 0x20 || $0 == 0x09 }
        let closure = Array(closureText(for: snapshot, indentation: String(decoding: indentation, as: UTF8.self)).utf8)

        let replaced: Range<Int>
        if let labelled = try labelledClosure(in: scanner, from: open + 1, to: close) {
            replaced = labelled
        } else {
            var next = close + 1
            while next < bytes.count, SwiftSourceScanner.isWhitespace(bytes[next]) { next += 1 }
            if next < bytes.count, bytes[next] == .leftBrace {
                guard let end = scanner.walk(from: next + 1), bytes[end] == .rightBrace else {
                    throw Failure(description: "the trailing closure of the call at line \(line) does not end")
                }
                replaced = next..<end + 1
            } else {
                replaced = close + 1..<close + 1
            }
        }
        let inserted = replaced.isEmpty ? Array(" ".utf8) + closure : closure
        var result = bytes
        result.replaceSubrange(replaced, with: inserted)
        let lineDelta = inserted.filter { $0 == .newline }.count - bytes[replaced].filter { $0 == .newline }.count
        return Rewrite(source: String(decoding: result, as: UTF8.self), lineDelta: lineDelta)
    }

    /// The range of the closure given as the `matches:` argument between `start` and `end`,
    /// or `nil` when there is no such argument.
    private static func labelledClosure(in scanner: SwiftSourceScanner, from start: Int, to end: Int) throws(Failure) -> Range<Int>? {
        let bytes = scanner.bytes
        let label = Array("matches".utf8)
        var found: Int?
        scanner.walk(from: start) { index, depth in
            guard index < end else { return false }
            if depth == 0, scanner.matches(label, at: index), index == start || !SwiftSourceScanner.isIdentifierByte(bytes[index - 1]) {
                var next = index + label.count
                while next < end, SwiftSourceScanner.isWhitespace(bytes[next]) { next += 1 }
                if next < end, bytes[next] == UInt8(ascii: ":") {
                    found = next + 1
                    return false
                }
            }
            return true
        }
        guard var brace = found else { return nil }
        while brace < end, SwiftSourceScanner.isWhitespace(bytes[brace]) { brace += 1 }
        guard brace < end, bytes[brace] == .leftBrace, let close = scanner.walk(from: brace + 1), bytes[close] == .rightBrace else {
            throw Failure(description: "the matches: argument is not a closure written out in the call")
        }
        return brace..<close + 1
    }

    /// A closure returning `snapshot` as a multi-line string literal, the closure's braces at
    /// `indentation` and the literal four spaces further in. The literal is raw (`#"""`) with as
    /// many `#` as it takes when the snapshot holds a backslash or three quotes.
    static func closureText(for snapshot: String, indentation: String) -> String {
        var hashes = ""
        while snapshot.contains("\\" + hashes) || snapshot.contains("\"\"\"" + hashes) { hashes += "#" }
        let inner = indentation + "    "
        let lines = snapshot.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : inner + $0 }
        return "{\n" + inner + hashes + "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + inner + "\"\"\"" + hashes + "\n" + indentation + "}"
    }

    /// The offset of the first byte of line `line` (1-based).
    private static func offset(ofLine line: Int, in bytes: [UInt8]) -> Int? {
        guard line >= 1 else { return nil }
        var current = 1
        var index = 0
        while current < line {
            guard let next = bytes[index...].firstIndex(of: .newline) else { return nil }
            index = next + 1
            current += 1
        }
        return index
    }
}
