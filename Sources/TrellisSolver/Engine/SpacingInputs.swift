import TrellisGraph

/// What a rule may read, besides its children's preferences, to work out its spacing
/// preferences.
struct SpacingInputs {
    /// The node whose spacing is asked.
    let node: NodeID
    /// The axis of the stack the node stands in, if any.
    let stackAxis: Axis?
    /// The spacing of every node before this one, its children among them.
    let known: NodeColumn<EdgeSpacing>
    /// Asks a custom layout for its spacing, once the engine that can run it exists (see
    /// ``LayoutEngine/make(graph:normalizer:memoize:tracing:)``); `nil` before.
    let customLayoutSpacing: ((NodeID, CustomLayoutSpec, NodeColumn<EdgeSpacing>) -> EdgeSpacing)?
}
