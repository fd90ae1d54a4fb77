import TrellisGraph

/// A view that Trellis lowers straight into graph nodes instead of through its `body`.
///
/// Every built-in view (stacks, shapes, `Color`, `ForEach`, modified content, …) is primitive;
/// a user's view is lowered by lowering its `body`.
package protocol PrimitiveView {
    /// Adds this view's nodes to `lowering` and returns the nodes it contributes to its
    /// parent, in order: none for `EmptyView`, one for a stack or a leaf, several for a
    /// `TupleView`, `Group` or `ForEach`.
    func lower(into lowering: inout GraphLowering) -> [NodeID]

    /// Adds this view's nodes to `lowering` and appends the nodes it contributes to its parent
    /// to `nodes`: what ``lower(into:)`` does, without a list of its own. Views that lower many
    /// times over in big trees (leaves, `ForEach`, modified content) implement it; the default
    /// appends what ``lower(into:)`` returns.
    func lower(into lowering: inout GraphLowering, appendingTo nodes: inout [NodeID])
}

extension PrimitiveView {
    package func lower(into lowering: inout GraphLowering, appendingTo nodes: inout [NodeID]) {
        nodes += lower(into: &lowering)
    }
}

/// Stops the program when something asks a primitive view or modifier for its body, which
/// it does not have (SwiftUI traps in the same way).
package func primitiveBody(of type: Any.Type) -> Never {
    fatalError("\(type) is a primitive of Trellis and has no body; it is lowered straight into the layout graph.")
}
