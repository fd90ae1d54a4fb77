import Foundation

// The graph file format, version 1:
//
//     {"format": "trellis-graph", "version": 1,
//      "nodes": [{"kind": "color", "color": "red", "ids": ["red"]},
//                {"kind": "frame", "width": 50, "height": 50, "children": [0]}]}
//
// Nodes are listed children first; every child index is smaller than its parent's and each
// node has exactly one parent, except the root, which is the last node. Lengths are numbers,
// or the string "infinity" where an unbounded value makes sense (`maxWidth`).
// Documentation/Trellis.docc/GraphFormat.md describes every kind and field.

extension LayoutGraph: Codable {
    /// The graph file format's version, written into every file.
    public static let formatVersion = 1
    static let formatName = "trellis-graph"

    private enum FileKey: String, CodingKey {
        case format, version, nodes
    }

    public init(from decoder: any Decoder) throws {
        let file = try decoder.container(keyedBy: FileKey.self)
        if let format = try file.decodeIfPresent(String.self, forKey: .format), format != Self.formatName {
            throw DecodingError.dataCorruptedError(forKey: .format, in: file, debugDescription: "expected \"\(Self.formatName)\", found \"\(format)\"")
        }
        let version = try file.decode(Int.self, forKey: .version)
        guard version == Self.formatVersion else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: file, debugDescription: "unsupported version \(version); this Trellis reads version \(Self.formatVersion)")
        }
        var list = try file.nestedUnkeyedContainer(forKey: .nodes)
        self.init()
        while !list.isAtEnd {
            let index = list.currentIndex
            let record = try NodeRecord(from: try list.superDecoder())
            for (position, child) in record.children.enumerated() {
                let problem: String? =
                    child.index < 0 || child.index >= index ? "child \(child.rawValue) must be a node listed before this one (index < \(index))"
                    : isChild(child) ? "node \(child.rawValue) already has a parent; a node can have only one"
                    : record.children[..<position].contains(child) ? "node \(child.rawValue) is listed twice; a node can have only one parent"
                    : nil
                if let problem {
                    throw GraphFileError(path: "nodes[\(index)].children[\(position)]", problem: problem)
                }
            }
            var kind = record.kind
            if let function = record.guideFunction {
                guideFunctions.append(function)
                var table = AddedGuideFunction(id: GuideFunctionID(Int32(guideFunctions.count - 1)))
                kind = kind.mappingTableReferences(&table)
            }
            let node = add(kind, children: record.children, ids: record.ids, color: record.color)
            for identifier in record.accessibilityIdentifiers { addName(identifier, to: node, isAccessibilityIdentifier: true) }
            if let view = record.view { recordViewType(ViewTypeName(writtenName: view), on: node) }
        }
        guard count > 0 else {
            throw GraphFileError(path: "nodes", problem: "a graph needs at least one node")
        }
        if let orphan = nodeIDs.dropLast().first(where: { !isChild($0) }) {
            throw GraphFileError(path: "nodes[\(orphan.rawValue)]", problem: "node \(orphan.rawValue) has no parent, so it is not part of the tree under the root (the last node)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var file = encoder.container(keyedBy: FileKey.self)
        try file.encode(Self.formatName, forKey: .format)
        try file.encode(Self.formatVersion, forKey: .version)
        var list = file.nestedUnkeyedContainer(forKey: .nodes)
        for id in nodeIDs {
            try list.encode(WrittenNode(graph: self, id: id))
        }
    }

    /// Decodes a graph file, reporting any problem with its JSON path.
    public static func decode(json data: Data) throws(GraphFileError) -> LayoutGraph {
        do {
            return try JSONDecoder().decode(LayoutGraph.self, from: data)
        } catch let error as GraphFileError {
            throw error
        } catch let error as DecodingError {
            throw GraphFileError(error)
        } catch {
            throw GraphFileError(path: "$", problem: String(describing: error))
        }
    }

    /// The graph as a graph file.
    public func jsonData(prettyPrinted: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        return try encoder.encode(self)
    }
}

