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
            let node: NodeID
            if case .alignmentGuide(let spec) = record.kind, let value = record.guideValue, let child = record.children.first {
                node = addAlignmentGuide(spec.key, value: value, child: child, ids: record.ids)
            } else {
                node = add(record.kind, children: record.children, ids: record.ids, color: record.color)
            }
            for identifier in record.accessibilityIdentifiers { addName(identifier, to: node, isAccessibilityIdentifier: true) }
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
            let node = self[id]
            var function: GuideFunction?
            var layoutName: String?
            if case .alignmentGuide(let spec) = node.kind { function = guideFunction(spec.function) }
            if case .customLayout(let spec) = node.kind { layoutName = customLayout(spec.layout).typeName }
            if case .measuredLeaf(let id) = node.kind { layoutName = sizeFunction(id).name }
            var ids = node.ids
            for identifier in node.accessibilityIdentifiers {
                if let position = ids.firstIndex(of: identifier) { ids.remove(at: position) }
            }
            try list.encode(NodeRecord(kind: node.kind, children: Array(children(of: id)), ids: ids, accessibilityIdentifiers: node.accessibilityIdentifiers,
                                       color: node.color, guideValue: function, layoutName: layoutName))
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

/// One node as it stands in a graph file.
private struct NodeRecord: Codable {
    var kind: NodeKind
    var children: [NodeID]
    var ids: [String]
    /// The names given with `.accessibilityIdentifier(_:)`, which several nodes may share.
    var accessibilityIdentifiers: [String]
    var color: String?
    var guideValue: GuideFunction?
    /// The type name of a custom layout node's layout, for the error that says it cannot be stored.
    var layoutName: String?

    init(kind: NodeKind, children: [NodeID], ids: [String], accessibilityIdentifiers: [String], color: String?, guideValue: GuideFunction?, layoutName: String?) {
        self.kind = kind
        self.children = children
        self.ids = ids
        self.accessibilityIdentifiers = accessibilityIdentifiers
        self.color = color
        self.guideValue = guideValue
        self.layoutName = layoutName
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: FieldKey.self)
        let name = try c.decode(String.self, forKey: FieldKey("kind"))
        children = try c.decodeIfPresent([NodeID].self, forKey: FieldKey("children")) ?? []
        ids = try c.decodeIfPresent([String].self, forKey: FieldKey("ids")) ?? []
        accessibilityIdentifiers = try c.decodeIfPresent([String].self, forKey: FieldKey("accessibilityIdentifiers")) ?? []
        let reader = FieldReader(container: c)
        let (kind, fields, arity) = try reader.kind(named: name)
        self.kind = kind
        if case .shape = kind { color = try reader.color() }
        if case .alignmentGuide = kind { guideValue = try reader.guideValue() }
        for key in c.allKeys where !(["kind", "children", "ids", "accessibilityIdentifiers"] + fields).contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "unknown field '\(key.stringValue)' for a \(name) node; it takes \(fields.isEmpty ? "no fields" : fields.joined(separator: ", "))")
        }
        if let arity, children.count != arity {
            throw DecodingError.dataCorruptedError(forKey: FieldKey("children"), in: c, debugDescription: "a \(name) node takes exactly \(arity) \(arity == 1 ? "child" : "children"), found \(children.count)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        let writer = FieldWriter()
        try writer.write(kind, color: color, function: guideValue, layoutName: layoutName, into: &c)
        if !children.isEmpty { try c.encode(children, forKey: FieldKey("children")) }
        if !ids.isEmpty { try c.encode(ids, forKey: FieldKey("ids")) }
        if !accessibilityIdentifiers.isEmpty { try c.encode(accessibilityIdentifiers, forKey: FieldKey("accessibilityIdentifiers")) }
    }
}

struct FieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
