import Foundation

/// `overlay` or `background`.
public struct OverlayBackgroundSpec: Hashable, Sendable {
    /// Whether the layer is in front of the primary view (an overlay) or behind it.
    public enum Placement: String, Hashable, Sendable {
        /// `overlay`: in front of the primary view; `background`: behind it.
        case overlay, background
    }

    /// Whether the layer is an overlay or a background.
    public var placement: Placement
    /// How the layer is aligned with the primary view, which proposes it its own size.
    public var alignment: Alignment

    /// Creates the parameters of an overlay or a background.
    public init(placement: Placement, alignment: Alignment = .center) {
        self.placement = placement
        self.alignment = alignment
    }
}

extension OverlayBackgroundSpec: NodeSpec {
    package var nodeKind: NodeKind { .overlayOrBackground(self) }
    var displayName: String { placement.rawValue }
    var matchingKey: String { displayName }

    /// A background (child 1) is drawn under the content (child 0), an overlay (child 1) over it.
    func layersBehind(child index: Int, childCount: Int) -> [Int] {
        guard childCount == 2 else { return [] }
        switch placement {
        case .background: return index == 0 ? [1] : []
        case .overlay: return index == 1 ? [0] : []
        }
    }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["overlay", "background"] }

    /// An `overlay` or `background` node: `alignment`; child 0 is the primary view.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<OverlayBackgroundSpec> {
        let placement = Placement(rawValue: name) ?? .overlay
        return FileNode(OverlayBackgroundSpec(placement: placement, alignment: try file.alignment("alignment")), fields: ["alignment"], childCount: 2)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName(placement.rawValue)
        try file.put("alignment", alignment)
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> OverlayBackgroundSpec { self }
}
