import Foundation
import Testing
import Trellis

/// `Text(value, format:)` formats with the environment's locale, `en_US` unless the view sets
/// one, as an iPhone set to US English does: SwiftUI's `Text` formats with `\.locale`.
@Suite("Text formatted by the environment's locale") @MainActor
struct TextLocaleFormattingTests {
    /// The string the text node named `t` shows.
    private func shown(_ view: some View) throws -> String {
        let result = view.layout(in: CGSize(width: 390, height: 844))
        let node = try #require(result.graph.nodeIDs.first { if case .text = result.graph.kind(of: $0) { true } else { false } })
        guard case .text(let spec) = result.graph.kind(of: node) else { return "" }
        return spec.string
    }

    @Test("a US-dollar price shows $49.00 in the default locale, en_US")
    func dollarsInEnglishUS() throws {
        #expect(try shown(Text(49, format: .currency(code: "USD"))) == "$49.00")
        #expect(EnvironmentValues().locale.identifier == "en_US")
    }

    @Test("a number shows en_US grouping by default: 1,234.5")
    func numberInEnglishUS() throws {
        #expect(try shown(Text(1234.5, format: .number)) == "1,234.5")
    }

    @Test("with .environment(\\.locale, de_DE) the price is written the German way: 49,00 $")
    func dollarsInGerman() throws {
        let german = try shown(Text(49, format: .currency(code: "USD")).environment(\.locale, Locale(identifier: "de_DE")))
        // CLDR's German currency pattern: the amount with a decimal comma, a no-break space,
        // then the symbol.
        #expect(german == "49,00\u{00A0}$", "\(german.unicodeScalars.map { String($0.value, radix: 16) })")
    }
}
