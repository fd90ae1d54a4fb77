/// A value for every `UInt32` key from 0 (a Unicode code point, say), kept as runs of
/// consecutive keys that share a value: each run's first key and its value. The keys below a
/// chosen bound are also kept one value each, so the commonest lookups read one array element;
/// the others are a binary search of the runs that meet the key's page of 256 keys (one run for
/// most pages of ideographs or of any block whose characters share a value).
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
    /// For each page of 256 keys below ``pagedLimit``, the run that holds the page's first key,
    /// and last the run that holds ``pagedLimit``: the runs that meet page `p` are those from
    /// `pageRuns[p]` to `pageRuns[p + 1]`.
    @usableFromInline let pageRuns: [UInt16]

    /// The keys the page index covers: every Unicode code point.
    @usableFromInline static var pagedLimit: UInt32 { 0x110000 }

    /// The table of the runs that start at `starts` and hold `values`, with the keys below
    /// `directCount` also kept one value each; `nil` when `starts` and `values` differ in
    /// length, when `starts` does not ascend from 0, or when there are more than 65,536 runs.
    package init?(starts: [UInt32], values: [Value], directCount: UInt32) {
        guard starts.first == 0, starts.count == values.count, starts.count <= 1 << 16,
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
        var pageRuns: [UInt16] = []
        pageRuns.reserveCapacity(Int(Self.pagedLimit >> 8) + 1)
        run = 0
        for page in 0...(Self.pagedLimit >> 8) {
            while run + 1 < starts.count, starts[run + 1] <= page << 8 { run += 1 }
            pageRuns.append(UInt16(run))
        }
        self.pageRuns = pageRuns
    }

    /// The value of `key`: that of the last run that starts at or before it.
    @inlinable
    public subscript(key: UInt32) -> Value {
        if key < UInt32(truncatingIfNeeded: direct.count) { return direct[Int(key)] }
        var (low, high) = (0, starts.count - 1)
        if key < Self.pagedLimit {
            let page = Int(key >> 8)
            (low, high) = (Int(pageRuns[page]), Int(pageRuns[page + 1]))
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= key { low = middle } else { high = middle - 1 }
        }
        return values[low]
    }
}
