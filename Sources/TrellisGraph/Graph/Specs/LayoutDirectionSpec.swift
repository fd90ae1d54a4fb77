import Foundation

// `.environment(\.layoutDirection, _)`: a layout-direction node's spec is the direction
// (`NodeKind.layoutDirection(LayoutDirection)`).
extension LayoutDirection: NodeSpec {
    package var nodeKind: NodeKind { .layoutDirection(self) }
    var displayName: String { "layoutDirection" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["layoutDirection"] }

    /// A `layoutDirection` node: `direction`, `"leftToRight"` or `"rightToLeft"` (required).
    static func read(named name: String, from file: FieldReader) throws -> FileNode<LayoutDirection> {
        let name = try file.container.decode(String.self, forKey: FieldKey("direction"))
        guard let direction = LayoutDirection(fileName: name) else {
            throw file.corrupted("direction", "expected \"leftToRight\" or \"rightToLeft\", found \"\(name)\"")
        }
        return FileNode(direction, fields: ["direction"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("layoutDirection")
        try file.encode(self == .leftToRight ? "leftToRight" : "rightToLeft", "direction")
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> LayoutDirection { self }

    /// The direction a graph file names `fileName`.
    private init?(fileName: String) {
        switch fileName {
        case "leftToRight": self = .leftToRight
        case "rightToLeft": self = .rightToLeft
        default: return nil
        }
    }
}
