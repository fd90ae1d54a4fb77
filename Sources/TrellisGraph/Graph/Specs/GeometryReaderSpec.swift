/// `GeometryReader`: a view that takes the space it is offered and lays its content out
/// inside it, each view proposed the reader's size and placed at its top-leading corner.
public struct GeometryReaderSpec: Hashable, Sendable {
    /// The function making the content from the reader's geometry, in the graph's table; `nil`
    /// for a reader whose content is its children (how the content graph itself is rooted, and
    /// how a graph file stores one).
    public var content: GeometryContentID?

    /// Creates the parameters of a geometry reader.
    public init(content: GeometryContentID? = nil) {
        self.content = content
    }
}
