/// One node of a ``LayoutGraph`` as its subscript reads it: a view or modifier, its names and
/// its colour. The graph keeps each of these in a column of its own, and the children beside
/// them; ``LayoutGraph/children(of:)`` lists them.
public struct LayoutNode: Sendable {
    /// What the node is.
    public let kind: NodeKind
    /// The names given to this node with `.id(_:)` or `.accessibilityIdentifier(_:)`.
    public let ids: [String]
    /// Those of ``ids`` given with `.accessibilityIdentifier(_:)`, which several views may share.
    public let accessibilityIdentifiers: [String]
    /// The colour of a `Color` or a filled shape (`red`, `clear`, …), for pictures.
    public let color: String?

    package init(kind: NodeKind, ids: [String] = [], accessibilityIdentifiers: [String] = [], color: String? = nil) {
        self.kind = kind
        self.ids = ids
        self.accessibilityIdentifiers = accessibilityIdentifiers
        self.color = color
    }
}

/// Where a node's children are in a graph's child buffer.
@usableFromInline
package struct ChildRange: Sendable {
    /// The position of the first child.
    @usableFromInline
    package var start: Int32
    /// The number of children.
    @usableFromInline
    package var count: Int32

    @usableFromInline
    package init(start: Int32, count: Int32) {
        self.start = start
        self.count = count
    }

    /// The positions of the children.
    @inlinable
    package var positions: Range<Int> { Int(start)..<Int(start) + Int(count) }
}
