import Foundation

// `padding(_:)`: a padding node's spec is its insets (`NodeKind.padding(EdgeInsets)`), so the
// rule and the views read them with no wrapper around them. `EdgeInsets` is the spec of this
// kind only; another kind holding insets wraps them in a spec of its own.
extension EdgeInsets: NodeSpec {
    package var nodeKind: NodeKind { .padding(self) }
    var displayName: String { "padding" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["padding"] }

    /// A `padding` node: `top`, `leading`, `bottom` and `trailing`, 0 when absent.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<EdgeInsets> {
        let insets = EdgeInsets(
            top: try file.length("top", .signed) ?? 0, leading: try file.length("leading", .signed) ?? 0,
            bottom: try file.length("bottom", .signed) ?? 0, trailing: try file.length("trailing", .signed) ?? 0)
        return FileNode(insets, fields: ["top", "leading", "bottom", "trailing"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("padding")
        for (field, value) in [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)] where value != 0 {
            try file.put(field, value)
        }
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> EdgeInsets { self }
}
