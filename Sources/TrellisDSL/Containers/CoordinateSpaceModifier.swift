import TrellisGraph

/// A view that names its coordinate space: `GeometryReader`s inside it report frames relative
/// to its top-leading corner with `frame(in: .named(name))`.
nonisolated public struct _CoordinateSpaceView<Content: View>: View, PrimitiveView {
    private let content: Content
    private let name: AnyHashable

    init(content: Content, name: AnyHashable) {
        self.content = content
        self.name = name
    }

    /// Never called: `_CoordinateSpaceView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    /// Lowers the content with the name known to the readers in it, then points the name at
    /// the content's (first) view. Adds no node.
    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let nodes = lowering.lowerNaming(name) { $0.lower(content) }
        return nodes
    }
}

extension GraphLowering {
    /// Runs `body` with the coordinate space `name` known to the readers it lowers, the space
    /// being that of the first node `body` returns.
    package mutating func lowerNaming(_ name: AnyHashable, _ body: (inout GraphLowering) -> [NodeID]) -> [NodeID] {
        let origin = NamedCoordinateSpaces.Origin()
        let nodes = withEnvironment({ $0.coordinateSpaces = $0.coordinateSpaces.adding(name, origin) }, body)
        if let first = nodes.first {
            origin.anchor = anchor(.bounds, of: first)
        }
        return nodes
    }
}

private struct CoordinateSpacesKey: EnvironmentKey {
    static let defaultValue = NamedCoordinateSpaces()
}

extension EnvironmentValues {
    /// The named coordinate spaces around the view.
    package var coordinateSpaces: NamedCoordinateSpaces {
        get { self[CoordinateSpacesKey.self] }
        set { self[CoordinateSpacesKey.self] = newValue }
    }
}

extension View {
    /// This view giving its coordinate space `name` (written `.named("name")`), for
    /// `GeometryProxy.frame(in: .named("name"))` in the readers inside it. When a group is
    /// modified, the space is that of its first view.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> _CoordinateSpaceView<Self> {
        _CoordinateSpaceView(content: self, name: name.name)
    }

    /// This view giving its coordinate space `name`: the form SwiftUI had before iOS 17.
    public func coordinateSpace<N: Hashable & Sendable>(name: N) -> _CoordinateSpaceView<Self> {
        _CoordinateSpaceView(content: self, name: AnyHashable(name))
    }
}
