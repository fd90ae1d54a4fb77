import Foundation

/// Writes the fields of one node into a graph file; each kind's spec writes its own
/// (``NodeSpec/write(to:)``) with these helpers.
struct FieldWriter {
    /// The node's fields.
    var container: KeyedEncodingContainer<FieldKey>
    /// The graph the node is in, which keeps what the node holds beside its kind: its colour
    /// and the entries of the side tables its kind points into.
    let graph: LayoutGraph
    /// The node being written.
    let node: NodeID

    /// Writes the node's kind name.
    mutating func kindName(_ name: String) throws {
        try container.encode(name, forKey: FieldKey("kind"))
    }

    /// Writes `value` as `field`.
    mutating func encode(_ value: some Encodable, _ field: String) throws {
        try container.encode(value, forKey: FieldKey(field))
    }

    /// Writes `value` as `field` unless it is `nil`.
    mutating func encodeIfPresent(_ value: (some Encodable)?, _ field: String) throws {
        try container.encodeIfPresent(value, forKey: FieldKey(field))
    }

    /// Writes a length unless it is `nil`; an infinite one as the string `"infinity"`.
    mutating func put(_ field: String, _ value: CGFloat?) throws {
        guard let value else { return }
        if value.isInfinite {
            try container.encode(value > 0 ? "infinity" : "-infinity", forKey: FieldKey(field))
        } else {
            try container.encode(value, forKey: FieldKey(field))
        }
    }

    /// Writes an alignment unless it is `.center`, the default.
    mutating func put(_ field: String, _ alignment: Alignment) throws {
        guard alignment != .center else { return }
        try FieldWriter.put(field, alignment, into: &container)
    }

    /// Writes a set of axes as an array of `"horizontal"` and `"vertical"`.
    mutating func put(_ field: String, _ axes: Axis.Set) throws {
        try container.encode(Axis.allCases.filter(axes.contains).map { $0 == .horizontal ? "horizontal" : "vertical" }, forKey: FieldKey(field))
    }

    /// The error for a node a graph file cannot hold, about `value`.
    func cannotStore(_ value: Any, _ reason: String) -> EncodingError {
        EncodingError.invalidValue(value, .init(codingPath: container.codingPath, debugDescription: reason))
    }

    /// Writes `alignment` as `field`: one of SwiftUI's names, or a pair of guides.
    static func put(_ field: String, _ alignment: Alignment, into c: inout KeyedEncodingContainer<FieldKey>) throws {
        if let name = Alignment.standard.first(where: { $0.value == alignment })?.key {
            try c.encode(name, forKey: FieldKey(field))
        } else {
            var pair = c.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey(field))
            try pair.encode(AlignmentKeyRecord(alignment.horizontal.key), forKey: FieldKey("horizontal"))
            try pair.encode(AlignmentKeyRecord(alignment.vertical.key), forKey: FieldKey("vertical"))
        }
    }
}
