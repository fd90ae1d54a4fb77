import TrellisGraph

/// An optional view, as an `if` without `else` makes: the view, or nothing when it is `nil`.
extension Optional: View where Wrapped: View {
    /// Never called: an optional view is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        guard let view = self else { return [] }
        return lowering.lower(view)
    }
}
