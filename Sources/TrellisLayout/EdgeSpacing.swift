import Foundation
import TrellisGeometry

/// The spacing preferences a view carries on each edge: the storage of ``ViewSpacing``, which
/// the solver reads directly (SwiftUI's spacing without the text-metric categories). `nil`
/// means "no preference": two views that both have none on the edges that meet are the
/// default 8 pt apart.
package struct EdgeSpacing: Equatable, Sendable {
    // Each edge is stored as its value, with NaN for "no preference" (a preference is never
    // NaN): 32 bytes instead of 64 for four optionals, since the solver keeps one per node.
    @usableFromInline
    var leadingValue: CGFloat
    @usableFromInline
    var trailingValue: CGFloat
    @usableFromInline
    var topValue: CGFloat
    @usableFromInline
    var bottomValue: CGFloat

    @inlinable
    package var leading: CGFloat? {
        get { Self.preference(leadingValue) }
        set { leadingValue = newValue ?? .nan }
    }
    @inlinable
    package var trailing: CGFloat? {
        get { Self.preference(trailingValue) }
        set { trailingValue = newValue ?? .nan }
    }
    @inlinable
    package var top: CGFloat? {
        get { Self.preference(topValue) }
        set { topValue = newValue ?? .nan }
    }
    @inlinable
    package var bottom: CGFloat? {
        get { Self.preference(bottomValue) }
        set { bottomValue = newValue ?? .nan }
    }

    /// No preference on any edge.
    @inlinable
    package static var none: EdgeSpacing { EdgeSpacing() }

    package init(leading: CGFloat? = nil, trailing: CGFloat? = nil, top: CGFloat? = nil, bottom: CGFloat? = nil) {
        leadingValue = leading ?? .nan
        trailingValue = trailing ?? .nan
        topValue = top ?? .nan
        bottomValue = bottom ?? .nan
    }

    @inlinable
    static func preference(_ value: CGFloat) -> CGFloat? { value.isNaN ? nil : value }

    @inlinable
    package static func == (a: EdgeSpacing, b: EdgeSpacing) -> Bool {
        a.leading == b.leading && a.trailing == b.trailing && a.top == b.top && a.bottom == b.bottom
    }

    /// SwiftUI's default distance between two views on iOS.
    @inlinable
    package static var defaultDistance: CGFloat { 8 }

    /// The preference on the edge that leads along `axis`.
    @inlinable
    package func leadingEdge(_ axis: Axis) -> CGFloat? { axis == .horizontal ? leading : top }
    /// The preference on the edge that trails along `axis`.
    @inlinable
    package func trailingEdge(_ axis: Axis) -> CGFloat? { axis == .horizontal ? trailing : bottom }

    /// The distance between a view with these preferences and the `next` view along `axis`:
    /// the larger of the two preferences on the edges that meet, or 8 pt when neither has one.
    @inlinable
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
    @inlinable
    package mutating func reset(_ axis: Axis) {
        if axis == .horizontal {
            leadingValue = .nan
            trailingValue = .nan
        } else {
            topValue = .nan
            bottomValue = .nan
        }
    }

    /// The larger preference on each of `edges` (every edge by default).
    @inlinable
    package mutating func formUnion(_ other: EdgeSpacing, edges: Edge.Set = .all) {
                @inline(__always) func merge(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a.isNaN ? b : b.isNaN ? a : Swift.max(a, b) }
        if edges.contains(.leading) { leadingValue = merge(leadingValue, other.leadingValue) }
        if edges.contains(.trailing) { trailingValue = merge(trailingValue, other.trailingValue) }
        if edges.contains(.top) { topValue = merge(topValue, other.topValue) }
        if edges.contains(.bottom) { bottomValue = merge(bottomValue, other.bottomValue) }
    }

    /// A spacer's preference: 0 on the two edges along the stack axis.
    @inlinable
    package static func spacer(along axis: Axis) -> EdgeSpacing {
        axis == .horizontal ? EdgeSpacing(leading: 0, trailing: 0) : EdgeSpacing(top: 0, bottom: 0)
    }
}
