import Foundation
import TrellisGraph

extension Decision {
    /// How a `LazyVGrid` or `LazyHGrid` sized the tracks of one `GridItem` across its axis, with
    /// every number of SwiftUI's arithmetic: the spacing and fixed lengths taken off the offer,
    /// the share the item was offered, and for an adaptive item how many tracks fit and how long
    /// each is.
    public struct LazyGridItem: Sendable, Hashable {
        /// The axis the item's tracks lie across: `.horizontal` for a `LazyVGrid`'s columns,
        /// `.vertical` for a `LazyHGrid`'s rows.
        public var axis: Axis
        /// The item's position among the grid's items, from 0.
        public var item: Int
        /// The position of its first track among all the grid's tracks, from 0.
        public var firstTrack: Int
        /// The item's size as the code wrote it (after bad values were replaced).
        public var size: GridItemSpec.Size
        /// What the grid was offered across its axis, or `nil` when it was offered nothing.
        public var offered: CGFloat?
        /// The terms taken off the offer before the item's turn, in order: the spacing after
        /// every item but the last (one term, when not 0), each fixed item's length, and the
        /// length each earlier flexible or adaptive item took. Empty for a fixed item.
        public var subtracted: [CGFloat]
        /// What remained of the offer when the item's turn came.
        public var remaining: CGFloat
        /// How many flexible and adaptive items, this one included, were still to share it.
        public var sharers: Int
        /// The length the item took: its fixed length, its share clamped to its limits
        /// (flexible), or its share, never below 0 (adaptive).
        public var length: CGFloat
        /// How many tracks it holds: one, or as many of an adaptive item's minimum as fit.
        public var count: Int
        /// The distance between an adaptive item's tracks (0 for one track).
        public var spacing: CGFloat
        /// The length of each of its tracks.
        public var trackLength: CGFloat

        /// Creates the record of one item's tracks.
        public init(axis: Axis, item: Int, firstTrack: Int, size: GridItemSpec.Size, offered: CGFloat?, subtracted: [CGFloat], remaining: CGFloat,
                    sharers: Int, length: CGFloat, count: Int, spacing: CGFloat, trackLength: CGFloat) {
            self.axis = axis
            self.item = item
            self.firstTrack = firstTrack
            self.size = size
            self.offered = offered
            self.subtracted = subtracted
            self.remaining = remaining
            self.sharers = sharers
            self.length = length
            self.count = count
            self.spacing = spacing
            self.trackLength = trackLength
        }
    }
}