/// One node as it stands in a graph file, read.
private struct NodeRecord: Decodable {
    var kind: NodeKind
    var children: [NodeID]
    var ids: [String]
    /// The names given with `.accessibilityIdentifier(_:)`, which several nodes may share.
    var accessibilityIdentifiers: [String]
    /// The library view the code wrote that made the node (`Button`), if it is not the node's
    /// own name.
    var view: String?
    var color: String?
    /// The function of an `alignmentGuide` node, which the graph keeps in its table.
    var guideFunction: GuideFunction?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: FieldKey.self)
        let name = try c.decode(String.self, forKey: FieldKey("kind"))
        children = try c.decodeIfPresent([NodeID].self, forKey: FieldKey("children")) ?? []
        ids = try c.decodeIfPresent([String].self, forKey: FieldKey("ids")) ?? []
        accessibilityIdentifiers = try c.decodeIfPresent([String].self, forKey: FieldKey("accessibilityIdentifiers")) ?? []
        view = try c.decodeIfPresent(String.self, forKey: FieldKey("view"))
        let node = try FieldReader(container: c).node(named: name)
        kind = node.spec
        color = node.color
        guideFunction = node.guideFunction
        let fields = node.fields
        for key in c.allKeys where !(["kind", "children", "ids", "accessibilityIdentifiers", "view"] + fields).contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "unknown field '\(key.stringValue)' for a \(name) node; it takes \(fields.isEmpty ? "no fields" : fields.joined(separator: ", "))")
        }
        if let arity = node.childCount, children.count != arity {
            throw DecodingError.dataCorruptedError(forKey: FieldKey("children"), in: c, debugDescription: "a \(name) node takes exactly \(arity) \(arity == 1 ? "child" : "children"), found \(children.count)")
        }
    }
}

/// One node of a graph as it stands in a graph file, written: its kind's spec writes the name
/// and fields, then come its children and names.
private struct WrittenNode: Encodable {
    let graph: LayoutGraph
    let id: NodeID

    func encode(to encoder: any Encoder) throws {
        let node = graph[id]
        var question = Writing(file: FieldWriter(container: encoder.container(keyedBy: FieldKey.self), graph: graph, node: id))
        try graph.kind(of: id).ask(&question).get()
        var file = question.file
        let children = Array(graph.children(of: id))
        var ids = node.ids
        for identifier in node.accessibilityIdentifiers {
            if let position = ids.firstIndex(of: identifier) { ids.remove(at: position) }
        }
        if !children.isEmpty { try file.encode(children, "children") }
        if !ids.isEmpty { try file.encode(ids, "ids") }
        if !node.accessibilityIdentifiers.isEmpty { try file.encode(node.accessibilityIdentifiers, "accessibilityIdentifiers") }
        if let view = graph.writtenName(of: id) { try file.encode(view, "view") }
    }
}

/// Writes a spec's name and fields.
private struct Writing: SpecQuestion {
    var file: FieldWriter

    mutating func ask<Spec: NodeSpec>(_ spec: Spec) -> Result<Void, any Error> {
        Result { try spec.write(to: &file) }
    }
}

/// Points an `alignmentGuide` node read from a file at its function, just added to the graph's
/// table; the node's other references, if it had any, stay as they are.
private struct AddedGuideFunction: TableReferenceMap {
    let id: GuideFunctionID

    func guideFunction(_ id: GuideFunctionID) -> GuideFunctionID { self.id }
    func geometryContent(_ id: GeometryContentID) -> GeometryContentID { id }
    func customLayout(_ id: CustomLayoutID) -> CustomLayoutID { id }
    func textMeasurer(_ id: TextMeasurerID) -> TextMeasurerID { id }
    func sizeFunction(_ id: SizeFunctionID) -> SizeFunctionID { id }
}

struct FieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
