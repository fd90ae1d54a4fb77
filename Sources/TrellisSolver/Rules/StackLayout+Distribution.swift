import Foundation
import TrellisGraph

/// One child's place in a stack's distribution order, with what the order is decided by.
struct StackCandidate {
    var offset: Int
    var priority: Double
    /// The child's length when offered 0 along the axis.
    var minimum: CGFloat
    /// The child's length when offered ∞ along the axis.
    var maximum: CGFloat
    /// `maximum − minimum`, with an undefined range counted as infinite.
    var flexibility: CGFloat

    init(offset: Int, priority: Double, minimum: CGFloat, maximum: CGFloat) {
        self.offset = offset
        self.priority = priority
        self.minimum = minimum
        self.maximum = maximum
        let range = maximum - minimum
        flexibility = range.isNaN ? .infinity : range
    }

    /// SwiftUI's order: higher priority first; then less flexible first; among equally,
    /// infinitely flexible children the larger minimum first; otherwise source order.
    static func precedes(_ a: StackCandidate, _ b: StackCandidate) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
        if a.flexibility.isInfinite, a.minimum != b.minimum { return a.minimum > b.minimum }
        return a.offset < b.offset
    }
}

/// Each stack's children in distribution order, per proposal across the stack axis.
///
/// The order depends only on the children's priorities and on their lengths when offered 0
/// and ∞ along the axis, with the stack's own proposal across it, so a stack asked about
/// several lengths with the same thickness probes and sorts its children once (what
/// SwiftUI's stacks keep as their major-axis range cache).
///
/// Orders live in chunks of memory that never move and are freed with the cache, so an order
/// handed out stays valid while the children it names are measured (which adds orders of their
/// own) and no order costs an allocation or reference counting of its own.
final class StackOrderCache {
    private struct Entry {
        var minor: UInt64
        var order: UnsafeBufferPointer<StackCandidate>
        /// The next older entry of the same stack, or -1.
        var older: Int32
    }

    private struct State {
        /// The newest entry of each node, or -1. A stack rarely sees more than a few
        /// thicknesses, so a short list per node beats hashing.
        var newest: [Int32]
        var entries: [Entry] = []
        var chunks: [UnsafeMutableBufferPointer<StackCandidate>] = []
        /// The unused part of the newest chunk.
        var free = UnsafeMutableBufferPointer<StackCandidate>(start: nil, count: 0)
    }

    /// Behind a pointer, so that the hot paths skip the exclusivity checks of a class's stored
    /// properties.
    private let state: UnsafeMutablePointer<State>

    init(nodeCount: Int) {
        state = .allocate(capacity: 1)
        state.initialize(to: State(newest: [Int32](repeating: -1, count: nodeCount)))
    }

    deinit {
        for chunk in state.pointee.chunks { chunk.deallocate() }
        state.deinitialize(count: 1)
        state.deallocate()
    }

    private static func bits(_ minor: CGFloat?) -> UInt64 {
        minor.map { Double($0 == 0 ? 0 : $0).bitPattern } ?? UInt64.max
    }

    /// Room for the order of `count` children, valid as long as the cache.
    func allocate(_ count: Int) -> UnsafeMutableBufferPointer<StackCandidate> {
        if state.pointee.free.count < count {
            let chunk = UnsafeMutableBufferPointer<StackCandidate>.allocate(capacity: max(count, 1024))
            state.pointee.chunks.append(chunk)
            state.pointee.free = chunk
        }
        let free = state.pointee.free
        state.pointee.free = UnsafeMutableBufferPointer(rebasing: free[count...])
        return UnsafeMutableBufferPointer(rebasing: free[..<count])
    }

    func order(of node: NodeID, minor: CGFloat?) -> UnsafeBufferPointer<StackCandidate>? {
        let key = Self.bits(minor)
        var index = state.pointee.newest[node.index]
        while index >= 0 {
            let entry = state.pointee.entries[Int(index)]
            if entry.minor == key { return entry.order }
            index = entry.older
        }
        return nil
    }

    func store(_ order: UnsafeBufferPointer<StackCandidate>, of node: NodeID, minor: CGFloat?) {
        state.pointee.entries.append(Entry(minor: Self.bits(minor), order: order, older: state.pointee.newest[node.index]))
        state.pointee.newest[node.index] = Int32(state.pointee.entries.count - 1)
    }
}

extension LayoutEngine {
    /// Divides `available` (the stack's length minus its spacing) among `children`:
    /// 1. each child is probed at 0 and ∞ along the axis for its flexibility;
    /// 2. children are ordered by layout priority (highest first), then by flexibility (least
    ///    flexible first; among equally, infinitely flexible ones the larger minimum first),
    ///    ties keeping source order;
    /// 3. the minimums of every lower-priority group are held back while a group is sized, and
    ///    given back when the solver reaches that group;
    /// 4. inside a group each child in turn is offered an equal share of what remains
    ///    (never below 0), and what it takes is subtracted.
    ///
    /// A child may take more than its share; the stack then overflows its proposal.
    /// Rule: ``LayoutRule/stackDistribution``.
    /// `ownChildren` is false when a custom layout arranges some of its subviews with a stack
    /// layout; that order is not remembered, since it is not the node's own children's.
    func distribute(_ children: UnsafeBufferPointer<NodeID>, in node: NodeID, spec: StackSpec, available: CGFloat, minor: CGFloat?, ownChildren: Bool, into items: UnsafeMutableBufferPointer<StackItem>) {
        guard !children.isEmpty else { return }
        share(distributionOrder(children, in: node, axis: spec.axis, minor: minor, remember: ownChildren), among: children, in: node, axis: spec.axis, available: available, minor: minor, into: items)
    }

