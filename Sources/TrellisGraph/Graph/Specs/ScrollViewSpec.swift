/// `ScrollView(_:showsIndicators:)`: its single child is the scrolled content.
public struct ScrollViewSpec: Hashable, Sendable {
    /// The axes along which the content scrolls.
    public var axes: Axis.Set
    /// Whether scroll indicators are shown; layout never reads it.
    public var showsIndicators: Bool

    /// Creates the parameters of a scroll view along `axes` (vertical by default).
    public init(axes: Axis.Set = .vertical, showsIndicators: Bool = true) {
        self.axes = axes
        self.showsIndicators = showsIndicators
    }
}

extension ScrollViewSpec: NodeSpec {
    package var nodeKind: NodeKind { .scrollView(self) }
    var displayName: String { "ScrollView" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { false }
    static var fileNames: [String] { ["scrollView"] }

    /// A `scrollView` node: `axes` (vertical when absent) and `showsIndicators`.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<ScrollViewSpec> {
        let spec = ScrollViewSpec(axes: try file.axes("axes") ?? .vertical, showsIndicators: try file.bool("showsIndicators") ?? true)
        return FileNode(spec, fields: ["axes", "showsIndicators"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("scrollView")
        if axes != .vertical { try file.put("axes", axes) }
        if !showsIndicators { try file.encode(false, "showsIndicators") }
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> ScrollViewSpec { self }
}
