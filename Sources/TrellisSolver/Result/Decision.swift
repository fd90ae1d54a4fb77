import Foundation
import TrellisGraph

/// A choice a container made while laying out, with the numbers behind it, as explain mode
/// records it in a ``TraceEvent``. `TrellisDiagnostics` puts decisions into words.
public enum Decision: Sendable, Hashable {
    /// A stack offered a length took the spacing between its children off it.
    case stackSpacing(total: CGFloat, remaining: CGFloat)
    /// A stack offered no length along `axis` asked every child for its ideal length.
    case stackIdealSizing(axis: Axis)
    /// A child of a stack (or a column or row of a grid) was offered a share of what remained.
    case share(Share)
    /// A `ViewThatFits` measured a candidate at its ideal size on the constrained axes.
    case candidate(Candidate)
    /// A grid sized its columns and rows.
    case gridTracks(columns: [CGFloat], rows: [CGFloat])
    /// A container placed a child so that the child's value of `guide` lies on the container's
    /// line for that guide: the child's origin along the guide's axis is `line − childValue`.
    case aligned(guide: AlignmentKey, line: CGFloat, childValue: CGFloat)
    /// A subtree laid out in another layout direction was mirrored about `x`.
    case mirrored(aboutX: CGFloat)
    /// A `GeometryReader` made its content for its size and position.
    case readerContent(size: CGSize, origin: CGPoint)
    /// A safe area of `size` kept its content out of `insets`, leaving it `remaining` at `origin`
    /// (in the safe area's own coordinates). `isWindow` tells the window's own safe area.
    case safeArea(size: CGSize, insets: EdgeInsets, remaining: CGSize, origin: CGPoint, isWindow: Bool)
    /// A view ignoring the safe area reached its edges and grew from `frame` to `grown`
    /// (window coordinates).
    case grewIntoSafeArea(frame: CGRect, grown: CGRect)
    /// A modifier offered its child `offered` when it was itself offered `received`, for the
    /// reason `reason` gives (a frame's fixed lengths, padding's insets, …).
    case offer(reason: OfferReason, received: ProposedViewSize, offered: ProposedViewSize)

    /// A text laid out in `lines` for its final proposal, `truncated` when its last line was
    /// cut short with an ellipsis, at `scaleFactor` of its font size.
    case textLines(lines: [TextLine], truncated: Bool, scaleFactor: CGFloat)

    /// A grid gave its column (`axis` horizontal) or row number `index` (from 0) the length
    /// `length`: the widest (tallest) of its cells for the share `share` of the grid's length,
    /// or for no offer (their ideal) when `share` is `nil`.
    case gridTrack(axis: Axis, index: Int, share: Share?, length: CGFloat)

    /// A lazy grid sized the tracks of one of its grid items across its axis, with the
    /// arithmetic in ``Decision/LazyGridItem``. Recorded about the grid when it sizes its
    /// tracks, and about each cell, by the grid, for the track it offered the cell.
    case lazyGridItem(LazyGridItem)

    /// Why a one-child modifier offered its child something other than what it received.
    public enum OfferReason: Sendable, Hashable {
        /// `frame(width:height:)` put its fixed lengths in place of the offer's.
        case fixedFrame(width: CGFloat?, height: CGFloat?)
        /// A flexible frame offered its child its own size.
        case flexibleFrame
        /// `padding` took its insets off the offer, never below 0.
        case padding(EdgeInsets)
        /// `fixedSize` offered nothing on its fixed axes, so the child takes its ideal lengths.
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// `aspectRatio` scaled its ratio (the child's ideal size when `nil`) to fit or fill the offer.
        case aspectRatio(ratio: CGFloat?, contentMode: ContentMode)
    }

    /// How one child's share of a stack's length was worked out: SwiftUI's distribution,
    /// least flexible first, each offered an equal part of what remains.
    public struct Share: Sendable, Hashable {
        /// The child's layout priority, when the stack's children have several.
        public var priority: Double?
        /// The child's length when offered 0.
        public var minimum: CGFloat
        /// The child's length when offered ∞.
        public var maximum: CGFloat
        /// What remained to share when the child's turn came.
        public var remaining: CGFloat
        /// How many children, this one included, were still to share it.
        public var sharers: Int
        /// The share offered: `remaining / sharers`, never below 0.
        public var offered: CGFloat
        /// The minimum lengths of lower-priority children (such as a `Spacer`'s) held back from
        /// `remaining` until their turn, if any.
        public var heldBack: CGFloat

        /// Creates the record of one share.
        public init(priority: Double?, minimum: CGFloat, maximum: CGFloat, remaining: CGFloat, sharers: Int, offered: CGFloat, heldBack: CGFloat = 0) {
            self.priority = priority
            self.minimum = minimum
            self.maximum = maximum
            self.remaining = remaining
            self.sharers = sharers
            self.offered = offered
            self.heldBack = heldBack
        }
    }

    /// One `ViewThatFits` candidate against the space it had to fit.
    public struct Candidate: Sendable, Hashable {
        /// The candidate's position among the children, from 1.
        public var position: Int
        /// Its ideal size on the constrained axes (the proposal elsewhere).
        public var idealSize: CGSize
        /// The space it had to fit.
        public var space: ProposedViewSize
        /// Whether it fitted.
        public var fits: Bool
        /// Whether it was shown: the first that fits, or the last when none does.
        public var chosen: Bool

        /// Creates the record of one candidate.
        public init(position: Int, idealSize: CGSize, space: ProposedViewSize, fits: Bool, chosen: Bool) {
            self.position = position
            self.idealSize = idealSize
            self.space = space
            self.fits = fits
            self.chosen = chosen
        }
    }
}
