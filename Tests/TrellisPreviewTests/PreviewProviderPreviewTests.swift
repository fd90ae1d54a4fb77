import Testing
import Trellis

/// A card whose previews come from a `PreviewProvider`, as pre-iOS 17 code writes them.
private struct Card: View {
    var body: some View {
        Color.blue.frame(width: 80, height: 40).id("card")
    }
}

private struct Card_Previews: PreviewProvider {
    static var previews: some View {
        Card()
    }
}

@Suite("PreviewProvider previews")
@MainActor
struct PreviewProviderPreviewTests {
    @Test func aProviderPreviewIsNamedAfterItsTypeAndSaysWhereItIsDeclared() {
        let preview = Preview(provider: Card_Previews.self, fileID: "Cards/Card.swift", filePath: "/app/Sources/Cards/Card.swift", line: 11)
        #expect(preview.name == "Card_Previews")
        #expect(preview.displayName == "Card_Previews")
        #expect(preview.traits.isEmpty)
        #expect(preview.fileID == "Cards/Card.swift" && preview.line == 11 && preview.column == 1)
    }

    @Test func aProviderPreviewLaysOutTheProvidersViews() {
        // Like a `#Preview` with no traits: the view centred in the device's safe area
        // (iPhone 15: 393 × 852, 59 above and 34 below).
        let layout = Preview(provider: Card_Previews.self, fileID: "Cards/Card.swift", filePath: "/app/Card.swift", line: 11)
            .layout(on: .iPhone15)
        #expect(layout.frame(of: "card") == CGRect(x: 156.5, y: 59 + (852 - 59 - 34 - 40) / 2, width: 80, height: 40))
    }
}
