/// One node of a ``LayoutGraph``: a view or modifier and the range of its children.
public struct LayoutNode: Sendable {
    /// What the node is.
    public var kind: NodeKind
    /// The names given to this node with `.id(_:)`.
    public var ids: [String]
    /// The colour of a `Color` or a filled shape (`red`, `clear`, …), for pictures.
    public var color: String?
    @usableFromInline
    package var firstChild: Int32
    @usableFromInline
    package var childCount: Int32

    package init(kind: NodeKind, ids: [String] = [], color: String? = nil, firstChild: Int32, childCount: Int32) {
        self.kind = kind
        self.ids = ids
        self.color = color
        self.firstChild = firstChild
        self.childCount = childCount
    }
}
