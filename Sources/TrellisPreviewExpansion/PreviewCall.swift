/// The parts of one `#Preview` use, as source text: what the expansion passes on to
/// `Preview`. Offsets are UTF-8 offsets into the macro's source.
struct PreviewCall: Equatable {
    /// How the preview's view is made.
    enum Body: Equatable {
        /// A closure literal: its text from `{` to `}`, and the offset and text of its contents.
        case closure(text: String, contentsOffset: Int, contents: String)
        /// Any other expression given as `body:`, such as the name of a function.
        case expression(String)
    }

    /// The offset of the `#` that starts the macro.
    var macroOffset: Int
    /// The name argument, if one was given.
    var name: String?
    /// The trait arguments, in order.
    var traits: [String]
    /// The body, as a trailing closure or a `body:` argument.
    var body: Body
}

extension PreviewCall {
    /// Reads a `#Preview` use: `#Preview`, an optional parenthesised argument list (an unlabelled
    /// name, `traits:` followed by any number of traits, `body:`), and a trailing closure unless
    /// the list has `body:`.
    init(parsing source: String) throws(ExpansionError) {
        var scanner = SourceScanner(source)
        try scanner.skipTrivia()
        // Attributes written before the macro (`@available(iOS 18.0, *) #Preview …`) apply to
        // the declaration it makes, which needs none of them.
        while scanner.peek() == .at {
            scanner.position += 1
            guard scanner.scanIdentifier() != nil else { throw ExpansionError("expected an attribute's name after '@'", at: scanner.position) }
            if scanner.peek() == .openParen { try scanner.skipGroup() }
            try scanner.skipTrivia()
        }
        macroOffset = scanner.position
        guard scanner.peek() == .hash else { throw ExpansionError("expected '#Preview'", at: scanner.position) }
        scanner.position += 1
        repeat {
            guard scanner.scanIdentifier() != nil else { throw ExpansionError("expected '#Preview'", at: macroOffset) }
        } while scanner.peek() == .dot && { scanner.position += 1; return true }()
        try scanner.skipTrivia()
        var arguments: [Argument] = []
        if scanner.peek() == .openParen {
            let open = scanner.position
            try scanner.skipGroup()
            arguments = try Self.arguments(in: scanner, between: open + 1, and: scanner.position - 1)
            try scanner.skipTrivia()
        }
        var trailingClosure: Body?
        if scanner.peek() == .openBrace {
            let open = scanner.position
            try scanner.skipGroup()
            trailingClosure = Self.closure(in: scanner, from: open, to: scanner.position)
            try scanner.skipTrivia()
        }
        if !scanner.isAtEnd {
            let offset = scanner.position
            if scanner.scanIdentifier() != nil, (try? scanner.skipTrivia()) != nil, scanner.peek() == .colon {
                throw ExpansionError("#Preview takes one trailing closure, its body", at: offset)
            }
            throw ExpansionError("unexpected text after #Preview's body", at: offset)
        }
        (name, traits, body) = try Self.assign(arguments, trailingClosure: trailingClosure, macroOffset: macroOffset)
    }

    /// One argument of the list: its label, if any, its value's text and where the argument starts.
    private struct Argument {
        var label: String?
        var value: String
        var valueOffset: Int
        var offset: Int
        /// The value as a body: a closure when the value is one closure literal.
        var body: Body
    }

