import Foundation

/// The preference values set while lowering a view tree, in view-tree order.
///
/// Lowering walks the tree depth first, so the values a subtree sets are the records appended
/// while it is lowered: everything from the ``count`` before it to the end. A modifier that reads
/// its content's combined value (``SubtreePreferenceModifier``) is handed that start.
///
/// A `GeometryReader`'s content is made during layout, after its ancestors were lowered, so the
/// reader leaves a placeholder record that the content's values fill in once it is made
/// (``ReaderContentPreferences``). Values combined after layout (those `onPreferenceChange`
/// delivers) include them; values combined while lowering see the placeholder still empty.
package struct PreferenceValues {
    /// One value set by one view, or the values of a reader's content.
    private enum Record {
        case value(key: ObjectIdentifier, value: Any)
        /// The content's values, except for the keys a view around the reader replaced.
        case readerContent(ReaderContentPreferences, replaced: Set<ObjectIdentifier>)
    }

    private var records: [Record] = []

    /// Creates an empty list.
    package init() {}

    /// The number of values set so far: where the next subtree's values will start.
    package var count: Int { records.count }

    /// The values set from `start` on, to combine later (after layout).
    package func suffix(from start: Int) -> PreferenceValues {
        var values = PreferenceValues()
        values.records = Array(records[start...])
        return values
    }

    /// Adds the placeholder for the values of a `GeometryReader`'s content.
    package mutating func appendReaderContent(_ content: ReaderContentPreferences) {
        records.append(.readerContent(content, replaced: []))
    }

    /// The combined value for `key` of the values set from `start` on: the default when there are
    /// none, the value itself when there is one, otherwise the values reduced in order.
    package func combined<Key: PreferenceKey>(_ key: Key.Type, from start: Int = 0) -> Key.Value {
        var combined: Key.Value?
        forEachValue(of: ObjectIdentifier(key), from: start) { value in
            let next = value as! Key.Value
            if combined == nil {
                combined = next
            } else {
                Key.reduce(value: &combined!, nextValue: { next })
            }
        }
        return combined ?? Key.defaultValue
    }

    /// Calls `body` with each value set for `key` from `start` on, in order, including those of
    /// the readers' contents made so far.
    private func forEachValue(of key: ObjectIdentifier, from start: Int, _ body: (Any) -> Void) {
        for record in records[start...] {
            switch record {
            case .value(key, let value):
                body(value)
            case .value:
                continue
            case .readerContent(let content, let replaced):
                if !replaced.contains(key) { content.values.forEachValue(of: key, from: 0, body) }
            }
        }
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
        var kept: [Record] = []
        for record in records[start...] {
            switch record {
            case .value(id, _):
                continue
            case .value:
                kept.append(record)
            case .readerContent(let content, var replaced):
                replaced.insert(id)
                kept.append(.readerContent(content, replaced: replaced))
            }
        }
        kept.append(.value(key: id, value: value))
        records.replaceSubrange(start..., with: kept)
    }

    /// Moves the values set from `middle` on in front of those set from `start` to `middle`: a
    /// background's values come before those of the view it is behind.
    package mutating func moveInFront(from middle: Int, before start: Int) {
        let front = records[middle...] + records[start..<middle]
        records.replaceSubrange(start..., with: front)
    }
}

/// The preference values of a `GeometryReader`'s content, set when the solver makes the content.
///
/// A lowered graph may be laid out on several threads at once, each making the content, so the
/// values are behind a lock; the last content made wins (layouts of one graph in one window make
/// the same content).
package final class ReaderContentPreferences: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValues = PreferenceValues()

    /// An empty placeholder.
    package init() {}

    /// The content's values; empty until the content is made.
    package var values: PreferenceValues {
        get { lock.withLock { storedValues } }
        set { lock.withLock { storedValues = newValue } }
    }
}
