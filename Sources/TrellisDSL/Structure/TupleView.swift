import TrellisGraph

/// Several views written one after another in a ``ViewBuilder``: they contribute their nodes
/// to the parent in order, with no container of their own.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    /// The views, as a tuple.
    public let value: T
    /// Lowers each view of `value` in order.
    private let lowerElements: (inout GraphLowering) -> [NodeID]

    /// Creates a view from a tuple of views.
    public init<each Element: View>(_ value: (repeat each Element)) where T == (repeat each Element) {
        self.value = value
        lowerElements = { lowering in
            var nodes: [NodeID] = []
            for element in repeat each value {
                lowering.lower(element, appendingTo: &nodes)
            }
            return nodes
        }
    }

    /// Never called: `TupleView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        lowerElements(&lowering)
    }
}
