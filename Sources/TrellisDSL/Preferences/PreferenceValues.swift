/// The preference values set while lowering a view tree, in view-tree order.
///
/// Lowering walks the tree depth first, so the values a subtree sets are the records appended
/// while it is lowered: everything from the ``count`` before it to the end. A modifier that reads
/// its content's combined value (``SubtreePreferenceModifier``) is handed that start.
package struct PreferenceValues {
    /// One value set by one view.
    private struct Record {
        let key: ObjectIdentifier
        let value: Any
    }

    private var records: [Record] = []

    /// Creates an empty list.
    package init() {}

    /// The number of values set so far: where the next subtree's values will start.
    package var count: Int { records.count }

    /// The combined value for `key` of the values set from `start` on: the default when there are
    /// none, the value itself when there is one, otherwise the values reduced in order.
    package func combined<Key: PreferenceKey>(_ key: Key.Type, from start: Int) -> Key.Value {
        let id = ObjectIdentifier(key)
        var values = records[start...].lazy.filter { $0.key == id }.map { $0.value as! Key.Value }.makeIterator()
        guard var combined = values.next() else { return Key.defaultValue }
        while let next = values.next() {
            Key.reduce(value: &combined, nextValue: { next })
        }
        return combined
    }

    /// Replaces the values for `key` set from `start` on with their combined value transformed by
    /// `transform`, as `transformPreference` does.
    package mutating func transform<Key: PreferenceKey>(_ key: Key.Type, from start: Int, _ transform: (inout Key.Value) -> Void) {
        var value = combined(key, from: start)
        transform(&value)
        replace(key, from: start, with: value)
    }

    /// Replaces the values for `key` set from `start` on with `value`, as `preference(key:value:)`
    /// does with the values its content set.
    package mutating func replace<Key: PreferenceKey>(_ key: Key.Type, from start: Int, with value: Key.Value) {
        let id = ObjectIdentifier(key)
        let others = records[start...].filter { $0.key != id }
        records.replaceSubrange(start..., with: others + [Record(key: id, value: value)])
    }

    /// Moves the values set from `middle` on in front of those set from `start` to `middle`: a
    /// background's values come before those of the view it is behind.
    package mutating func moveInFront(from middle: Int, before start: Int) {
        let front = records[middle...] + records[start..<middle]
        records.replaceSubrange(start..., with: front)
    }
}
