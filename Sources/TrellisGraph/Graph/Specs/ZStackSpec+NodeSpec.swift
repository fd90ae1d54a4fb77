import Foundation

// `ZStack(alignment:)`: the spec is declared beside the stack layouts, which share it.
extension ZStackSpec: NodeSpec {
    package var nodeKind: NodeKind { .zstack(self) }
    var displayName: String { "ZStack" }
    var matchingKey: String { displayName }

    /// Each child is drawn over the ones before it.
    func layersBehind(child index: Int, childCount: Int) -> [Int] { Array((0..<index).reversed()) }
    static var isModifier: Bool { false }
    static var fileNames: [String] { ["zstack"] }

    /// A `zstack` node: `alignment`.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<ZStackSpec> {
        FileNode(ZStackSpec(alignment: try file.alignment("alignment")), fields: ["alignment"], childCount: nil)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("zstack")
        try file.put("alignment", alignment)
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> ZStackSpec { self }
}
