import Foundation
import TrellisGeometry

/// The box of what a shape leaf paints, given the frame it is laid out in: its outline as its
/// `path(in:)` draws it there (a trimmed, rotated or custom shape need not reach its frame's
/// edges), widened by its stroke's line width, caps and joins when it is stroked.
///
/// Layout never reads it. A comparison with a rendering reads it to know which pixels a node
/// covers: a ring trimmed to half its length paints half its frame. Two records are equal only
/// when they are the same record.
public final class InkExtent: Hashable, Sendable {
    private let boxInFrame: @Sendable (CGRect) -> CGRect
    private let outlineInFrame: (@Sendable (CGRect) -> InkOutline)?

    /// A record whose box in a frame is `box(frame)` and whose lines there are `outline(frame)`,
    /// when it knows them.
    public init(_ box: @escaping @Sendable (CGRect) -> CGRect, outline: (@Sendable (CGRect) -> InkOutline)? = nil) {
        boxInFrame = box
        outlineInFrame = outline
    }

    /// The box of the ink drawn in `frame`; `.null` when nothing is drawn.
    public func box(in frame: CGRect) -> CGRect {
        boxInFrame(frame)
    }

    /// The path drawn in `frame` and how it is painted, if the record knows it.
    public func outline(in frame: CGRect) -> InkOutline? {
        outlineInFrame?(frame)
    }

    /// Whether `lhs` and `rhs` are the same record.
    public static func == (lhs: InkExtent, rhs: InkExtent) -> Bool {
        lhs === rhs
    }

    /// Hashes the record's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
