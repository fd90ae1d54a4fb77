import Testing
@testable import TrellisPreviewExpansion

@Suite("Source scanner")
struct SourceScannerTests {
    /// Where the scanner stops after skipping the literal or group at the start of `text`.
    private func end(of text: String, _ skip: (inout SourceScanner) throws -> Void) throws -> String {
        var scanner = SourceScanner(text)
        try skip(&scanner)
        return scanner.text(scanner.position..<scanner.bytes.count)
    }

    @Test func stringsEndAtTheirClosingQuotePastEscapesAndInterpolations() throws {
        #expect(try end(of: #""a\"b" rest"#) { try $0.skipStringLiteral() } == " rest")
        #expect(try end(of: #""a\(f(")", [1]))b" rest"#) { try $0.skipStringLiteral() } == " rest")
        #expect(try end(of: #""\\" rest"#) { try $0.skipStringLiteral() } == " rest")
        #expect(try end(of: ##"#"a"b\"# rest"##) { try $0.skipStringLiteral() } == " rest")
        #expect(try end(of: ##"#"\#("}")"# rest"##) { try $0.skipStringLiteral() } == " rest")
        #expect(try end(of: "\"\"\"\nline \"quoted\" \"\"\n\"\"\" rest") { try $0.skipStringLiteral() } == " rest")
    }

    @Test func groupsEndAtTheMatchingBracketPastStringsAndComments() throws {
        #expect(try end(of: #"{ VStack { Text("}") } /* } */ // }"# + "\n} rest") { try $0.skipGroup() } == " rest")
        #expect(try end(of: "(a: [1, (2)], b: { /* /* nested */ ) */ })x") { try $0.skipGroup() } == "x")
    }

    @Test func triviaSkipsWhitespaceAndNestedComments() throws {
        #expect(try end(of: " \n// line\n/* a /* b */ c */\t#Preview") { try $0.skipTrivia() } == "#Preview")
    }

    @Test func unterminatedTextIsAnErrorAtItsStart() {
        #expect(throws: ExpansionError("unterminated string literal", at: 2)) { _ = try end(of: "{ \"abc\n}") { try $0.skipGroup() } }
        #expect(throws: ExpansionError("'{' is never closed", at: 0)) { _ = try end(of: "{ ( ) ") { try $0.skipGroup() } }
        #expect(throws: ExpansionError("unexpected ')'", at: 2)) { _ = try end(of: "{ )") { try $0.skipGroup() } }
        #expect(throws: ExpansionError("unterminated '/*' comment", at: 1)) { _ = try end(of: " /* /* */") { try $0.skipTrivia() } }
    }
}
