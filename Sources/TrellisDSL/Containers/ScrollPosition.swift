import Foundation
import TrellisGraph

/// Where a scroll view is scrolled to, as iOS 18's `ScrollPosition` says it: an edge, a point, or
/// the identity of a view, bound with `scrollPosition(_:anchor:)`.
///
/// Trellis lays scroll views out scrolled to their beginning, whatever the position says (as
/// for `scrollPosition(id:)` and `defaultScrollAnchor(_:)`); the value records what it was told.
public struct ScrollPosition: Sendable {
    /// The edge scrolled to, if the position was given as one.
    public private(set) var edge: Edge?
    /// The point of the content scrolled to, if the position was given as one.
    public private(set) var point: CGPoint?
    /// The x-coordinate scrolled to, if given as one.
    public private(set) var x: CGFloat?
    /// The y-coordinate scrolled to, if given as one.
    public private(set) var y: CGFloat?
    /// Whether the user scrolled to the position (never, in Trellis).
    public private(set) var isPositionedByUser = false
    private var identity: (any Hashable & Sendable)?

    /// A position with nothing scrolled to yet, whose views are identified by `idType`.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}

    /// A position at `edge`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.edge = edge
    }

    /// A position at `point` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.point = point
    }

    /// A position at `x` along the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.x = x
    }

    /// A position at `y` down the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.y = y
    }

    /// A position at the view identified by `id`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        identity = id
    }

    /// The identity of the view scrolled to, if the position was given as one of type `ID`.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { identity as? ID }

    /// The identity of the view scrolled to, if the position was given as one.
    public var viewID: (any Hashable & Sendable)? { identity }

    /// Scrolls to the view identified by `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }

    /// Scrolls to `point` of the content.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }

    /// Scrolls to `x` along the content.
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }

    /// Scrolls to `y` down the content.
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }

    /// Scrolls to (`x`, `y`) of the content.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(point: CGPoint(x: x, y: y)) }
}

nonisolated extension View {
    /// Binds where the scroll views in this view are scrolled to. Trellis shows scroll views at
    /// their beginning, so no layout effect.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}
