import Foundation

/// `frame(width:height:alignment:)`.
public struct FrameSpec: Hashable, Sendable {
    /// The fixed width, or `nil` to take the child's width.
    public var width: CGFloat?
    /// The fixed height, or `nil` to take the child's height.
    public var height: CGFloat?
    /// Where the child is placed in the frame when their sizes differ.
    public var alignment: Alignment

    /// Creates a fixed frame's parameters.
    public init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The fixed length along `axis`, if any.
    @inlinable
    package subscript(axis: Axis) -> CGFloat? {
        axis == .horizontal ? width : height
    }
}

extension FrameSpec: NodeSpec {
    package var nodeKind: NodeKind { .frame(self) }
    var displayName: String { "frame" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["frame"] }

    /// A `frame` node: `width`, `height` and `alignment`.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<FrameSpec> {
        let spec = FrameSpec(width: try file.length("width"), height: try file.length("height"), alignment: try file.alignment("alignment"))
        return FileNode(spec, fields: ["width", "height", "alignment"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("frame")
        try file.put("width", width)
        try file.put("height", height)
        try file.put("alignment", alignment)
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> FrameSpec { self }
}
