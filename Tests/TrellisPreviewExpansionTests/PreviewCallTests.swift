import Testing
@testable import TrellisPreviewExpansion

@Suite("Reading #Preview")
struct PreviewCallTests {
    @Test func aTrailingClosureAlone() throws {
        let call = try PreviewCall(parsing: "\n#Preview {\n    Text(\"a\")\n}")
        #expect(call.macroOffset == 1)
        #expect(call.name == nil)
        #expect(call.traits.isEmpty)
        #expect(call.body == .closure(text: "{\n    Text(\"a\")\n}", contentsOffset: 11, contents: "\n    Text(\"a\")\n"))
    }

    @Test func aNameWithEscapesInterpolationAndBraces() throws {
        let call = try PreviewCall(parsing: #"#Preview("A \"b\" \(1 + 2) {", traits: .landscapeLeft) { Text("}") }"#)
        #expect(call.name == #""A \"b\" \(1 + 2) {""#)
        #expect(call.traits == [".landscapeLeft"])
        #expect(call.body == .closure(text: #"{ Text("}") }"#, contentsOffset: 56, contents: #" Text("}") "#))
    }

    @Test func severalTraitsTraitsWithArgumentsAndATrailingComma() throws {
        let call = try PreviewCall(parsing: "#Preview(traits: .fixedLayout(width: 100, height: 50), .landscapeRight,\n  .sizeThatFitsLayout,) { Color.red }")
        #expect(call.name == nil)
        #expect(call.traits == [".fixedLayout(width: 100, height: 50)", ".landscapeRight", ".sizeThatFitsLayout"])
    }

    @Test func attributesBeforeTheMacroAreSkipped() throws {
        let call = try PreviewCall(parsing: "@available(iOS 18.0, *)\n@MainActor #Preview(traits: .modifier(Helper())) { Text(\"a\") }")
        #expect(call.macroOffset == 35)
        #expect(call.traits == [".modifier(Helper())"])
        #expect(throws: ExpansionError.self) { try PreviewCall(parsing: "@ #Preview { }") }
    }

    @Test func aBodyArgumentAndEmptyParentheses() throws {
        let labelled = try PreviewCall(parsing: "#Preview(\"Named\", body: { Text(\"x\") })")
        #expect(labelled.name == "\"Named\"")
        #expect(labelled.body == .closure(text: "{ Text(\"x\") }", contentsOffset: 25, contents: " Text(\"x\") "))
        #expect(try PreviewCall(parsing: "#Preview(body: makeView)").body == .expression("makeView"))
        #expect(try PreviewCall(parsing: "#Preview() {}").name == nil)
    }

    @Test func rawAndMultilineNamesAndCommentsBetweenArguments() throws {
        let call = try PreviewCall(parsing: ##"#Preview(#"raw "name""#, /* the traits */ traits: .portrait // turned"## + "\n) {}")
        #expect(call.name == ##"#"raw "name""#"##)
        #expect(call.traits == [".portrait // turned"])
        #expect(try PreviewCall(parsing: "#Preview(\"\"\"\n  multi, line\n  \"\"\") {}").name == "\"\"\"\n  multi, line\n  \"\"\"")
    }

    @Test func malformedUsesNameTheirProblem() {
        #expect(throws: ExpansionError("#Preview needs a body: a closure that returns the view to preview", at: 0)) {
            try PreviewCall(parsing: "#Preview(\"x\")")
        }
        #expect(throws: ExpansionError("#Preview has no argument labelled 'title'; it takes a name, 'traits:' and a body", at: 9)) {
            try PreviewCall(parsing: "#Preview(title: \"x\") {}")
        }
        #expect(throws: ExpansionError("#Preview has a 'body:' argument and a trailing closure; give the body once", at: 0)) {
            try PreviewCall(parsing: "#Preview(body: { Text(\"a\") }) { Text(\"b\") }")
        }
        #expect(throws: ExpansionError("#Preview takes one trailing closure, its body", at: 12)) {
            try PreviewCall(parsing: "#Preview {} other: {}")
        }
        #expect(throws: ExpansionError("unexpected argument; #Preview takes a name, 'traits:' and a body", at: 14)) {
            try PreviewCall(parsing: "#Preview(\"a\", \"b\") {}")
        }
        #expect(throws: ExpansionError("'traits:' comes once, before the body", at: 28)) {
            try PreviewCall(parsing: "#Preview(traits: .portrait, traits: .landscapeLeft) {}")
        }
        #expect(throws: ExpansionError("expected an argument before ','", at: 14)) {
            try PreviewCall(parsing: "#Preview(\"a\", , traits: .portrait) {}")
        }
        #expect(throws: ExpansionError("'{' is never closed", at: 18)) {
            try PreviewCall(parsing: "#Preview { VStack {")
        }
    }
}
