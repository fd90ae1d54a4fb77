import Foundation

extension ScratchBuffer where Element == DistributionCandidate {
    /// Sorts the candidates into the order a distribution takes them in.
    func sortInDistributionOrder() { memory.sortInDistributionOrder() }
}

extension UnsafeMutableBufferPointer where Element == DistributionCandidate {
    /// Sorts the candidates by ``DistributionCandidate/precedes(_:_:)``: insertion sort in runs of
    /// 16 (which finishes the usual few-child stack, and an already ordered one, in one pass),
    /// then merges of the runs. The order is total (ties fall back to source order), so the
    /// result is the one any sort would give.
    func sortInDistributionOrder() {
        guard count > 1, let base = baseAddress else { return }
        if count > Self.radixThreshold, sortByFlexibilityAlone() { return }
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

    /// The number of candidates above which an order decided by flexibility alone is sorted by
    /// its keys' bytes: below it, the merge sort's few comparisons cost less than the radix
    /// sort's fixed work (a histogram a byte).
    private static var radixThreshold: Int { 64 }

    /// Sorts the candidates when their flexibility alone decides the order, and returns whether
    /// it did: when they share one rank and every flexibility is finite (the larger-minimum
    /// rule is for infinite ones only) and not negative. Such flexibilities order as their bit
    /// patterns do, as unsigned integers, so a stable radix sort of those patterns, a byte at a
    /// time from the lowest, orders them, skipping the bytes all of them share; the candidates
    /// arrive in source order, which the stable sort keeps among equal flexibilities, as the
    /// order's last rule asks.
    private func sortByFlexibilityAlone() -> Bool {
        guard let base = baseAddress else { return true }
        let count = self.count, rank = base[0].rank
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * count) { keys in
            var setInAll = UInt64.max, setInAny: UInt64 = 0
            for index in 0..<count {
                let candidate = base[index]
                let flexibility = candidate.flexibility + 0  // -0 becomes +0
                guard candidate.rank == rank, flexibility.isFinite, flexibility >= 0 else { return false }
                let key = UInt64(flexibility.bitPattern)
                keys[index] = key
                setInAll &= key
                setInAny |= key
            }
            let varying = setInAll ^ setInAny
            withUnsafeTemporaryAllocation(of: DistributionCandidate.self, capacity: count) { scratch in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { histogram in
                    guard let scratchBase = scratch.baseAddress, let keyBase = keys.baseAddress else { return }
                    var source = (keys: keyBase, candidates: base), target = (keys: keyBase + count, candidates: scratchBase)
                    for shift in stride(from: UInt64(0), to: 64, by: 8) where (varying >> shift) & 0xFF != 0 {
                        histogram.initialize(repeating: 0)
                        for index in 0..<count { histogram[Int((source.keys[index] >> shift) & 0xFF)] += 1 }
                        var start = 0
                        for digit in 0..<256 {
                            let size = histogram[digit]
                            histogram[digit] = start
                            start += size
                        }
                        for index in 0..<count {
                            let key = source.keys[index], digit = Int((key >> shift) & 0xFF)
                            let slot = histogram[digit]
                            histogram[digit] = slot + 1
                            target.keys[slot] = key
                            (target.candidates + slot).initialize(to: source.candidates[index])
                        }
                        swap(&source, &target)
                    }
                    if source.candidates != base { base.update(from: source.candidates, count: count) }
                }
            }
            assert((1..<count).allSatisfy { !DistributionCandidate.precedes(base[$0], base[$0 - 1]) }, "the distribution order is not sorted")
            return true
        }
    }
}
