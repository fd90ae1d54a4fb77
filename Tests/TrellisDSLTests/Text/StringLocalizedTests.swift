import Foundation
import Testing
import Trellis

@Suite("String(localized:)")
struct StringLocalizedTests {
    @Test("the string is the default value: a literal with its interpolations formatted, never a translation")
    func defaultValues() {
        let name = "Ada"
        let count = 3
        #expect(String(localized: "Hello") == "Hello")
        #expect(String(localized: "Hello, \(name)! \(count) new") == "Hello, Ada! 3 new")
        #expect(String(localized: "greeting", defaultValue: "Hi \(name)", table: "Main", comment: "a greeting") == "Hi Ada")
        let key = "settings.title"
        #expect(String(localized: String.LocalizationValue(key)) == "settings.title")
        let resource: LocalizedStringResource = "Total: \(count)"
        #expect(String(localized: resource) == "Total: 3")
    }
}
