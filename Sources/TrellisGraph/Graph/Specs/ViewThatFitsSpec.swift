/// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal on `axes`.
public struct ViewThatFitsSpec: Hashable, Sendable {
    /// The axes on which a candidate must fit; the others are not checked.
    public var axes: Axis.Set

    /// Creates the parameters of a `ViewThatFits` constrained on `axes` (both by default).
    public init(axes: Axis.Set = [.horizontal, .vertical]) {
        self.axes = axes
    }
}

extension ViewThatFitsSpec: NodeSpec {
    package var nodeKind: NodeKind { .viewThatFits(self) }
    var displayName: String { "ViewThatFits" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { false }
    static var fileNames: [String] { ["viewThatFits"] }

    /// A `viewThatFits` node: `axes`, both when absent; the children are the candidates.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<ViewThatFitsSpec> {
        FileNode(ViewThatFitsSpec(axes: try file.axes("axes") ?? [.horizontal, .vertical]), fields: ["axes"], childCount: nil)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("viewThatFits")
        if axes != [.horizontal, .vertical] { try file.put("axes", axes) }
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> ViewThatFitsSpec { self }
}
