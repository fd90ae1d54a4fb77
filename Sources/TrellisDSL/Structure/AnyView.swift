import TrellisGraph

/// A type-erased view: it lays out exactly as the view it wraps.
nonisolated public struct AnyView: View, PrimitiveView {
    private let view: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Wraps `view`.
    public init<V: View>(erasing view: V) {
        self.view = view
    }

    /// Never called: `AnyView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        lowering.lower(view)
    }

    package func lower(into lowering: inout GraphLowering, appendingTo nodes: inout [NodeID]) {
        lowering.lower(view, appendingTo: &nodes)
    }
}
