import TrellisGraph

/// What a rule sees of its node in the passes over the tree, before and beside any layout: the
/// node, its parameters (`Spec`, the rule's own) and how many children it has. The children's
/// facts a question reads are handed beside it (``ChildFacts``).
struct FactsContext<Spec> {
    /// The node the rule answers for.
    let node: NodeID
    /// The node's parameters, corrected by its rule (``FactsRule/normalize(_:_:)``).
    let spec: Spec
    /// How many children the node has.
    let childCount: Int

    /// The context of `node`, whose parameters are `spec` and which has `childCount` children.
    @inline(__always)
    init(_ node: NodeID, _ spec: Spec, childCount: Int) {
        self.node = node
        self.spec = spec
        self.childCount = childCount
    }
}
