import Testing
import Trellis

extension EnvironmentValues {
    /// A test value declared as SwiftUI code declares its environment values.
    @Entry var cardPadding: CGFloat = 12
    /// An optional one, `nil` by default.
    @Entry var cardTitle: String?
}

/// A card padded by the environment's `cardPadding`.
private struct Card: View {
    @Environment(\.cardPadding) private var padding
    @Environment(\.cardTitle) private var title

    var body: some View {
        Color.red.frame(width: 20, height: 20).padding(padding).id(title ?? "untitled")
    }
}

@Suite("@Entry")
@MainActor
struct EntryMacroTests {
    @Test("@Entry declares an environment value whose default is its initial value, and the environment sets it")
    func entry() throws {
        let window = CGSize(width: 200, height: 200)
        #expect(EnvironmentValues().cardPadding == 12 && EnvironmentValues().cardTitle == nil)
        #expect(try #require(Card().layout(in: window).frame(of: "untitled")).size == CGSize(width: 44, height: 44))
        let set = Card().environment(\.cardPadding, 4).environment(\.cardTitle, "card").layout(in: window)
        #expect(try #require(set.frame(of: "card")).size == CGSize(width: 28, height: 28))
    }
}
