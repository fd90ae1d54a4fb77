import Foundation

extension MutableCollection {
    /// Moves the elements at `source` (offsets from the start, as `onMove(perform:)` passes them)
    /// to just before the element at offset `destination`, keeping the order of both the moved
    /// and the other elements, as SwiftUI's extension does: of the others, those before
    /// `destination` end up before the moved elements and the rest after them. `destination`
    /// runs from 0 to `count`; a larger one moves the elements to the end.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var before: [Element] = [], moved: [Element] = [], after: [Element] = []
        for (offset, element) in enumerated() {
            if source.contains(offset) {
                moved.append(element)
            } else if offset < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        var position = startIndex
        for element in before + moved + after {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
