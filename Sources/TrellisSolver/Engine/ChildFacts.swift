import TrellisGraph

/// One fact about each child of a node, read from a column that a bottom-up pass over the
/// graph has already filled for them (children come before their parents).
struct ChildFacts<Element>: RandomAccessCollection {
    /// The node's children.
    let children: ChildList
    /// The column, indexed by node.
    let column: BorrowedColumn<Element>

    var startIndex: Int { 0 }
    var endIndex: Int { children.count }

    /// The fact of the child at `position` among the node's children.
    subscript(position: Int) -> Element {
        column[children[position].index]
    }
}
