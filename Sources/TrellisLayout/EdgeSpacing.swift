import Foundation
import TrellisGeometry

/// The spacing preferences a view carries on each edge: the storage of ``ViewSpacing``, which
/// the solver reads directly.
///
/// An edge asks for no space (a `Spacer`'s edges along its stack, `ViewSpacing.zero`), carries
/// a text's preference toward another text (the top and bottom edges of a `Text` or a symbol
/// image, and of the containers those edges reach), or has no preference. Two views are 0
/// apart when either asks for no space on the edges that meet, a text's leading apart when
/// both carry a text's preference there (``TextEdgeSpacing``; 0 when either is a symbol's),
/// and the default 8 pt apart otherwise. Merging two
/// keeps a 0 on either and the text preference of the larger line spacing.
package struct EdgeSpacing: Equatable, Sendable {
    /// The edges that ask for no space.
    @usableFromInline
    var zeroEdges: Edge.Set
    /// The text preference on the top edge.
    @usableFromInline
    var topText: TextEdgeSpacing = .none
    /// The text preference on the bottom edge.
    @usableFromInline
    var bottomText: TextEdgeSpacing = .none

    /// No preference on any edge.
    @inlinable
    package static var none: EdgeSpacing { EdgeSpacing() }

    /// No preference on any edge, or no space asked for on `zeroEdges`.
    @inlinable
    package init(zeroOn zeroEdges: Edge.Set = []) {
        self.zeroEdges = zeroEdges
    }

    /// A text's preferences: `text` on its top and bottom edges.
    @inlinable
    package init(text: TextEdgeSpacing) {
        zeroEdges = []
        topText = text
        bottomText = text
    }

    /// SwiftUI's default distance between two views on iOS.
    @inlinable
    package static var defaultDistance: CGFloat { 8 }

    /// The edge that leads along `axis`.
    @inlinable
    static func leadingEdge(_ axis: Axis) -> Edge.Set { axis == .horizontal ? .leading : .top }
    /// The edge that trails along `axis`.
    @inlinable
    static func trailingEdge(_ axis: Axis) -> Edge.Set { axis == .horizontal ? .trailing : .bottom }
    /// Both edges along `axis`: leading and trailing, or top and bottom.
    @inlinable
    static func edges(along axis: Axis) -> Edge.Set { axis == .horizontal ? .horizontal : .vertical }

    /// The distance between a view with these preferences and the `next` view along `axis`:
    /// 0 when either asks for no space on the edges that meet, the lower text's leading when
    /// both carry a text's preference there (0 when either is a symbol's), or 8 pt.
    @inlinable
    package func distance(to next: EdgeSpacing, along axis: Axis) -> CGFloat {
        if zeroEdges.contains(Self.trailingEdge(axis)) || next.zeroEdges.contains(Self.leadingEdge(axis)) { return 0 }
        if axis == .vertical, bottomText.isText, next.topText.isText {
            return bottomText.isSymbol || next.topText.isSymbol ? 0 : CGFloat(next.topText.leading)
        }
        return Self.defaultDistance
    }

    /// Forgets the preferences on `edges`.
    @inlinable
    package mutating func forget(_ edges: Edge.Set) {
        zeroEdges.subtract(edges)
        if edges.contains(.top) { topText = .none }
        if edges.contains(.bottom) { bottomText = .none }
    }

    /// Forgets the preferences on the edges `insets` pads, those with a non-zero inset (what
    /// padding does to the edges it pads).
    @inlinable
    package mutating func forget(paddedBy insets: EdgeInsets) {
        if insets.leading != 0 { forget(.leading) }
        if insets.trailing != 0 { forget(.trailing) }
        if insets.top != 0 { forget(.top) }
        if insets.bottom != 0 { forget(.bottom) }
    }

    /// Forgets the preferences on both edges across `axis` (what frames do to the edges they
    /// change).
    @inlinable
    package mutating func reset(_ axis: Axis) {
        forget(Self.edges(along: axis))
    }

    /// The larger preference on each of `edges` (every edge by default).
    @inlinable
    package mutating func formUnion(_ other: EdgeSpacing, edges: Edge.Set = .all) {
        zeroEdges.formUnion(other.zeroEdges.intersection(edges))
        if edges.contains(.top) { topText = topText.union(other.topText) }
        if edges.contains(.bottom) { bottomText = bottomText.union(other.bottomText) }
    }

    /// These preferences along `axis` replaced by `leading`'s on the edge that leads and by
    /// `trailing`'s on the edge that trails (a stack's own, from its first and last children).
    @inlinable
    package func replacingEnds(along axis: Axis, leading: EdgeSpacing, trailing: EdgeSpacing) -> EdgeSpacing {
        let (start, end) = (Self.leadingEdge(axis), Self.trailingEdge(axis))
        var result = EdgeSpacing(zeroOn: zeroEdges.subtracting(Self.edges(along: axis))
            .union(leading.zeroEdges.intersection(start)).union(trailing.zeroEdges.intersection(end)))
        (result.topText, result.bottomText) = axis == .vertical ? (leading.topText, trailing.bottomText) : (topText, bottomText)
        return result
    }

    /// A spacer's preference: 0 on the two edges along the stack axis.
    @inlinable
    package static func spacer(along axis: Axis) -> EdgeSpacing {
        EdgeSpacing(zeroOn: edges(along: axis))
    }
}
