import Foundation

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`.
public struct AspectRatioSpec: Hashable, Sendable {
    /// Width divided by height, or `nil` for the ratio of the content's ideal size.
    public var ratio: CGFloat?
    /// Whether the content is scaled to fit or to fill the proposal.
    public var contentMode: ContentMode

    /// Creates the parameters of an aspect-ratio modifier.
    public init(ratio: CGFloat? = nil, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }
}

extension AspectRatioSpec: NodeSpec {
    package var nodeKind: NodeKind { .aspectRatio(self) }
    var displayName: String { "aspectRatio" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["aspectRatio"] }

    /// An `aspectRatio` node: `ratio` (greater than 0; the content's own when absent) and
    /// `contentMode`, `"fit"` or `"fill"` (required).
    static func read(named name: String, from file: FieldReader) throws -> FileNode<AspectRatioSpec> {
        let ratio = try file.length("ratio")
        if ratio == 0 { throw file.corrupted("ratio", "an aspect ratio must be greater than 0") }
        let modeName = try file.container.decode(String.self, forKey: FieldKey("contentMode"))
        guard let mode = ContentMode(rawValue: modeName) else {
            throw file.corrupted("contentMode", "expected \"fit\" or \"fill\", found \"\(modeName)\"")
        }
        return FileNode(AspectRatioSpec(ratio: ratio, contentMode: mode), fields: ["ratio", "contentMode"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("aspectRatio")
        try file.put("ratio", ratio)
        try file.encode(contentMode.rawValue, "contentMode")
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> AspectRatioSpec { self }
}
