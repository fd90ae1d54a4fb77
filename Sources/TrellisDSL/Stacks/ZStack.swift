import TrellisGraph

/// A view that lays its children over each other, aligned in both axes.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    private let alignment: Alignment
    private let content: Content

    /// Creates a stack of the views `content` builds, the later ones in front, aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Never called: `ZStack` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let children = lowering.lower(content)
        return [lowering.add(.zstack(ZStackSpec(alignment: alignment)), children: children)]
    }
}
