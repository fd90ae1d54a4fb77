/// The index of a size function in a ``LayoutGraph``.
public struct SizeFunctionID: Hashable, Sendable {
    /// The position in the graph's table.
    public let rawValue: Int32
    /// The function at position `rawValue` of the graph's table.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
}

// A measured leaf's spec is the ID of its size function (`NodeKind.measuredLeaf`), which is
// Swift code: a graph file cannot hold the node.
extension SizeFunctionID: NodeSpec {
    package var nodeKind: NodeKind { .measuredLeaf(self) }
    var displayName: String { "MeasuredLeaf" }
    var matchingKey: String { displayName }

    /// The size function's own name, such as `Chart`.
    func displayName(of node: NodeID, in graph: LayoutGraph) -> String { graph.sizeFunction(self).name }

    static var isModifier: Bool { false }
    static var fileNames: [String] { [] }

    static func read(named name: String, from file: FieldReader) throws -> FileNode<SizeFunctionID> {
        throw file.corrupted("kind", "a graph file cannot hold a measured leaf")
    }

    func write(to file: inout FieldWriter) throws {
        let name = file.graph.sizeFunction(self).name
        throw file.cannotStore(name, "this view is sized by the function \(name), which is Swift code, so a graph file cannot store it")
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> SizeFunctionID { map.sizeFunction(self) }
}
