import Testing
@testable import TrellisPreviewExpansion

@Suite("@Previewable declarations")
struct PreviewableDeclarationsTests {
    @Test func aBodyWithoutPreviewablesIsLeftAsItIs() throws {
        let split = try PreviewableDeclarations(splitting: "\n    Text(\"a\")\n", at: 0)
        #expect(split == PreviewableDeclarations(declarations: [], remainingBody: "\n    Text(\"a\")\n"))
    }

    @Test func declarationsAreTakenOutWithoutTheirAttribute() throws {
        let body = """

                @Previewable @State var count = 0
                @Previewable @State private var names: [String] = ["a", "b"] // the rows
                Text("\\(count)")
                List(names, id: \\.self) { Text($0) }

            """
        let split = try PreviewableDeclarations(splitting: body, at: 0)
        #expect(split.declarations == ["@State var count = 0", "@State private var names: [String] = [\"a\", \"b\"]"])
        #expect(split.remainingBody == "\n    \n     // the rows\n    Text(\"\\(count)\")\n    List(names, id: \\.self) { Text($0) }\n")
    }

    @Test func aDeclarationGoesOnAcrossMemberLinesAndEndsAtASemicolon() throws {
        let split = try PreviewableDeclarations(splitting: "@Previewable @State var text = Model()\n    .title\n    .uppercased(); Text(text)", at: 0)
        #expect(split.declarations == ["@State var text = Model()\n    .title\n    .uppercased()"])
        #expect(split.remainingBody == "; Text(text)")
    }

    @Test func previewableInStringsCommentsAndLongerNamesIsNotAnAttribute() throws {
        let body = "Text(\"@Previewable\") // @Previewable\n@PreviewableNot var y = 1\nVStack { /* @Previewable */ }"
        let split = try PreviewableDeclarations(splitting: body, at: 0)
        #expect(split.declarations.isEmpty)
        #expect(split.remainingBody == body)
    }

    @Test func aPreviewableInsideANestedClosureIsAnError() {
        // Swift 6.3 does not ask plug-ins to expand attached macros on local variables, so the
        // #Preview expansion is where a misplaced @Previewable is caught.
        #expect(throws: ExpansionError("@Previewable is allowed only at the top level of a #Preview body", at: 19)) {
            try PreviewableDeclarations(splitting: "VStack { @Previewable @State var x = 0 }", at: 10)
        }
    }

    @Test func aPreviewableThatIsNotAVariableIsAnErrorAtTheAttribute() {
        #expect(throws: ExpansionError("@Previewable marks a variable declared in a #Preview body, such as '@Previewable @State var value = 0'", at: 12)) {
            try PreviewableDeclarations(splitting: "\n  @Previewable func f() {}", at: 9)
        }
    }
}
