import Foundation
import TrellisGraph

// Models: how SwiftUI's `LazyVGrid` and `LazyHGrid` size the tracks their `GridItem`s
// describe — documented in the LayoutRules article, §9 (lazy grids).

/// The tracks of a lazy grid across its axis (its columns for a `LazyVGrid`, its rows for a
/// `LazyHGrid`), sized from the length the grid is offered there and never from its cells.
///
/// Fixed items take their length. The spacing after every item but the last and the fixed
/// lengths are subtracted from the offer; then each other item in order is offered what remains
/// divided by the number of such items left: a flexible item takes that share clamped to its
/// limits, an adaptive item takes it whole (nothing when it is negative), and what it takes is
/// subtracted. Finally an adaptive item holds as many tracks of at least its minimum as fit in
/// its length, its own spacing apart (at least one), sharing the length equally up to its
/// maximum. Offered nothing, each flexible and adaptive item takes its minimum; offered an
/// infinite length, a flexible item takes its maximum and an adaptive one holds one infinite
/// track (the infinite remainder is never reduced, so later items see it too).
struct LazyGridTracks: Equatable {
    /// The tracks one item holds: one, or an adaptive item's several.
    struct Group: Equatable {
        /// The index of the item in the grid's list.
        var item: Int
        /// Where the group's first track starts.
        var start: CGFloat
        /// The length of each of its tracks.
        var length: CGFloat
        /// How many tracks it holds.
        var count: Int
        /// The distance between its tracks.
        var spacing: CGFloat
        /// What remained of the offer when the item's turn came (for a fixed item, 0).
        var remaining: CGFloat = 0
        /// How many flexible and adaptive items, this one included, shared `remaining`.
        var sharers = 0
        /// The length the item took before an adaptive item divided it into tracks.
        var taken: CGFloat = 0

        /// Where its track `index` starts.
        func start(of index: Int) -> CGFloat { start + CGFloat(index) * (length + spacing) }

        /// From its first track's start to its last track's end.
        var extent: CGFloat { CGFloat(count) * length + CGFloat(max(count - 1, 0)) * spacing }
    }

    /// The groups, in the items' order.
    var groups: [Group]
    /// From the first track's start to the last track's end: the grid's length across its axis.
    var extent: CGFloat

    /// The most tracks an adaptive item holds. No screen comes near it; it keeps a minimum
    /// close to zero from asking for billions.
    static let mostAdaptiveTracks = 10_000

    /// The tracks `items` describe for an offer of `offered` across the grid's axis.
    init(items: [GridItemSpec], offered: CGFloat?) {
        let gaps = items.indices.map { $0 < items.count - 1 ? items[$0].spacing ?? EdgeSpacing.defaultDistance : 0 }
        var lengths = [CGFloat](repeating: 0, count: items.count)
        var remaining = offered.map { $0 - gaps.reduce(0, +) } ?? 0
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size {
                lengths[index] = length
                remaining -= length
            }
        }
        var left = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        var turns = [(remaining: CGFloat, sharers: Int)](repeating: (0, 0), count: items.count)
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed:
                continue
            case .flexible(let minimum, let maximum):
                lengths[index] = offered == nil ? minimum : min(max(remaining / CGFloat(left), minimum), maximum)
            case .adaptive(let minimum, _):
                lengths[index] = offered == nil ? minimum : max(remaining / CGFloat(left), 0)
            }
            turns[index] = (remaining, left)
            if remaining.isFinite { remaining -= lengths[index] }
            left -= 1
        }
        var groups: [Group] = []
        var position: CGFloat = 0
        for (index, item) in items.enumerated() {
            var group = Group(item: index, start: position, length: lengths[index], count: 1, spacing: 0,
                              remaining: turns[index].remaining, sharers: turns[index].sharers, taken: lengths[index])
            if case .adaptive(let minimum, let maximum) = item.size {
                group.spacing = item.spacing ?? EdgeSpacing.defaultDistance
                group.count = Self.adaptiveCount(length: lengths[index], minimum: minimum, spacing: group.spacing)
                let share = (lengths[index] - CGFloat(group.count - 1) * group.spacing) / CGFloat(group.count)
                group.length = max(min(share, maximum), 0)
            }
            groups.append(group)
            position += group.extent + gaps[index]
        }
        self.groups = groups
        extent = position
    }

    /// How many tracks of at least `minimum`, `spacing` apart, fit in `length`: at least one.
    private static func adaptiveCount(length: CGFloat, minimum: CGFloat, spacing: CGFloat) -> Int {
        guard minimum + spacing > 0, length.isFinite else { return 1 }
        // A hair of tolerance so that tracks that fit exactly are not lost to rounding.
        let fitting = ((length + spacing) / (minimum + spacing) + 1e-9).rounded(.down)
        return Int(min(max(fitting, 1), CGFloat(mostAdaptiveTracks)))
    }

    /// Every track, in order: its group, its index in the group.
    var tracks: [(group: Group, index: Int)] {
        groups.flatMap { group in (0..<group.count).map { (group, $0) } }
    }

    /// How many tracks there are.
    var count: Int { groups.reduce(0) { $0 + $1.count } }

    /// The arithmetic behind each group, for explain mode: `items` and `offered` as the tracks
    /// were sized from them, `axis` the axis the tracks lie across.
    func decisions(items: [GridItemSpec], offered: CGFloat?, axis: Axis) -> [Decision.LazyGridItem] {
        let gaps = items.indices.dropLast().reduce(CGFloat(0)) { $0 + (items[$1].spacing ?? EdgeSpacing.defaultDistance) }
        var taken: [CGFloat] = gaps > 0 ? [gaps] : []
        for group in groups { if case .fixed(let length) = items[group.item].size { taken.append(length) } }
        var firstTrack = 0
        var decisions: [Decision.LazyGridItem] = []
        for group in groups {
            let isFixed: Bool
            if case .fixed = items[group.item].size { isFixed = true } else { isFixed = false }
            decisions.append(Decision.LazyGridItem(axis: axis, item: group.item, firstTrack: firstTrack, size: items[group.item].size, offered: offered,
                                                   subtracted: isFixed ? [] : taken, remaining: group.remaining, sharers: group.sharers, length: group.taken,
                                                   count: group.count, spacing: group.spacing, trackLength: group.length))
            if !isFixed { taken.append(group.taken) }
            firstTrack += group.count
        }
        return decisions
    }
}
