import Foundation

/// The spacing preferences a view carries on each edge: the storage of ``ViewSpacing``, which
/// the solver reads directly (SwiftUI's spacing without the text-metric categories). `nil`
/// means "no preference": two views that both have none on the edges that meet are the
/// default 8 pt apart.
package struct EdgeSpacing: Equatable, Sendable {
    package var leading: CGFloat?
    package var trailing: CGFloat?
    package var top: CGFloat?
    package var bottom: CGFloat?

    package static let none = EdgeSpacing()

    package init(leading: CGFloat? = nil, trailing: CGFloat? = nil, top: CGFloat? = nil, bottom: CGFloat? = nil) {
        self.leading = leading
        self.trailing = trailing
        self.top = top
        self.bottom = bottom
    }

    /// SwiftUI's default distance between two views on iOS.
    package static let defaultDistance: CGFloat = 8

    /// The preference on the edge that leads along `axis`.
    package func leadingEdge(_ axis: Axis) -> CGFloat? { axis == .horizontal ? leading : top }
    /// The preference on the edge that trails along `axis`.
    package func trailingEdge(_ axis: Axis) -> CGFloat? { axis == .horizontal ? trailing : bottom }

    /// The distance between a view with these preferences and the `next` view along `axis`:
    /// the larger of the two preferences on the edges that meet, or 8 pt when neither has one.
    package func distance(to next: EdgeSpacing, along axis: Axis) -> CGFloat {
        switch (trailingEdge(axis), next.leadingEdge(axis)) {
        case (nil, nil): return Self.defaultDistance
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (let a?, let b?): return max(a, b)
        }
    }

    /// Forgets the preferences on both edges across `axis` (what frames and padding do to the
    /// edges they change).
    package mutating func reset(_ axis: Axis) {
        if axis == .horizontal { leading = nil; trailing = nil } else { top = nil; bottom = nil }
    }

    /// The larger preference on each of `edges` (every edge by default).
    package mutating func formUnion(_ other: EdgeSpacing, edges: Edge.Set = .all) {
        func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? { a.map { x in b.map { max(x, $0) } ?? x } ?? b }
        if edges.contains(.leading) { leading = merge(leading, other.leading) }
        if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
        if edges.contains(.top) { top = merge(top, other.top) }
        if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
    }

    /// A spacer's preference: 0 on the two edges along the stack axis.
    package static func spacer(along axis: Axis) -> EdgeSpacing {
        axis == .horizontal ? EdgeSpacing(leading: 0, trailing: 0) : EdgeSpacing(top: 0, bottom: 0)
    }
}
