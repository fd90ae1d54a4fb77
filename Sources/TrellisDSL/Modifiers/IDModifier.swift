import TrellisGraph

/// `id(_:)`: a name for a view, by which a layout result can be asked for its frame.
nonisolated public struct _IdentifiedModifier: ViewModifier, PrimitiveModifier {
    /// The name, as `layoutName(for:)` makes it from the ID.
    public let name: String

    /// Never called: `_IdentifiedModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        for node in content {
            lowering.addName(name, to: node)
        }
        return content
    }
}

nonisolated extension View {
    /// This view named `id`; `LayoutResult.frame(of: id)` finds its frame. Naming adds no
    /// node: the name goes on the view's own node (on each of them, for a group).
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentifiedModifier> {
        modifier(_IdentifiedModifier(name: layoutName(for: id)))
    }
}
