import Foundation

/// `alignmentGuide(_:computeValue:)`: an explicit value for one guide, computed by one of the
/// graph's guide functions (``LayoutGraph/guideFunction(_:)``).
public struct AlignmentGuideSpec: Hashable, Sendable {
    /// The guide whose value the modifier sets.
    public var key: AlignmentKey
    /// The function of the view's dimensions that computes the value, in the graph's table.
    public var function: GuideFunctionID

    /// Creates the parameters of an alignment guide modifier.
    public init(key: AlignmentKey, function: GuideFunctionID) {
        self.key = key
        self.function = function
    }
}

/// The index of a guide function in a ``LayoutGraph``.
public struct GuideFunctionID: Hashable, Sendable {
    /// The function's position in the graph's table.
    public let rawValue: Int32
    /// Creates the ID of the function at position `rawValue`.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
}

extension AlignmentGuideSpec: NodeSpec {
    package var nodeKind: NodeKind { .alignmentGuide(self) }
    var displayName: String { "alignmentGuide" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["alignmentGuide"] }

    /// An `alignmentGuide` node: `axis`, `guide` and `value`, the function as
    /// `{"constant": c, "width": w, "height": h}`, which comes with the node for the graph's table.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<AlignmentGuideSpec> {
        let axisName = try file.container.decode(String.self, forKey: FieldKey("axis"))
        guard let axis = Axis(name: axisName) else {
            throw file.corrupted("axis", "expected \"horizontal\" or \"vertical\", found \"\(axisName)\"")
        }
        guard let key = try file.guide("guide", axis: axis) else { throw file.corrupted("guide", "required field 'guide' is missing") }
        return FileNode(AlignmentGuideSpec(key: key, function: GuideFunctionID(-1)), fields: ["axis", "guide", "value"], childCount: 1,
                        guideFunction: GuideFunction(try file.container.decode(GuideFunction.Linear.self, forKey: FieldKey("value"))))
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("alignmentGuide")
        try file.encode(key.axis == .horizontal ? "horizontal" : "vertical", "axis")
        try file.encode(AlignmentKeyRecord(key), "guide")
        guard let linear = file.graph.guideFunction(function).linear else {
            throw EncodingError.invalidValue(key.name, .init(codingPath: file.container.codingPath + [FieldKey("value")], debugDescription: "this alignmentGuide closure is not linear in the view's width and height, so a graph file cannot store it"))
        }
        try file.encode(linear, "value")
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> AlignmentGuideSpec {
        AlignmentGuideSpec(key: key, function: map.guideFunction(function))
    }
}
