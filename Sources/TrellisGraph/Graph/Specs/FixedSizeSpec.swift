import Foundation

/// `fixedSize(horizontal:vertical:)`.
public struct FixedSizeSpec: Hashable, Sendable {
    /// Whether the child is proposed `nil` horizontally, so that it takes its ideal width.
    public var horizontal: Bool
    /// Whether the child is proposed `nil` vertically, so that it takes its ideal height.
    public var vertical: Bool
    /// Creates the parameters; both axes are fixed by default, as with `fixedSize()`.
    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Whether the view is fixed at its ideal size along `axis`.
    @inlinable
    package subscript(axis: Axis) -> Bool { axis == .horizontal ? horizontal : vertical }
}

extension FixedSizeSpec: NodeSpec {
    package var nodeKind: NodeKind { .fixedSize(self) }
    var displayName: String { "fixedSize" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["fixedSize"] }

    /// A `fixedSize` node: `horizontal` and `vertical`, both `true` by default.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<FixedSizeSpec> {
        let spec = FixedSizeSpec(horizontal: try file.bool("horizontal") ?? true, vertical: try file.bool("vertical") ?? true)
        return FileNode(spec, fields: ["horizontal", "vertical"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("fixedSize")
        if !horizontal { try file.encode(false, "horizontal") }
        if !vertical { try file.encode(false, "vertical") }
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> FixedSizeSpec { self }
}
