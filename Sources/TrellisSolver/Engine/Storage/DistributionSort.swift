import Foundation

extension UnsafeMutableBufferPointer where Element == DistributionCandidate {
    /// Sorts the candidates by ``DistributionCandidate/precedes(_:_:)``: insertion sort in runs of
    /// 16 (which finishes the usual few-child stack, and an already ordered one, in one pass),
    /// then merges of the runs. The order is total (ties fall back to source order), so the
    /// result is the one any sort would give.
    func sortInDistributionOrder() {
        guard count > 1, let base = baseAddress else { return }
        let count = self.count, run = 16
        for start in stride(from: 0, to: count, by: run) {
            let end = Swift.min(start + run, count)
            for index in start + 1..<end {
                let candidate = base[index]
                var slot = index
                while slot > start, DistributionCandidate.precedes(candidate, base[slot - 1]) {
                    base[slot] = base[slot - 1]
                    slot -= 1
                }
                base[slot] = candidate
            }
        }
        guard count > run else { return }
        withUnsafeTemporaryAllocation(of: DistributionCandidate.self, capacity: count) { scratch in
            guard var target = scratch.baseAddress else { return }
            var source = base
            var width = run
            while width < count {
                for low in stride(from: 0, to: count, by: 2 * width) {
                    let middle = Swift.min(low + width, count), high = Swift.min(low + 2 * width, count)
                    var left = low, right = middle, next = low
                    while left < middle, right < high {
                        if DistributionCandidate.precedes(source[right], source[left]) {
                            target[next] = source[right]
                            right += 1
                        } else {
                            target[next] = source[left]
                            left += 1
                        }
                        next += 1
                    }
                    (target + next).update(from: source + left, count: middle - left)
                    (target + next + middle - left).update(from: source + right, count: high - right)
                }
                swap(&source, &target)
                width *= 2
            }
            if source != base { base.update(from: source, count: count) }
        }
        assert((1..<count).allSatisfy { !DistributionCandidate.precedes(base[$0], base[$0 - 1]) }, "the distribution order is not sorted")
    }
}
