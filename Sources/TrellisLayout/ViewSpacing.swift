import Foundation
import TrellisGeometry

/// The spacing preferences of a view on each of its edges, as a layout's subviews report them.
///
/// Two adjacent views are as far apart as the larger of their preferences on the edges that
/// meet; when neither has one, the default distance (8 pt) separates them.
public struct ViewSpacing: Equatable, Sendable {
    /// The preferences, edge by edge.
    package var edges: EdgeSpacing

    package init(_ edges: EdgeSpacing) {
        self.edges = edges
    }

    /// Spacing with no preference on any edge: the default distance applies next to it.
    public init() {
        edges = .none
    }

    /// Spacing that asks for no distance on any edge.
    public static let zero = ViewSpacing(EdgeSpacing(zeroOn: .all))

    /// Merges `other` into these preferences on `edges`, keeping the larger preference on each.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        self.edges.formUnion(other.edges, edges: edges)
    }

    /// These preferences merged with `other` on `edges`, keeping the larger on each.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance between a view with these preferences and the `next` view along `axis`:
    /// the larger of the two preferences on the edges that meet, or 8 pt when neither has one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        edges.distance(to: next.edges, along: axis)
    }
}
