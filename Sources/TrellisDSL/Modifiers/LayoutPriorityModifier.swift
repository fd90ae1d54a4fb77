import TrellisGraph

/// `layoutPriority(_:)`: the order in which a stack offers space to its children.
nonisolated public struct _LayoutPriorityLayout: ViewModifier, LayoutNodeModifier {
    /// The priority; higher priorities are offered space first. The default is 0.
    public let priority: Double

    /// Never called: `_LayoutPriorityLayout` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package var nodeKind: NodeKind { .layoutPriority(priority) }
}

nonisolated extension View {
    /// This view with layout priority `value`: a stack offers space to its children with
    /// higher priorities first. Views have priority 0 unless given another.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityLayout> {
        modifier(_LayoutPriorityLayout(priority: value))
    }
}
