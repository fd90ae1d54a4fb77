import TrellisGraph

/// A view with no content: it contributes no node to its parent.
nonisolated public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public init() {}

    /// Never called: `EmptyView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        []
    }
}
