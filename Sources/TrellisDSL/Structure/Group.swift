import TrellisGraph

/// Several views treated as one for the purpose of applying modifiers.
///
/// A group is transparent to layout: its views become children of the group's parent, and a
/// modifier on the group applies to each of them separately.
public struct Group<Content> {
    private let content: Content
}

extension Group: View where Content: View {
    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never called: `Group` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Group: PrimitiveView where Content: View {
    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        lowering.lower(content)
    }
}
