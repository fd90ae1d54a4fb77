import Foundation
import TrellisGraph

/// The spacing preferences a view carries on each edge (SwiftUI's `ViewSpacing`, without the
/// text-metric categories). `nil` means "no preference": two views that both have none on the
/// edges that meet are the default 8 pt apart.
struct EdgeSpacing: Equatable {
    var leading: CGFloat?
    var trailing: CGFloat?
    var top: CGFloat?
    var bottom: CGFloat?

    static let none = EdgeSpacing()

    /// SwiftUI's default distance between two views on iOS.
    static let defaultDistance: CGFloat = 8

    /// The preference on the edge that leads along `axis`.
    func leadingEdge(_ axis: Axis) -> CGFloat? { axis == .horizontal ? leading : top }
    /// The preference on the edge that trails along `axis`.
    func trailingEdge(_ axis: Axis) -> CGFloat? { axis == .horizontal ? trailing : bottom }

    /// The distance between a view with these preferences and the `next` view along `axis`:
    /// the larger of the two preferences on the edges that meet, or 8 pt when neither has one.
    func distance(to next: EdgeSpacing, along axis: Axis) -> CGFloat {
        switch (trailingEdge(axis), next.leadingEdge(axis)) {
        case (nil, nil): return Self.defaultDistance
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (let a?, let b?): return max(a, b)
        }
    }

    /// Forgets the preferences on both edges across `axis` (what frames and padding do to the
    /// edges they change).
    mutating func reset(_ axis: Axis) {
        if axis == .horizontal { leading = nil; trailing = nil } else { top = nil; bottom = nil }
    }

    /// The larger preference on every edge.
    mutating func formUnion(_ other: EdgeSpacing) {
        func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? { a.map { x in b.map { max(x, $0) } ?? x } ?? b }
        leading = merge(leading, other.leading)
        trailing = merge(trailing, other.trailing)
        top = merge(top, other.top)
        bottom = merge(bottom, other.bottom)
    }

    /// A spacer's preference: 0 on the two edges along the stack axis.
    static func spacer(along axis: Axis) -> EdgeSpacing {
        axis == .horizontal ? EdgeSpacing(leading: 0, trailing: 0) : EdgeSpacing(top: 0, bottom: 0)
    }
}
