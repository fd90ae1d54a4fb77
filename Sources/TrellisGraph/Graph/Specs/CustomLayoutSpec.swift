/// A container laid out by a user's `Layout`, held in the graph's table
/// (``LayoutGraph/customLayout(_:)``). Its children are the layout's subviews.
public struct CustomLayoutSpec: Hashable, Sendable {
    /// The layout in the graph's table.
    public var layout: CustomLayoutID

    /// Creates the parameters of a custom layout node.
    public init(layout: CustomLayoutID) {
        self.layout = layout
    }
}

/// The index of a custom layout in a ``LayoutGraph``.
public struct CustomLayoutID: Hashable, Sendable {
    /// The position in the graph's table.
    public let rawValue: Int32
    /// The layout at position `rawValue` of the graph's table.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
}

extension CustomLayoutSpec: NodeSpec {
    package var nodeKind: NodeKind { .customLayout(self) }
    var displayName: String { "Layout" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { false }
    /// None: the layout is Swift code, which a graph file cannot hold.
    static var fileNames: [String] { [] }

    static func read(named name: String, from file: FieldReader) throws -> FileNode<CustomLayoutSpec> {
        throw file.corrupted("kind", "a graph file cannot hold a custom layout")
    }

    func write(to file: inout FieldWriter) throws {
        let name = file.graph.customLayout(layout).typeName
        throw file.cannotStore(name, "this view is laid out by the custom Layout \(name), which is Swift code, so a graph file cannot store it")
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> CustomLayoutSpec {
        CustomLayoutSpec(layout: map.customLayout(layout))
    }
}
