/// A `#Preview` body split into the variables marked `@Previewable` at its top level and the
/// statements that remain.
struct PreviewableDeclarations: Equatable {
    /// The marked declarations, in order, without their `@Previewable` attribute: for
    /// `@Previewable @State var count = 0`, `@State var count = 0`.
    var declarations: [String]
    /// The body's text with the marked declarations taken out.
    var remainingBody: String
}

extension PreviewableDeclarations {
    /// Finds the `@Previewable` declarations at the top level of a closure's `contents`, which
    /// start at `offset` in the macro's source (for the positions of errors). A declaration
    /// ends at the end of its line, unless the next line goes on with a `.member`, or at a `;`.
    init(splitting contents: String, at offset: Int) throws(ExpansionError) {
        do {
            try self.init(splitting: contents)
        } catch {
            throw ExpansionError(error.message, at: error.offset + offset)
        }
    }

    /// Splits `contents` as ``init(splitting:at:)`` does, with errors at offsets into `contents`.
    private init(splitting contents: String) throws(ExpansionError) {
        var scanner = SourceScanner(contents)
        var declarations: [String] = []
        var remaining = ""
        var copiedUpTo = 0
        while let byte = scanner.peek() {
            if byte == .openParen || byte == .openBracket || byte == .openBrace {
                let groupStart = scanner.position
                try scanner.skipGroup()
                if let nested = try Self.firstPreviewableAttribute(in: scanner, from: groupStart, to: scanner.position) {
                    throw ExpansionError("@Previewable is allowed only at the top level of a #Preview body", at: nested)
                }
            } else if scanner.isAtStringLiteral {
                try scanner.skipStringLiteral()
            } else if byte == .slash && (scanner.peek(1) == .slash || scanner.peek(1) == .star) {
                try scanner.skipTrivia()
            } else if byte == .at, Self.isPreviewableAttribute(at: scanner.position + 1, in: scanner) {
                let attributeStart = scanner.position
                scanner.position += 1 + "Previewable".utf8.count
                if scanner.peek() == .openParen { try scanner.skipGroup() }
                try scanner.skipTrivia()
                let declarationStart = scanner.position
                try Self.skipStatement(&scanner)
                let declaration = scanner.text(declarationStart..<scanner.position)
                try Self.checkVariable(declaration, at: attributeStart)
                declarations.append(declaration)
                remaining += scanner.text(copiedUpTo..<attributeStart)
                copiedUpTo = scanner.position
            } else {
                scanner.position += 1
            }
        }
        remaining += scanner.text(copiedUpTo..<scanner.bytes.count)
        self.init(declarations: declarations, remainingBody: remaining)
    }

    /// The offset of the first `@Previewable` between `start` and `end`, at any depth, outside
    /// strings and comments.
    private static func firstPreviewableAttribute(in scanner: SourceScanner, from start: Int, to end: Int) throws(ExpansionError) -> Int? {
        var scanner = scanner
        scanner.position = start
        while scanner.position < end, let byte = scanner.peek() {
            if scanner.isAtStringLiteral {
                try scanner.skipStringLiteral()
            } else if byte == .slash && (scanner.peek(1) == .slash || scanner.peek(1) == .star) {
                try scanner.skipTrivia()
            } else if byte == .at && isPreviewableAttribute(at: scanner.position + 1, in: scanner) {
                return scanner.position
            } else {
                scanner.position += 1
            }
        }
        return nil
    }

    /// Whether the identifier at `position` is `Previewable` (and not a longer name).
    private static func isPreviewableAttribute(at position: Int, in scanner: SourceScanner) -> Bool {
        var probe = scanner
        probe.position = position
        return probe.scanIdentifier() == "Previewable"
    }

    /// Moves to the end of the statement at the position: the end of its line at the top level
    /// (unless the next line starts with `.member`), a `;`, or the end of the text. Trailing
    /// spaces and a comment on the last line are left out.
    private static func skipStatement(_ scanner: inout SourceScanner) throws(ExpansionError) {
        var end = scanner.position
        while let byte = scanner.peek(), byte != .semicolon {
            if byte == .newline {
                var probe = scanner
                try probe.skipTrivia()
                guard probe.peek() == .dot, probe.peek(1) != .dot else { break }
                scanner = probe
            } else if byte == .openParen || byte == .openBracket || byte == .openBrace {
                try scanner.skipGroup()
                end = scanner.position
            } else if scanner.isAtStringLiteral {
                try scanner.skipStringLiteral()
                end = scanner.position
            } else if byte == .slash && scanner.peek(1) == .slash {
                while let next = scanner.peek(), next != .newline { scanner.position += 1 }
            } else if byte == .slash && scanner.peek(1) == .star {
                try scanner.skipBlockComment()
            } else {
                scanner.position += 1
                if byte != .space && byte != .tab && byte != .carriageReturn { end = scanner.position }
            }
        }
        scanner.position = end
    }

    /// Checks that `declaration` declares a variable: attributes and modifiers, then `var` or
    /// `let`.
    private static func checkVariable(_ declaration: String, at offset: Int) throws(ExpansionError) {
        var scanner = SourceScanner(declaration)
        while true {
            try? scanner.skipTrivia()
            if scanner.peek() == .at {
                scanner.position += 1
                repeat { _ = scanner.scanIdentifier() } while scanner.peek() == .dot && { scanner.position += 1; return true }()
                if scanner.peek() == .openParen { try? scanner.skipGroup() }
                continue
            }
            switch scanner.scanIdentifier() {
            case "var"?, "let"?:
                return
            case let word? where modifiers.contains(word):
                continue
            default:
                throw ExpansionError("@Previewable marks a variable declared in a #Preview body, such as '@Previewable @State var value = 0'", at: offset)
            }
        }
    }

    /// The declaration modifiers a `@Previewable` variable may have.
    private static let modifiers: Set<String> = ["private", "fileprivate", "internal", "package", "public", "nonisolated", "lazy"]
}

