/// The content of a `GeometryReader`: a function from the reader's proxy to the graph of the
/// views it shows.
///
/// The graph cannot hold views, so a reader node refers to one of these in its graph's table
/// (``LayoutGraph/geometryContent(_:)``). The solver calls it once the reader has been given its
/// frame, and lays the graph it returns out inside the reader. The returned graph's root is a
/// `geometryReader` node without content whose children are the views to show.
public struct GeometryContent: Sendable {
    private let box: Box

    /// Content made by `makeContent`.
    public init(_ makeContent: @escaping (GeometryProxy) -> LayoutGraph) {
        box = Box(makeContent: makeContent)
    }

    /// The graph of the content for a reader described by `proxy`.
    package func callAsFunction(_ proxy: GeometryProxy) -> LayoutGraph {
        box.makeContent(proxy)
    }

    /// Holds the DSL's closure. Like a SwiftUI view's body, it must depend only on what it is
    /// given and the views it captured; the solver calls it only while it lays out.
    private final class Box: @unchecked Sendable {
        let makeContent: (GeometryProxy) -> LayoutGraph
        init(makeContent: @escaping (GeometryProxy) -> LayoutGraph) { self.makeContent = makeContent }
    }
}

/// The index of a geometry reader's content in a ``LayoutGraph``.
public struct GeometryContentID: Hashable, Sendable {
    /// The position in the graph's table.
    public let rawValue: Int32
    /// The content at position `rawValue` of the graph's table.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
}
