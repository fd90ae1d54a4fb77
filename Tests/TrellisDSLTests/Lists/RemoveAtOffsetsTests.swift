import Foundation
import Testing
import Trellis

@Suite("remove(atOffsets:)")
struct RemoveAtOffsetsTests {
    @Test("Removes the elements at the offsets and keeps the others in order")
    func removesAtOffsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([0, 2, 3]))
        #expect(letters == ["b", "e"])
        var none = [1, 2, 3]
        none.remove(atOffsets: IndexSet())
        #expect(none == [1, 2, 3])
        // Offsets count from the start whatever the collection's indices are.
        var slice = [0, 1, 2, 3, 4][2...]
        slice.remove(atOffsets: IndexSet([0]))
        #expect(Array(slice) == [3, 4])
    }
}
