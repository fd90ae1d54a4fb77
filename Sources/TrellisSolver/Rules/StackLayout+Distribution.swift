import Foundation
import TrellisGraph

extension LayoutEngine {
    /// One child's minimum and maximum length along the stack axis.
    private struct Flexibility {
        var minimum: CGFloat
        var maximum: CGFloat
        var range: CGFloat {
            let range = maximum - minimum
            return range.isNaN ? .infinity : range
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
    func distribute(_ children: ArraySlice<NodeID>, in node: NodeID, spec: StackSpec, available: CGFloat, minor: CGFloat?) -> ([ProposedViewSize], [CGSize]) {
        let axis = spec.axis
        let count = children.count
        let priorities = children.map(priority(of:))
        let flexibility = children.map { child in
            Flexibility(
                minimum: size(of: child, for: ProposedViewSize(major: 0, minor: minor, along: axis), askedBy: node)[axis],
                maximum: size(of: child, for: ProposedViewSize(major: .infinity, minor: minor, along: axis), askedBy: node)[axis])
        }
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let rangeA = flexibility[a].range, rangeB = flexibility[b].range
            if rangeA != rangeB { return rangeA < rangeB }
            if rangeA.isInfinite, flexibility[a].minimum != flexibility[b].minimum {
                return flexibility[a].minimum > flexibility[b].minimum
            }
            return a < b
        }

        var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
        var sizes = [CGSize](repeating: .zero, count: count)
        let topPriority = priorities[order[0]]
        var remaining = available
        for index in 0..<count where priorities[index] < topPriority {
            remaining -= flexibility[index].minimum
        }
        var groupStart = 0
        while groupStart < count {
            let groupPriority = priorities[order[groupStart]]
            var groupEnd = groupStart
            while groupEnd < count, priorities[order[groupEnd]] == groupPriority { groupEnd += 1 }
            if groupStart > 0 {
                for position in groupStart..<groupEnd { remaining += flexibility[order[position]].minimum }
            }
            for position in groupStart..<groupEnd {
                let index = order[position]
                let share = max(remaining / CGFloat(groupEnd - position), 0)
                proposals[index] = ProposedViewSize(major: share, minor: minor, along: axis)
                let child = children[children.startIndex + index]
                sizes[index] = size(of: child, for: proposals[index], askedBy: node)
                trace(TraceEvent(phase: .decide, node: child, parent: node, proposal: proposals[index], size: sizes[index], rule: .stackDistribution,
                                 note: shareNote(remaining: remaining, left: groupEnd - position, share: share, flexibility: flexibility[index], priority: groupPriority, hasGroups: priorities.contains { $0 != groupPriority })))
                let taken = sizes[index][axis]
                if !taken.isNaN { remaining -= taken }
            }
            groupStart = groupEnd
        }
        return (proposals, sizes)
    }

    /// Explains one share: "least flexible first (0…50): offered 292 / 2 = 146".
    private func shareNote(remaining: CGFloat, left: Int, share: CGFloat, flexibility: Flexibility, priority: Double, hasGroups: Bool) -> String? {
        guard tracing else { return nil }
        let range = "\(PointFormat.string(flexibility.minimum))…\(PointFormat.string(flexibility.maximum))"
        let group = hasGroups ? "priority \(PointFormat.string(CGFloat(priority))), " : ""
        let offer = left > 1 ? "\(PointFormat.string(remaining)) / \(left) = \(PointFormat.string(share))" : PointFormat.string(share)
        return "\(group)flexibility \(range): offered \(offer)"
    }
}
