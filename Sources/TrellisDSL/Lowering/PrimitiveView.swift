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
}

/// Stops the program when something asks a primitive view or modifier for its body, which
/// it does not have (SwiftUI traps in the same way).
package func primitiveBody(of type: Any.Type) -> Never {
    fatalError("\(type) is a primitive of Trellis and has no body; it is lowered straight into the layout graph.")
}
