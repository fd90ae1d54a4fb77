import Testing
import Trellis
import TrellisAudit

@Suite("Pseudo-languages")
@MainActor
struct PseudoLanguageTests {
    @Test("each pseudo-language changes strings as Xcode's does")
    func transforms() {
        #expect(PseudoLanguage.doubleLength.transform("Save") == "Save Save")
        #expect(PseudoLanguage.bounded.transform("Save") == "[# Save #]")
        #expect(PseudoLanguage.accented.transform("Save 2") == "Śàṽé 2")
        #expect(PseudoLanguage.rightToLeft.transform("Save") == "Save")
        #expect(PseudoLanguage.rightToLeft.layoutDirection == .rightToLeft)
        #expect(PseudoLanguage.doubleLength.layoutDirection == nil)
    }

    @Test("a column's pseudo-language reaches every Text: a doubled label is wider, a right-to-left one starts at the right")
    func columnsChangeTexts() throws {
        func width(in language: AuditLanguage) throws -> CGFloat {
            let column = AuditColumn(device: "iPhone 16 Pro", orientation: .portrait, design: "26", textSize: "large",
                                     layoutDirection: "leftToRight", language: language)
            let result = Text("Settings").id("label").layout(in: CGSize(width: 400, height: 200), environment: column.environment)
            return try #require(result.frame(of: "label")).width
        }
        let plain = try width(in: .locale("en_US"))
        #expect(try width(in: .pseudo(.doubleLength)) > 1.9 * plain)
        #expect(try width(in: .pseudo(.bounded)) > plain)
        let rtl = AuditColumn(device: "iPhone 16 Pro", orientation: .portrait, design: "26", textSize: "large",
                              layoutDirection: "rightToLeft", language: .pseudo(.rightToLeft))
        let result = HStack { Text("A").id("a"); Spacer() }.layout(in: CGSize(width: 400, height: 100), environment: rtl.environment)
        #expect(try #require(result.frame(of: "a")).maxX == 400)
    }

    @Test("languages written right to left impose the direction; other locales leave it to the matrix")
    func localeDirections() {
        #expect(AuditLanguage(name: "ar")?.layoutDirection == .rightToLeft)
        #expect(AuditLanguage(name: "he_IL")?.layoutDirection == .rightToLeft)
        #expect(AuditLanguage(name: "de_DE")?.layoutDirection == nil)
        #expect(AuditLanguage(name: "double-length") == .pseudo(.doubleLength))
        #expect(AuditLanguage(name: "not a locale") == nil)
    }
}
