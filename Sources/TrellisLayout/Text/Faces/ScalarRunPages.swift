/// An index over sorted, disjoint runs of scalars (each `start..<end`): for each page of 256
/// scalars, the runs that meet it, so that finding the run that holds a scalar is a binary
/// search of that page's runs (one for a page of ideographs that share an advance, none for a
/// page the runs leave out) rather than of all the runs.
///
/// It takes 2 bytes a page from the first run's page to the last run's, and one more; it holds
/// at most 65,535 runs.
struct ScalarRunPages: Sendable {
    /// The page of the first run's start.
    private let firstPage: UInt32
    /// For each page from ``firstPage`` on, the number of runs that end at or before the page's
    /// first scalar (so the first run that may meet it); then the number of runs.
    private let firstRuns: [UInt16]

    /// The index of the runs that start at `starts` and end before `ends`, which must ascend and
    /// not overlap; there may be at most 65,535 (the generated tables hold a few hundred).
    init(starts: [UInt32], ends: [UInt32]) {
        precondition(ends.count <= Int(UInt16.max), "A table of \(ends.count) runs of scalars is too long to index by page")
        guard let first = starts.first, let last = ends.last, last > first else {
            firstPage = 0
            firstRuns = [0]
            return
        }
        firstPage = first >> 8
        let lastPage = (last - 1) >> 8
        var firstRuns: [UInt16] = []
        firstRuns.reserveCapacity(Int(lastPage - firstPage) + 2)
        var run = 0
        for page in firstPage...(lastPage + 1) {
            while run < ends.count, ends[run] <= page << 8 { run += 1 }
            firstRuns.append(UInt16(run))
        }
        self.firstRuns = firstRuns
    }

    /// The positions of the runs that may hold `value`: empty when none does.
    @inline(__always)
    func candidates(_ value: UInt32) -> Range<Int> {
        let page = Int(truncatingIfNeeded: value >> 8) - Int(firstPage)
        guard page >= 0, page + 1 < firstRuns.count else { return 0..<0 }
        let low = Int(firstRuns[page])
        // The runs that end inside the page, and the one after them, which may start inside it.
        let high = min(Int(firstRuns[page + 1]) + 1, Int(firstRuns[firstRuns.count - 1]))
        return low..<max(low, high)
    }

    /// The position among `candidates` of the run that holds `value`, in runs that start at
    /// `starts` and end before `ends` (ascending, not overlapping): a binary search; `nil` when
    /// none holds it.
    @inline(__always)
    static func run(holding value: UInt32, among candidates: Range<Int>, starts: [UInt32], ends: [UInt32]) -> Int? {
        var low = candidates.lowerBound
        var high = candidates.upperBound
        while low < high {
            let middle = (low + high) / 2
            if value < starts[middle] {
                high = middle
            } else if value >= ends[middle] {
                low = middle + 1
            } else {
                return middle
            }
        }
        return nil
    }
}
