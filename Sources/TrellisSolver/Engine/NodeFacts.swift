import TrellisGraph

/// What the passes over the tree learnt about a node and its children, as a rule reads it
/// through its ``NodeContext``: each node's layout priority, spacing preferences, the proposal
/// dimensions its answer reads, the stack it stands in, and the few facts of one kind of node.
struct NodeFacts {
    /// The engine, whose facts are read in place (a copy of them would retain every column).
    /// Held as its ``NodeContext`` holds it, without counting a reference: the facts are read
    /// only while the context's question is asked.
    private let lent: Unmanaged<LayoutEngine>

    /// The facts of the layout of the engine `lent`.
    @inline(__always)
    init(_ lent: Unmanaged<LayoutEngine>) {
        self.lent = lent
    }

    /// The layout priority `node` has in its container.
    @inline(__always)
    func priority(of node: NodeID) -> Double { lent._withUnsafeGuaranteedRef { $0.facts.columns.priority[node.index] } }

    /// The spacing preferences of `node`'s edges.
    @inline(__always)
    func spacing(of node: NodeID) -> EdgeSpacing { lent._withUnsafeGuaranteedRef { $0.facts.columns.spacing[node.index] } }

    /// The proposal dimensions `node`'s answer depends on.
    @inline(__always)
    func readDimensions(of node: NodeID) -> ProposalDimensions { lent._withUnsafeGuaranteedRef { $0.facts.columns.readDimensions[node.index] } }

    /// The axis of the stack `node` stands in, if it stands in one.
    @inline(__always)
    func stackAxis(of node: NodeID) -> Axis? { lent._withUnsafeGuaranteedRef { $0.facts.stackAxis(of: node) } }

    /// Whether the row `node` is a row of a grid (and not a one-row grid of its own).
    func isRowOfGrid(_ node: NodeID) -> Bool { lent._withUnsafeGuaranteedRef { $0.facts.childrenOfGrids.contains(node) } }

    /// Whether the layout direction `node` sets differs from the one around it.
    func mirrorsSubtree(_ node: NodeID) -> Bool { lent._withUnsafeGuaranteedRef { $0.facts.mirroredSubtrees.contains(node) } }

    /// Whether the scroll view `node` holds a `containerRelativeFrame` that reads its visible size.
    func holdsRelativeFrames(_ node: NodeID) -> Bool { lent._withUnsafeGuaranteedRef { $0.facts.relativeFrameContainers.containers.contains(node) } }
}
