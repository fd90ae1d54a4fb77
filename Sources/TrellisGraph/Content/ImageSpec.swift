import Foundation
import TrellisSupport

/// An `Image`: its natural size, whether it is resizable and whether it is a symbol.
public struct ImageSpec: Hashable, Sendable {
    /// The image's name (`nil` for an image made from a size).
    public var name: String? {
        get { storedName?.string }
        set { storedName = newValue.map(InternedString.init) }
    }
    private var storedName: InternedString?
    /// The image's size in points when it is not resized.
    public var naturalSize: CGSize
    /// Whether `resizable()` was applied: the image then takes the size it is offered.
    public var isResizable: Bool
    /// Whether the image is a system symbol (`Image(systemName:)`), which sits on the text
    /// baseline: a text or another symbol right above or below it touches it.
    public var isSymbol: Bool

    /// Creates the parameters of an image node.
    public init(name: String? = nil, naturalSize: CGSize, isResizable: Bool = false, isSymbol: Bool = false) {
        self.storedName = name.map(InternedString.init)
        self.naturalSize = naturalSize
        self.isResizable = isResizable
        self.isSymbol = isSymbol
    }
}

extension ImageSpec: NodeSpec {
    package var nodeKind: NodeKind { .image(self) }
    var displayName: String { name.map { "Image \"\($0)\"" } ?? "Image" }
    var matchingKey: String { "Image" }
    static var isModifier: Bool { false }
    static var fileNames: [String] { ["image"] }

    /// An `image` node: `name`, its natural `width` and `height` (0 when absent), `resizable`
    /// and `symbol`.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<ImageSpec> {
        let spec = ImageSpec(
            name: try file.container.decodeIfPresent(String.self, forKey: FieldKey("name")),
            naturalSize: CGSize(width: try file.length("width") ?? 0, height: try file.length("height") ?? 0),
            isResizable: try file.bool("resizable") ?? false,
            isSymbol: try file.bool("symbol") ?? false)
        return FileNode(spec, fields: ["name", "width", "height", "resizable", "symbol"], childCount: 0)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("image")
        try file.encodeIfPresent(name, "name")
        try file.encode(naturalSize.width, "width")
        try file.encode(naturalSize.height, "height")
        if isResizable { try file.encode(true, "resizable") }
        if isSymbol { try file.encode(true, "symbol") }
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> ImageSpec { self }
}
