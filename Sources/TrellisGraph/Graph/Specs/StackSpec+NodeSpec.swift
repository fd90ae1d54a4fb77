import Foundation

// `HStack` and `VStack`: the spec is declared beside the stack layouts, which share it.
extension StackSpec: NodeSpec {
    package var nodeKind: NodeKind { .stack(self) }
    var displayName: String { axis == .horizontal ? "HStack" : "VStack" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { false }
    static var fileNames: [String] { ["hstack", "vstack"] }

    /// An `hstack` or `vstack` node: `alignment` (a guide across its axis) and `spacing`.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<StackSpec> {
        let axis: Axis = name == "hstack" ? .horizontal : .vertical
        let alignment = try file.guide("alignment", axis: axis.perpendicular) ?? AlignmentKey(axis: axis.perpendicular, guide: .center)
        return FileNode(StackSpec(axis: axis, alignment: alignment, spacing: try file.length("spacing", .signed)), fields: ["alignment", "spacing"], childCount: nil)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName(axis == .horizontal ? "hstack" : "vstack")
        if alignment.guide != .center { try file.encode(AlignmentKeyRecord(alignment), "alignment") }
        try file.put("spacing", spacing)
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> StackSpec { self }
}
