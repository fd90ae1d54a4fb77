import TrellisGraph

/// The children a rule sizes and places, in order: a node's own (``NodeContext/children``),
/// or the subviews a custom layout hands to a stack or ZStack layout it arranges them with.
///
/// A rule reads them as a collection of nodes and nothing more; where they are stored, and what
/// the engine keeps of their measurements, is the engine's (``Workspace/measuringChildren(_:keepingFor:_:)``).
struct Children: RandomAccessCollection {
    /// The nodes, read where the engine stores them.
    private let list: ChildList
    /// The node whose own children these are, `nil` for a custom layout's subviews: what the
    /// engine keeps for a node (its children's measurements, their distribution order) stands
    /// only for the node's own children.
    let owner: NodeID?

    /// The nodes of `list`, the children of `owner` when they are its own.
    init(_ list: ChildList, ownedBy owner: NodeID?) {
        self.list = list
        self.owner = owner
    }

    var startIndex: Int { 0 }
    var endIndex: Int { list.count }

    @inline(__always)
    subscript(position: Int) -> NodeID { list[position] }
}
