import TrellisGraph

/// What a rule may read, besides its children's preferences, to work out its spacing
/// preferences. It borrows the pass's shared state, so that making one per node touches no
/// reference count.
struct SpacingInputs {
    /// What every node of the bottom-up pass shares.
    struct Pass {
        /// The spacing of every node before the one asked, its children among them.
        let known: NodeColumn<EdgeSpacing>
        /// Asks a custom layout for its spacing, once the engine that can run it exists (see
        /// ``LayoutEngine/make(graph:normalizer:memoize:tracing:)``); `nil` before.
        let customLayoutSpacing: ((NodeID, CustomLayoutSpec, NodeColumn<EdgeSpacing>) -> EdgeSpacing)?
    }

    /// The node whose spacing is asked.
    let node: NodeID
    /// The axis of the stack the node stands in, if any.
    let stackAxis: Axis?
    /// The pass's shared state, valid while the pass runs.
    let pass: BorrowedValue<Pass>

    /// The spacing of every node before this one.
    var known: NodeColumn<EdgeSpacing> { pass.value.known }

    /// Asks a custom layout for its spacing, when an engine can run it.
    var customLayoutSpacing: ((NodeID, CustomLayoutSpec, NodeColumn<EdgeSpacing>) -> EdgeSpacing)? { pass.value.customLayoutSpacing }
}
