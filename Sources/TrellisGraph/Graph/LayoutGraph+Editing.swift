extension LayoutGraph {
    /// Why a node of a graph cannot take a new kind.
    public enum EditError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The graph has no node `node`.
        case noSuchNode(NodeID, count: Int)
        /// The node's kind, or the new one, refers to a function, measurer or layout the graph
        /// keeps beside its nodes (a `Text` with a measurer of its own, an alignment guide, a
        /// `GeometryReader`, a custom layout, a measured leaf): such a node is made by adding
        /// it, not by replacing a kind.
        case kindWithContent(NodeID, kind: String)

        public var description: String {
            switch self {
            case .noSuchNode(let node, let count):
                return "node \(node.rawValue) does not exist: the graph has \(count) nodes"
            case .kindWithContent(let node, let kind):
                return "node \(node.rawValue): a \(kind) refers to content the graph keeps beside its nodes, so its kind cannot be replaced"
            }
        }
    }

    /// Gives `node` the parameters `kind`, keeping its children, names and colour: a frame of
    /// another width, a stack with other spacing, a padding of other insets, a text with other
    /// words.
    ///
    /// - Throws: ``EditError`` when there is no such node, or when the node's kind or `kind`
    ///   refers to content the graph keeps beside its nodes.
    public mutating func replaceKind(of node: NodeID, with kind: NodeKind) throws {
        try checkReplacement(of: node, with: kind)
        setKind(kind, of: node)
    }

    /// Throws the ``EditError`` that ``replaceKind(of:with:)`` would throw, if any.
    package func checkReplacement(of node: NodeID, with kind: NodeKind) throws {
        guard node.index >= 0, node.index < count else { throw EditError.noSuchNode(node, count: count) }
        for checked in [self.kind(of: node), kind] where checked.refersToContent {
            throw EditError.kindWithContent(node, kind: checked.displayName)
        }
    }
}
