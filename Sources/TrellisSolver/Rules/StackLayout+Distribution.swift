import Foundation
import TrellisGraph

extension LayoutEngine {
    /// One child's place in the distribution order, with what the order is decided by.
    private struct Candidate {
        var offset: Int
        var priority: Double
        /// The child's length when offered 0 along the axis.
        var minimum: CGFloat
        /// The child's length when offered ∞ along the axis.
        var maximum: CGFloat

        var flexibility: CGFloat {
            let range = maximum - minimum
            return range.isNaN ? .infinity : range
        }

        /// SwiftUI's order: higher priority first; then less flexible first; among equally,
        /// infinitely flexible children the larger minimum first; otherwise source order.
        static func precedes(_ a: Candidate, _ b: Candidate) -> Bool {
            if a.priority != b.priority { return a.priority > b.priority }
            let flexA = a.flexibility, flexB = b.flexibility
            if flexA != flexB { return flexA < flexB }
            if flexA.isInfinite, a.minimum != b.minimum { return a.minimum > b.minimum }
            return a.offset < b.offset
        }
    }

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
    func distribute(_ children: ArraySlice<NodeID>, in node: NodeID, spec: StackSpec, available: CGFloat, minor: CGFloat?) -> [StackItem] {
        let axis = spec.axis
        let count = children.count
        let minimumProposal = ProposedViewSize(major: 0, minor: minor, along: axis)
        let maximumProposal = ProposedViewSize(major: .infinity, minor: minor, along: axis)
        var items = [StackItem](repeating: StackItem(proposal: .unspecified, size: .zero), count: count)
        withUnsafeTemporaryAllocation(of: Candidate.self, capacity: count) { order in
            for (offset, child) in children.enumerated() {
                order.initializeElement(at: offset, to: Candidate(
                    offset: offset, priority: priority(of: child),
                    minimum: size(of: child, for: minimumProposal, askedBy: node)[axis],
                    maximum: size(of: child, for: maximumProposal, askedBy: node)[axis]))
            }
            var order = order
            if !order.isSorted(by: Candidate.precedes) { order.sort(by: Candidate.precedes) }
            share(UnsafeBufferPointer(order), among: children, in: node, axis: axis, available: available, minor: minor, into: &items)
        }
        return items
    }

    /// Steps 3 and 4 of ``distribute(_:in:spec:available:minor:)``, over children in order.
    private func share(_ order: UnsafeBufferPointer<Candidate>, among children: ArraySlice<NodeID>, in node: NodeID, axis: Axis, available: CGFloat, minor: CGFloat?, into items: inout [StackItem]) {
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
                items[candidate.offset] = StackItem(proposal: proposal, size: size)
                trace(TraceEvent(phase: .decide, node: child, parent: node, proposal: proposal, size: size, rule: .stackDistribution,
                                 note: shareNote(remaining: remaining, left: groupEnd - position, share: share, candidate: candidate, hasGroups: hasGroups)))
                let taken = size[axis]
                if !taken.isNaN { remaining -= taken }
            }
            groupStart = groupEnd
        }
    }

    /// Explains one share: "flexibility 0…50: offered 292 / 2 = 146".
    private func shareNote(remaining: CGFloat, left: Int, share: CGFloat, candidate: Candidate, hasGroups: Bool) -> String? {
        guard tracing else { return nil }
        let range = "\(PointFormat.string(candidate.minimum))…\(PointFormat.string(candidate.maximum))"
        let group = hasGroups ? "priority \(PointFormat.string(CGFloat(candidate.priority))), " : ""
        let offer = left > 1 ? "\(PointFormat.string(remaining)) / \(left) = \(PointFormat.string(share))" : PointFormat.string(share)
        return "\(group)flexibility \(range): offered \(offer)"
    }
}

extension UnsafeMutableBufferPointer {
    /// Whether the elements are already in the order `areInIncreasingOrder` describes.
    fileprivate func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        guard count > 1 else { return true }
        for index in 1..<count where areInIncreasingOrder(self[index], self[index - 1]) {
            return false
        }
        return true
    }
}
