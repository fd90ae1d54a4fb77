import Foundation

// `position(x:y:)`: a position node's spec is the point where its child's centre goes
// (`NodeKind.position(CGPoint)`). `CGPoint` is the spec of this kind only; another kind holding
// a point wraps it in a spec of its own.
extension CGPoint: NodeSpec {
    package var nodeKind: NodeKind { .position(self) }
    var displayName: String { "position" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["position"] }

    /// A `position` node: `x` and `y`, 0 when absent.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<CGPoint> {
        FileNode(CGPoint(x: try file.length("x", .signed) ?? 0, y: try file.length("y", .signed) ?? 0), fields: ["x", "y"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("position")
        try file.put("x", x)
        try file.put("y", y)
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> CGPoint { self }
}
