// The failure of "Why a snapshot changed" in "Testing layouts": the card of the article with its
// icon 60 points wide instead of 50, diffed against the card as its snapshot stored it.
import Foundation
import Testing
import Trellis

/// The article's `Card` with a wider icon.
private struct CardWithWiderIcon: View {
    var body: some View {
        HStack {
            Color.blue.frame(width: 60).accessibilityIdentifier("icon")
            Color.red.accessibilityIdentifier("body")
        }
        .frame(width: 300, height: 100)
    }
}

@Suite("Documentation: why a snapshot changed")
@MainActor
struct SnapshotDiffExampleTests {
    @Test("the failure's section of Testing layouts is the diff of the two cards")
    func testingLayoutsShowsTheDiff() throws {
        let diff = LayoutDiff(from: Card().layout(on: .iPhoneSE), to: CardWithWiderIcon().layout(on: .iPhoneSE))
        let section = "why the layout changed:\n" + diff.text.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n")
        let blocks = DocumentationFiles.codeBlocks(in: try DocumentationFiles.text("Documentation/Trellis.docc/TestingLayouts.md")).map(\.text)
        #expect(blocks.contains(section), "Testing layouts should show:\n\(section)")
    }
}
