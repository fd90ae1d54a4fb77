import Foundation
import TrellisGeometry

/// The subviews of a custom layout, as proxies, in order.
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
    /// A slice of the subviews is itself a `LayoutSubviews`, keeping the subviews' indices.
    public typealias SubSequence = LayoutSubviews
    /// Each element is a proxy for one subview.
    public typealias Element = LayoutSubview
    /// Subviews are indexed by their position among the layout's subviews.
    public typealias Index = Int

    package unowned let host: any LayoutSubviewHost
    /// The node of the layout the subviews belong to.
    package let container: NodeID
    /// The subviews' nodes, indexed as the collection is.
    package let nodes: ArraySlice<NodeID>

    package init(host: any LayoutSubviewHost, container: NodeID, nodes: ArraySlice<NodeID>) {
        self.host = host
        self.container = container
        self.nodes = nodes
    }

    /// The direction the layout runs in: Trellis lays out left to right.
    public var layoutDirection: LayoutDirection { .leftToRight }

    /// The index of the first subview (0, except in a slice).
    public var startIndex: Int { nodes.startIndex }
    /// The index after the last subview.
    public var endIndex: Int { nodes.endIndex }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(host: host, node: nodes[index], container: container)
    }

    /// The subviews at `bounds`, keeping their indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(host: host, container: container, nodes: nodes[bounds])
    }

    /// The subviews at `indices`, in that order, indexed from 0. A range, even a partial one
    /// such as `1...`, keeps the subviews' indices, as slicing does.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        if let range = indices as? any RangeExpression<Int> {
            return self[range.relative(to: self)]
        }
        return LayoutSubviews(host: host, container: container, nodes: ArraySlice(indices.map { nodes[$0] }))
    }

    /// The explicit value of `key` for the layout when `place` places these subviews in
    /// `bounds`, combined from theirs (the default `explicitAlignment`).
    package func combinedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, place: () -> Void) -> CGFloat? {
        host.combinedExplicitAlignment(key, of: container, in: bounds, proposal: proposal, place: place)
    }

    /// Whether both collections hold the same subviews of the same layout, at the same indices.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.host === rhs.host && lhs.container == rhs.container && lhs.nodes.elementsEqual(rhs.nodes) && lhs.startIndex == rhs.startIndex
    }
}
