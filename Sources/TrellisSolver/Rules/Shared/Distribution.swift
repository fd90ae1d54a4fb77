import Foundation
import TrellisGraph

// Models: how SwiftUI's HStack and VStack divide their length among their children, which
// Grid applies to its columns and rows — documented in the LayoutRules article, §2.2.

/// SwiftUI's distribution of a length among flexible children, shared by stacks (children along
/// the stack axis) and grids (columns, then rows):
/// 1. each child is probed at 0 and ∞ for its flexibility;
/// 2. children are ordered by layout priority (highest first), then by flexibility (least
///    flexible first; among equally, infinitely flexible ones the larger minimum first), ties
///    keeping source order (``DistributionCandidate/precedes(_:_:)``);
/// 3. the minimums of every lower-priority group are held back while a group is sized, and
///    given back when the distribution reaches that group;
/// 4. inside a group each child in turn is offered an equal share of what remains (never
///    below 0), and what it takes is subtracted.
///
/// A child may take more than its share; the container then overflows its proposal.
enum Distribution {
    /// One child's turn: what it is offered and the numbers behind the offer.
    struct Turn {
        /// The candidate whose turn it is.
        var candidate: DistributionCandidate
        /// The share offered.
        var offer: CGFloat
        /// What remained to share.
        var remaining: CGFloat
        /// How many children, this one included, were still to share it.
        var sharers: Int
        /// Whether the children have several priorities.
        var hasGroups: Bool
        /// The position of the turn in the order, from 0.
        var position: Int
        /// The minimums of the lower-priority children, held back from `remaining`.
        var heldBack: CGFloat

        /// The record of the turn, for explain mode, whose child has layout priority `priority`.
        func share(priority: Double) -> Decision.Share {
            Decision.Share(priority: hasGroups ? priority : nil, minimum: candidate.minimum, maximum: candidate.maximum,
                           remaining: remaining, sharers: sharers, offered: offer, heldBack: heldBack)
        }
    }

    /// Steps 3 and 4 over `order` (sorted by step 2), sharing `available`: `take` is offered
    /// each child's share in turn and answers the length the child takes.
    static func share(_ order: DistributionOrder, available: CGFloat, take: (Turn) -> CGFloat) {
        let count = order.count
        guard count > 0 else { return }
        let topRank = order[0].rank
        var remaining = available
        var heldBack: CGFloat = 0
        for candidate in order where candidate.rank != topRank {
            remaining -= candidate.minimum
            heldBack += candidate.minimum
        }
        let hasGroups = order[count - 1].rank != topRank
        var groupStart = 0
        while groupStart < count {
            let groupRank = order[groupStart].rank
            var groupEnd = groupStart
            while groupEnd < count, order[groupEnd].rank == groupRank { groupEnd += 1 }
            if groupStart > 0 {
                for position in groupStart..<groupEnd {
                    remaining += order[position].minimum
                    heldBack -= order[position].minimum
                }
            }
            for position in groupStart..<groupEnd {
                let sharers = groupEnd - position
                let offer = max(remaining / CGFloat(sharers), 0)
                let taken = take(Turn(candidate: order[position], offer: offer, remaining: remaining, sharers: sharers, hasGroups: hasGroups, position: position,
                                          heldBack: heldBack))
                // An unbounded offer stays unbounded after a child takes all of it (∞ − ∞ would
                // leave the later children NaN).
                if !taken.isNaN, !(remaining.isInfinite && taken.isInfinite) { remaining -= taken }
            }
            groupStart = groupEnd
        }
    }

    /// Steps 1 and 2 for `count` children whose length for an offer is `length(child, offer)`,
    /// with the priorities `priority(child)`, into `order`.
    static func order(_ order: DistributionOrder, priority: (Int) -> Double, length: (Int, CGFloat) -> CGFloat) {
        guard let first = order.indices.first else { return }
        let firstPriority = priority(first)
        var samePriority = true
        for offset in order.indices {
            if samePriority, offset > first, priority(offset) != firstPriority { samePriority = false }
            order.initialize(offset, to: DistributionCandidate(
                offset: offset, rank: 0, minimum: length(offset, 0), maximum: length(offset, .infinity)))
        }
        if !samePriority { rank(order, priority: priority) }
        order.sort()
    }

    /// Gives each candidate of `order` the rank of its priority among the distinct priorities
    /// of all of them, highest first: the order whose children's priorities differ, as every
    /// row with a `Spacer` in it does (a spacer's priority is −∞). Priorities are never NaN (the
    /// normaliser makes a NaN priority 0).
    private static func rank(_ order: DistributionOrder, priority: (Int) -> Double) {
        guard order.count <= fewCandidates else { return rankByTable(order, priority: priority) }
        // A rank is the number of distinct priorities above the candidate's. While they are
        // counted, bit 0 of each rank marks the first candidate of its priority, which alone
        // counts for it: no set, no table, no allocation.
        for index in order.indices {
            let own = priority(order[index].offset)
            order[index].rank = order[..<index].contains { priority($0.offset) == own } ? 0 : 1
        }
        for index in order.indices {
            let own = priority(order[index].offset)
            var above: Int32 = 0
            for other in order where other.rank & 1 == 1 && priority(other.offset) > own { above += 1 }
            order[index].rank |= above << 1
        }
        for index in order.indices { order[index].rank >>= 1 }
    }

    /// The number of candidates up to which ``rank(_:priority:)`` compares every pair, which
    /// costs less than hashing the priorities into a table.
    private static var fewCandidates: Int { 16 }

    /// ``rank(_:priority:)`` for many candidates: the distinct priorities sorted into a table.
    private static func rankByTable(_ order: DistributionOrder, priority: (Int) -> Double) {
        let distinct = Set(order.indices.map(priority)).sorted(by: >)
        let rankOfPriority = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, Int32($0)) })
        for index in order.indices {
            order[index].rank = rankOfPriority[priority(order[index].offset)] ?? 0
        }
    }
}
