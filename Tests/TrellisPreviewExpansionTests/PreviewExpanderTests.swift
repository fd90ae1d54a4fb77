import Testing
@testable import TrellisPreviewExpansion

@Suite("#Preview expansion")
struct PreviewExpanderTests {
    private let location = MacroSourceLocation(fileID: "App/Card.swift", filePath: "/src/App/Card.swift", line: 3, column: 20)

    @Test func aPreviewBecomesARecordInThePreviewSectionOfEachObjectFormat() throws {
        let expansion = try PreviewExpander.expandPreview("\n#Preview(\"Card\", traits: .sizeThatFitsLayout) {\n    Card()\n}",
                                                          at: location, discriminator: "$s3App0015Cardswift_fMf_")
        let record = """
            (0x54524C5350524556, { destination in
                destination.initializeMemory(as: TrellisDSL.Preview.self, to: TrellisDSL.Preview(
                    registeredAs: 
                    "Card"
                    ,
                    traits: [
                    .sizeThatFitsLayout
                    ],
                    fileID: "App/Card.swift", filePath: "/src/App/Card.swift", line: 4, column: 1,
                    body: {
                Card()
            }))
            })
            """
        #expect(expansion == """
            #if objectFormat(ELF)
            private enum $s3App0015Cardswift_fMf_6recordfMu_ {
                @section("trellis_previews") @used
                static let record: TrellisDSL.PreviewRecord = \(record)
            }
            #elseif objectFormat(MachO)
            private enum $s3App0015Cardswift_fMf_6recordfMu_ {
                @section("__DATA_CONST,__trellis_prev") @used
                static let record: TrellisDSL.PreviewRecord = \(record)
            }
            #endif
            """)
    }

    @Test func aPreviewOnTheFirstLineKeepsTheColumnItStartsAt() throws {
        let expansion = try PreviewExpander.expandPreview("#Preview { Card() }", at: location, discriminator: "d")
        #expect(expansion.contains("registeredAs: nil,"))
        #expect(expansion.contains("traits: [],"))
        #expect(expansion.contains("line: 3, column: 20,"))
    }

    @Test func previewableVariablesBecomeTheStateOfAViewMadeOfTheRestOfTheBody() throws {
        let source = "#Preview {\n    @Previewable @State var on = true\n    Toggle(\"Wi-Fi\", isOn: $on)\n}"
        let expansion = try PreviewExpander.expandPreview(source, at: location, discriminator: "d")
        #expect(!expansion.contains("@Previewable"))
        #expect(expansion.contains("""
                    body: {
                struct __TrellisPreviewable: TrellisDSL.View {
                    @State var on = true
                    var body: some TrellisDSL.View {
            """))
        #expect(expansion.contains("""
                Toggle("Wi-Fi", isOn: $on)

                    }
                }
                return __TrellisPreviewable()
            }))
            """))
    }

    @Test func fileNamesAreWrittenAsStringLiterals() {
        #expect(PreviewExpander.stringLiteral("a\"b\\c\nd") == #""a\"b\\c\nd""#)
    }

    @Test func errorsArePlacedInTheMacrosSource() {
        #expect(throws: ExpansionError("@Previewable marks a variable declared in a #Preview body, such as '@Previewable @State var value = 0'", at: 13)) {
            try PreviewExpander.expandPreview("#Preview {\n  @Previewable func f() {}\n}", at: location, discriminator: "d")
        }
    }

    @Test func previewableBelongsAtTheTopLevelOfAPreviewBody() throws {
        try PreviewExpander.checkPreviewable(lexicalContext: ["{\n}", "\n#Preview(\"x\") {\n  @Previewable @State var a = 1\n}"])
        try PreviewExpander.checkPreviewable(lexicalContext: nil)
        #expect(throws: ExpansionError("@Previewable is allowed only at the top level of a #Preview body", at: 0)) {
            try PreviewExpander.checkPreviewable(lexicalContext: ["{\n}", "VStack {\n}", "{\n}", "#Preview {\n}"])
        }
        #expect(throws: ExpansionError("@Previewable is allowed only in a #Preview body", at: 0)) {
            try PreviewExpander.checkPreviewable(lexicalContext: ["var body: some View {\n}", "struct V: View {\n}"])
        }
        #expect(throws: ExpansionError("@Previewable is allowed only in a #Preview body", at: 0)) {
            try PreviewExpander.checkPreviewable(lexicalContext: ["{\n}", "#PreviewLike {\n}"])
        }
    }
}
