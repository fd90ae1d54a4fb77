import Foundation
import Testing
import Trellis

@Suite("move(fromOffsets:toOffset:)")
struct MoveFromOffsetsTests {
    /// The offsets of the lower-case letters of `text`.
    private func lowercaseOffsets(_ text: [Character]) -> IndexSet {
        IndexSet(text.indices.filter { text[$0].isLowercase })
    }

    @Test("moved elements go before the destination in order, the others keep theirs (Apple's documented example)")
    func movesAsDocumented() {
        let start = Array("ABcDefgHIJKlmNO")
        var letters = start
        letters.move(fromOffsets: lowercaseOffsets(start), toOffset: 2)
        #expect(String(letters) == "ABcefglmDHIJKNO")
        letters = start
        letters.move(fromOffsets: lowercaseOffsets(start), toOffset: 15)
        #expect(String(letters) == "ABDHIJKNOcefglm")
    }

    @Test("a row dragged down, as onMove passes it, lands after the row it was dropped below")
    func oneRowDown() {
        var rows = ["a", "b", "c", "d"]
        rows.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(rows == ["b", "c", "a", "d"])
        rows.move(fromOffsets: IndexSet(), toOffset: 1)
        #expect(rows == ["b", "c", "a", "d"])
    }
}
