import Foundation

// `offset(x:y:)`: an offset node's spec is its offset (`NodeKind.offset(CGSize)`). `CGSize` is
// the spec of this kind only; another kind holding a size wraps it in a spec of its own.
extension CGSize: NodeSpec {
    package var nodeKind: NodeKind { .offset(self) }
    var displayName: String { "offset" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["offset"] }

    /// An `offset` node: `x` and `y`, 0 when absent.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<CGSize> {
        FileNode(CGSize(width: try file.length("x", .signed) ?? 0, height: try file.length("y", .signed) ?? 0), fields: ["x", "y"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("offset")
        try file.put("x", width)
        try file.put("y", height)
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> CGSize { self }
}
