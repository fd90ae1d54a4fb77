/// Values worked out once per key and kept, for explanations built view by view over the same
/// layout (the chains of views below a view share its part). Used by one explanation at a time,
/// on one thread.
final class Memo<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]

    /// The value kept for `key`, or `make()`'s, kept.
    func value(for key: Key, _ make: () -> Value) -> Value {
        if let value = values[key] { return value }
        let value = make()
        values[key] = value
        return value
    }
}
