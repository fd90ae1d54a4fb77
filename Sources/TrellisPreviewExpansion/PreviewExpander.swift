/// Expands `#Preview` and checks `@Previewable`, from their source text alone.
///
/// A `#Preview` becomes a registration record: a constant placed in the `trellis_previews`
/// section of the binary (`__DATA_CONST,__trellis_prev` on Apple platforms), whose function
/// makes the `Preview`. Trellis finds every preview of a binary by reading that section; see
/// the Architecture article.
public enum PreviewExpander {
    /// The number at the start of every registration record, "TRLSPREV" in ASCII: the reader
    /// skips whatever else the section holds.
    public static let recordMagic: UInt64 = 0x5452_4C53_5052_4556

    /// The declarations a `#Preview` use expands to.
    /// - Parameters:
    ///   - source: the macro's source text, from `#Preview` to its closing brace (leading
    ///     whitespace and comments allowed).
    ///   - location: where `source` starts in its file.
    ///   - discriminator: the compiler's unique name for this expansion, which names the record.
    /// - Throws: an error naming the problem and its offset in `source` when the text is not a
    ///   `#Preview` with a name, traits and a body.
    public static func expandPreview(_ source: String, at location: MacroSourceLocation, discriminator: String) throws(ExpansionError) -> String {
        let call = try PreviewCall(parsing: source)
        let site = location.advanced(by: call.macroOffset, in: source)
        let body: String
        switch call.body {
        case .expression(let expression):
            body = expression
        case .closure(let text, let contentsOffset, let contents):
            let split = try PreviewableDeclarations(splitting: contents, at: contentsOffset)
            body = split.declarations.isEmpty ? text : wrapperClosure(split)
        }
        let traits = call.traits.map { "\n        \($0)\n        " }.joined(separator: ",")
        let record = """
            (\(hex(recordMagic)), { destination in
                destination.initializeMemory(as: TrellisDSL.Preview.self, to: TrellisDSL.Preview(
                    registeredAs: \(call.name.map { "\n        \($0)\n        " } ?? "nil"),
                    traits: [\(traits)],
                    fileID: \(stringLiteral(site.fileID)), filePath: \(stringLiteral(site.filePath)), line: \(site.line), column: \(site.column),
                    body: \(body)))
            })
            """
        // The compiler accepts only unique names at the top level of a file: the discriminator,
        // then the length and text of a name, then "fMu_".
        let name = discriminator + "6recordfMu_"
        // A static property, not a global: a global of a script's top-level code would be
        // reported as never used.
        return """
            #if objectFormat(ELF)
            private enum \(name) {
                @section("trellis_previews") @used
                static let record: TrellisDSL.PreviewRecord = \(record)
            }
            #elseif objectFormat(MachO)
            private enum \(name) {
                @section("__DATA_CONST,__trellis_prev") @used
                static let record: TrellisDSL.PreviewRecord = \(record)
            }
            #endif
            """
    }

    /// A closure that declares the `@Previewable` variables in a view, whose body is the rest
    /// of the preview's body, and returns that view: the variables are the view's state.
    private static func wrapperClosure(_ split: PreviewableDeclarations) -> String {
        """
        {
            struct __TrellisPreviewable: TrellisDSL.View {
        \(split.declarations.map { "        " + $0 }.joined(separator: "\n"))
                var body: some TrellisDSL.View {
        \(split.remainingBody)
                }
            }
            return __TrellisPreviewable()
        }
        """
    }

    /// Checks a `@Previewable` attribute's place from its lexical context, innermost first:
    /// it must mark a variable at the top level of a `#Preview` body, that is, in a closure
    /// whose next context is a `#Preview` expansion.
    /// - Throws: an error at the attribute when it is anywhere else. Contexts that are not
    ///   known (an older compiler sends none) pass.
    public static func checkPreviewable(lexicalContext: [String]?) throws(ExpansionError) {
        guard let contexts = lexicalContext else { return }
        let starts = contexts.map { context -> String in
            var scanner = SourceScanner(context)
            try? scanner.skipTrivia()
            return scanner.text(scanner.position..<scanner.bytes.count)
        }
        let inPreviewBody = starts.count >= 2 && starts[0].hasPrefix("{") && isPreviewUse(starts[1])
        guard inPreviewBody else {
            let message = starts.contains(where: isPreviewUse)
                ? "@Previewable is allowed only at the top level of a #Preview body"
                : "@Previewable is allowed only in a #Preview body"
            throw ExpansionError(message, at: 0)
        }
    }

    /// Whether `text` (past its leading trivia) is a `#Preview` use.
    private static func isPreviewUse(_ text: String) -> Bool {
        guard text.hasPrefix("#Preview") else { return false }
        let next = text.utf8.dropFirst("#Preview".utf8.count).first
        return next.map { !SourceScanner.startsIdentifier($0) && !($0 >= .zero && $0 <= .nine) } ?? true
    }

    /// `value` as a hexadecimal integer literal.
    private static func hex(_ value: UInt64) -> String {
        "0x" + String(value, radix: 16, uppercase: true)
    }

    /// `text` as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
