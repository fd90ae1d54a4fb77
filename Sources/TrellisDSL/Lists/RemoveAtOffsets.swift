import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (offsets from the start, as `onDelete(perform:)` passes
    /// them), keeping the order of the others.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) {
            kept.append(element)
        }
        self = kept
    }
}
