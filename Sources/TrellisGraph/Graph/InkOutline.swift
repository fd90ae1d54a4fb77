import Foundation

/// What a shape leaf paints, as lines a reader can draw: its path followed through straight
/// pieces, in the coordinates of the frame it is laid out in, filled or stroked.
///
/// Layout never reads it. A comparison with a rendering draws it to know which pixels a node
/// covers and which of them a later drawing hides: a gray ring under a blue half ring shows
/// only where the blue band is not.
public struct InkOutline: Equatable, Sendable {
    /// How a stroke ends at the open ends of a subpath.
    public enum Cap: String, Sendable {
        /// No ink beyond the end.
        case butt
        /// A half-width disc beyond the end.
        case round
        /// Half the width beyond the end.
        case square
    }

    /// How a stroke turns at the corners between pieces.
    public enum Join: String, Sendable {
        /// The outer edges meet at a point, while the point lies within the miter limit.
        case miter
        /// A half-width disc at the corner.
        case round
        /// The outer edges are cut straight across.
        case bevel
    }

    /// The subpaths, each its points in order; one that ends where it starts is closed.
    public var polylines: [[CGPoint]]
    /// The width of the line the path is stroked with; `nil` when the path is filled.
    public var lineWidth: Double?
    /// The stroke's caps at open ends.
    public var cap: Cap
    /// The stroke's joins at corners.
    public var join: Join

    /// The path `polylines`, stroked `lineWidth` wide with `cap` and `join`, or filled when
    /// `lineWidth` is `nil`.
    public init(polylines: [[CGPoint]], lineWidth: Double?, cap: Cap = .butt, join: Join = .miter) {
        self.polylines = polylines
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
    }
}
