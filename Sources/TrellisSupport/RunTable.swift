/// A value for every `UInt32` key from 0 (a Unicode code point, say), kept as runs of
/// consecutive keys that share a value: each run's first key and its value. The keys below a
/// chosen bound are also kept one value each, so the commonest lookups read one array element;
/// the others are a binary search of the runs.
///
/// The type and its lookup are `public`, unlike the rest of this module, so that the lookup's
/// body is serialized and inlined, specialized, into the text model's hot loops: this
/// toolchain keeps the bodies of `@inlinable` `package` declarations to their module, where
/// every lookup would be an unspecialized generic call. The module is no product, so no user
/// of Trellis sees it.
public struct RunTable<Value: Sendable>: Sendable {
    /// The first key of each run, ascending; the first is 0.
    @usableFromInline let starts: [UInt32]
    /// Each run's value.
    @usableFromInline let values: [Value]
    /// The values of the keys below `direct.count`, looked up directly.
    @usableFromInline let direct: [Value]

    /// The table of the runs that start at `starts` and hold `values`, with the keys below
    /// `directCount` also kept one value each; `nil` when `starts` and `values` differ in
    /// length, or when `starts` does not ascend from 0.
    package init?(starts: [UInt32], values: [Value], directCount: UInt32) {
        guard starts.first == 0, starts.count == values.count,
              zip(starts, starts.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        self.starts = starts
        self.values = values
        var direct: [Value] = []
        direct.reserveCapacity(Int(directCount))
        var run = 0
        for key in 0..<directCount {
            while run + 1 < starts.count, starts[run + 1] <= key { run += 1 }
            direct.append(values[run])
        }
        self.direct = direct
    }

    /// The value of `key`: that of the last run that starts at or before it.
    @inlinable
    public subscript(key: UInt32) -> Value {
        if key < UInt32(truncatingIfNeeded: direct.count) { return direct[Int(key)] }
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= key { low = middle } else { high = middle - 1 }
        }
        return values[low]
    }
}
