import Foundation

/// Reads the fields of one node in a graph file.
struct FieldReader {
    let container: KeyedDecodingContainer<FieldKey>

    /// The node called `name`: the kind whose spec lists the name (``NodeKind/fileSpecs``), the
    /// fields it accepts, its exact number of children (`nil` when it takes any number) and what
    /// it keeps beside its kind. An `alignmentGuide` node's kind refers to no function yet; its
    /// function comes with it, in the graph's table once the node is added.
    func node(named name: String) throws -> FileNode<NodeKind> {
        for spec in NodeKind.fileSpecs where spec.fileNames.contains(name) {
            return try read(spec, named: name)
        }
        let names = NodeKind.fileSpecs.flatMap { $0.fileNames }
        throw corrupted("kind", "unknown node kind '\(name)'; expected one of \(names.joined(separator: ", "))")
    }

    /// Reads a node of the kind whose spec is `Spec`, and puts the spec in its kind.
    private func read<Spec: NodeSpec>(_ spec: Spec.Type, named name: String) throws -> FileNode<NodeKind> {
        let node = try Spec.read(named: name, from: self)
        return FileNode(node.spec.nodeKind, fields: node.fields, childCount: node.childCount, color: node.color, guideFunction: node.guideFunction)
    }

    func corrupted(_ field: String, _ message: String) -> DecodingError {
        DecodingError.dataCorruptedError(forKey: FieldKey(field), in: container, debugDescription: message)
    }

    /// A set of axes: an array of `"horizontal"` and `"vertical"`.
    func axes(_ field: String) throws -> Axis.Set? {
        guard let names = try container.decodeIfPresent([String].self, forKey: FieldKey(field)) else { return nil }
        var axes: Axis.Set = []
        for name in names {
            guard let axis = Axis(name: name) else {
                throw corrupted(field, "expected \"horizontal\" or \"vertical\", found \"\(name)\"")
            }
            axes.insert(axis == .horizontal ? .horizontal : .vertical)
        }
        return axes
    }

    func bool(_ field: String) throws -> Bool? {
        try container.decodeIfPresent(Bool.self, forKey: FieldKey(field))
    }

    /// What a length field accepts besides finite non-negative numbers.
    enum LengthRange {
        /// Nothing else: sizes, lengths, scales.
        case nonNegative
        /// Negative numbers too: spacings, insets, offsets, positions and priorities.
        case signed
        /// The string `"infinity"` too: a frame's maximum, a grid item's maximum.
        case unbounded
    }

    /// A length: a finite number in `range`. Anything else is an error at the field's path, so
    /// a graph file never brings a NaN, an infinity or a negative size into a layout.
    func length(_ field: String, _ range: LengthRange = .nonNegative) throws -> CGFloat? {
        let key = FieldKey(field)
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        if let text = try? container.decode(String.self, forKey: key) {
            guard text == "infinity", range == .unbounded else {
                let allowed = range == .unbounded ? "a number or \"infinity\"" : "a finite number"
                throw corrupted(field, "expected \(allowed), found \"\(text)\"")
            }
            return .infinity
        }
        let value = try container.decode(CGFloat.self, forKey: key)
        guard value.isFinite else { throw corrupted(field, "expected a finite number, found \(value)") }
        if value < 0, range != .signed {
            throw corrupted(field, "expected a non-negative number, found \(PointFormat.string(value))")
        }
        return value
    }

    func guide(_ field: String, axis: Axis) throws -> AlignmentKey? {
        let key = FieldKey(field)
        guard container.contains(key) else { return nil }
        return try container.decode(AlignmentKeyRecord.self, forKey: key).key(axis: axis, path: container.codingPath + [key])
    }

    func alignment(_ field: String) throws -> Alignment {
        let key = FieldKey(field)
        guard container.contains(key) else { return .center }
        if let name = try? container.decode(String.self, forKey: key) {
            guard let alignment = Alignment.standard[name] else {
                throw corrupted(field, "unknown alignment '\(name)'; expected one of \(Alignment.standard.keys.sorted().joined(separator: ", "))")
            }
            return alignment
        }
        let pair = try container.nestedContainer(keyedBy: FieldKey.self, forKey: key)
        let path = container.codingPath + [key]
        let h = try pair.decode(AlignmentKeyRecord.self, forKey: FieldKey("horizontal")).key(axis: .horizontal, path: path + [FieldKey("horizontal")])
        let v = try pair.decode(AlignmentKeyRecord.self, forKey: FieldKey("vertical")).key(axis: .vertical, path: path + [FieldKey("vertical")])
        return Alignment(horizontal: HorizontalAlignment(key: h), vertical: VerticalAlignment(key: v))
    }
}

extension Axis {
    init?(name: String) {
        switch name {
        case "horizontal": self = .horizontal
        case "vertical": self = .vertical
        default: return nil
        }
    }
}

extension Alignment {
    /// The standard alignments by their SwiftUI names.
    static let standard: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        "centerFirstTextBaseline": .centerFirstTextBaseline, "centerLastTextBaseline": .centerLastTextBaseline,
        "leadingFirstTextBaseline": .leadingFirstTextBaseline, "leadingLastTextBaseline": .leadingLastTextBaseline,
        "trailingFirstTextBaseline": .trailingFirstTextBaseline, "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]
}
