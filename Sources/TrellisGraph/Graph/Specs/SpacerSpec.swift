import Foundation

/// `Spacer(minLength:)`. A `nil` minimum means the default spacing (8 pt).
public struct SpacerSpec: Hashable, Sendable {
    /// The least length the spacer takes along its stack's axis; `nil` for the default spacing.
    public var minLength: CGFloat?
    /// Creates a spacer's parameters.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension SpacerSpec: NodeSpec {
    package var nodeKind: NodeKind { .spacer(self) }
    var displayName: String { "Spacer" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { false }
    static var fileNames: [String] { ["spacer"] }

    /// A `spacer` node: `minLength`.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<SpacerSpec> {
        FileNode(SpacerSpec(minLength: try file.length("minLength")), fields: ["minLength"], childCount: 0)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("spacer")
        try file.put("minLength", minLength)
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> SpacerSpec { self }
}