    /// Matches the arguments to the parameters of `#Preview(_:traits:body:)`.
    private static func assign(_ arguments: [Argument], trailingClosure: Body?, macroOffset: Int)
        throws(ExpansionError) -> (String?, [String], Body) {
        var name: String?
        var traits: [String] = []
        var sawTraits = false
        var body: Body?
        for argument in arguments {
            switch argument.label {
            case nil where body == nil && sawTraits:
                traits.append(argument.value)
            case nil where body == nil && name == nil:
                name = argument.value
            case nil:
                throw ExpansionError("unexpected argument; #Preview takes a name, 'traits:' and a body", at: argument.offset)
            case "traits"? where !sawTraits && body == nil:
                sawTraits = true
                traits.append(argument.value)
            case "traits"?:
                throw ExpansionError("'traits:' comes once, before the body", at: argument.offset)
            case "body"? where body == nil:
                body = argument.body
            case "body"?:
                throw ExpansionError("'body:' is given twice", at: argument.offset)
            case let label?:
                throw ExpansionError("#Preview has no argument labelled '\(label)'; it takes a name, 'traits:' and a body", at: argument.offset)
            }
        }
        switch (body, trailingClosure) {
        case (let body?, nil), (nil, let body?):
            return (name, traits, body)
        case (_?, _?):
            throw ExpansionError("#Preview has a 'body:' argument and a trailing closure; give the body once", at: macroOffset)
        case (nil, nil):
            throw ExpansionError("#Preview needs a body: a closure that returns the view to preview", at: macroOffset)
        }
    }

    /// The comma-separated arguments between `start` and `end`, which hold a parenthesised
    /// list's contents. A trailing comma is allowed; an empty argument is not.
    private static func arguments(in scanner: SourceScanner, between start: Int, and end: Int) throws(ExpansionError) -> [Argument] {
        var scanner = scanner
        scanner.position = start
        var pieces: [Range<Int>] = []
        var pieceStart = start
        while scanner.position < end {
            let byte = scanner.bytes[scanner.position]
            if byte == .comma {
                pieces.append(pieceStart..<scanner.position)
                scanner.position += 1
                pieceStart = scanner.position
            } else if byte == .openParen || byte == .openBracket || byte == .openBrace {
                try scanner.skipGroup()
            } else if scanner.isAtStringLiteral {
                try scanner.skipStringLiteral()
            } else if byte == .slash && (scanner.peek(1) == .slash || scanner.peek(1) == .star) {
                try scanner.skipTrivia()
            } else {
                scanner.position += 1
            }
        }
        pieces.append(pieceStart..<end)
        var arguments: [Argument] = []
        for (index, piece) in pieces.enumerated() {
            scanner.position = piece.lowerBound
            try scanner.skipTrivia()
            if scanner.position >= piece.upperBound {
                if index == pieces.count - 1 { continue }
                throw ExpansionError("expected an argument before ','", at: piece.upperBound)
            }
            arguments.append(try argument(in: scanner, from: scanner.position, to: piece.upperBound))
        }
        return arguments
    }

    /// The argument whose text runs from `start` (past any leading trivia) to `end`.
    private static func argument(in scanner: SourceScanner, from start: Int, to end: Int) throws(ExpansionError) -> Argument {
        var scanner = scanner
        scanner.position = start
        var label: String?
        var valueStart = start
        if let identifier = scanner.scanIdentifier() {
            try scanner.skipTrivia()
            if scanner.peek() == .colon && scanner.peek(1) != .colon {
                scanner.position += 1
                try scanner.skipTrivia()
                label = identifier
                valueStart = scanner.position
            }
        }
        guard valueStart < end else { throw ExpansionError("expected a value after '\(label ?? "")':", at: start) }
        var valueEnd = end
        while valueEnd > valueStart, [.space, .tab, .newline, .carriageReturn].contains(scanner.bytes[valueEnd - 1]) { valueEnd -= 1 }
        var body = Body.expression(scanner.text(valueStart..<valueEnd))
        if scanner.bytes[valueStart] == .openBrace {
            scanner.position = valueStart
            try scanner.skipGroup()
            if scanner.position == valueEnd { body = closure(in: scanner, from: valueStart, to: valueEnd) }
        }
        return Argument(label: label, value: scanner.text(valueStart..<valueEnd), valueOffset: valueStart, offset: start, body: body)
    }

    /// The closure literal whose `{` is at `start` and whose `}` ends before `end`.
    private static func closure(in scanner: SourceScanner, from start: Int, to end: Int) -> Body {
        .closure(text: scanner.text(start..<end), contentsOffset: start + 1, contents: scanner.text((start + 1)..<(end - 1)))
    }
}
