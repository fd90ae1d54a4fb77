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

extension GeometryReaderSpec: NodeSpec {
    package var nodeKind: NodeKind { .geometryReader(self) }
    var displayName: String { "GeometryReader" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { false }
    static var fileNames: [String] { ["geometryReader"] }

    /// A `geometryReader` node: no fields; its content is its children.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<GeometryReaderSpec> {
        FileNode(GeometryReaderSpec(), fields: [], childCount: nil)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("geometryReader")
        guard content == nil else {
            throw file.cannotStore("GeometryReader", "this GeometryReader's content is a Swift closure of its GeometryProxy, so a graph file cannot store it")
        }
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> GeometryReaderSpec {
        GeometryReaderSpec(content: content.map { map.geometryContent($0) })
    }
}