    /// Steps 1 and 2 of ``distribute(_:in:spec:available:minor:ownChildren:into:)``: the children's
    /// flexibilities and their order, remembered per stack and proposal across the axis.
    private func distributionOrder(_ children: UnsafeBufferPointer<NodeID>, in node: NodeID, axis: Axis, minor: CGFloat?, remember: Bool) -> UnsafeBufferPointer<StackCandidate> {
        let remember = remember && memoize
        // The order depends on the proposal across the axis only if some child reads it.
        let key = context.dependence[node.index].contains(.along(axis.perpendicular)) ? minor : nil
        if remember, let order = stackOrders.order(of: node, minor: key) { return order }
        let minimumProposal = ProposedViewSize(major: 0, minor: minor, along: axis)
        let maximumProposal = ProposedViewSize(major: .infinity, minor: minor, along: axis)
        let order = stackOrders.allocate(children.count)
        for (offset, child) in children.enumerated() {
            order.initializeElement(at: offset, to: StackCandidate(
                offset: offset, priority: priority(of: child),
                minimum: size(of: child, for: minimumProposal, askedBy: node)[axis],
                maximum: size(of: child, for: maximumProposal, askedBy: node)[axis]))
        }
        order.sortInDistributionOrder()
        if remember { stackOrders.store(UnsafeBufferPointer(order), of: node, minor: key) }
        return UnsafeBufferPointer(order)
    }

    /// Steps 3 and 4 of ``distribute(_:in:spec:available:minor:ownChildren:into:)``, over children in order.
    private func share(_ order: UnsafeBufferPointer<StackCandidate>, among children: UnsafeBufferPointer<NodeID>, in node: NodeID, axis: Axis, available: CGFloat, minor: CGFloat?, into items: UnsafeMutableBufferPointer<StackItem>) {
        let count = order.count
        let topPriority = order[0].priority
        var remaining = available
        for candidate in order where candidate.priority < topPriority {
            remaining -= candidate.minimum
        }
        let hasGroups = order[count - 1].priority != topPriority
        var groupStart = 0
        while groupStart < count {
            let groupPriority = order[groupStart].priority
            var groupEnd = groupStart
            while groupEnd < count, order[groupEnd].priority == groupPriority { groupEnd += 1 }
            if groupStart > 0 {
                for position in groupStart..<groupEnd { remaining += order[position].minimum }
            }
            for position in groupStart..<groupEnd {
                let candidate = order[position]
                let share = max(remaining / CGFloat(groupEnd - position), 0)
                let child = children[children.startIndex + candidate.offset]
                let proposal = ProposedViewSize(major: share, minor: minor, along: axis)
                let size = size(of: child, for: proposal, askedBy: node)
                items.initializeElement(at: candidate.offset, to: StackItem(proposal: proposal, size: size))
                trace(TraceEvent(phase: .decide, node: child, parent: node, proposal: proposal, size: size, rule: .stackDistribution,
                                 note: shareNote(remaining: remaining, left: groupEnd - position, share: share, candidate: candidate, hasGroups: hasGroups)))
                let taken = size[axis]
                // An unbounded offer stays unbounded after a child takes all of it (∞ − ∞ would
                // leave the later children NaN).
                if !taken.isNaN, !(remaining.isInfinite && taken.isInfinite) { remaining -= taken }
            }
            groupStart = groupEnd
        }
    }

    /// Explains one share: "flexibility 0…50: offered 292 / 2 = 146".
    private func shareNote(remaining: CGFloat, left: Int, share: CGFloat, candidate: StackCandidate, hasGroups: Bool) -> String? {
        guard tracing else { return nil }
        let range = "\(PointFormat.string(candidate.minimum))…\(PointFormat.string(candidate.maximum))"
        let group = hasGroups ? "priority \(PointFormat.string(CGFloat(candidate.priority))), " : ""
        let offer = left > 1 ? "\(PointFormat.string(remaining)) / \(left) = \(PointFormat.string(share))" : PointFormat.string(share)
        return "\(group)flexibility \(range): offered \(offer)"
    }
}

extension UnsafeMutableBufferPointer where Element == StackCandidate {
    /// Sorts the candidates by ``StackCandidate/precedes(_:_:)``: insertion sort in runs of
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
                while slot > start, StackCandidate.precedes(candidate, base[slot - 1]) {
                    base[slot] = base[slot - 1]
                    slot -= 1
                }
                base[slot] = candidate
            }
        }
        guard count > run else { return }
        withUnsafeTemporaryAllocation(of: StackCandidate.self, capacity: count) { scratch in
            guard var target = scratch.baseAddress else { return }
            var source = base
            var width = run
            while width < count {
                for low in stride(from: 0, to: count, by: 2 * width) {
                    let middle = Swift.min(low + width, count), high = Swift.min(low + 2 * width, count)
                    var left = low, right = middle, next = low
                    while left < middle, right < high {
                        if StackCandidate.precedes(source[right], source[left]) {
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
    }
}
