import Foundation

extension FieldReader {
    /// A `lazyVGrid` node (`columns`) or a `lazyHGrid` node (`rows`): an array of items, each
    /// `{"size": "fixed", "length": 70}`, `{"size": "flexible", "minimum": 10, "maximum":
    /// "infinity"}` or `{"size": "adaptive", "minimum": 40, "maximum": 100}`, with an optional
    /// `spacing` and `alignment`; the grid's own `alignment` (a guide across its axis) and
    /// `spacing`.
    func lazyGridKind(named name: String) throws -> (NodeKind, [String], Int?) {
        let axis: Axis = name == "lazyVGrid" ? .vertical : .horizontal
        let field = axis == .vertical ? "columns" : "rows"
        var list = try container.nestedUnkeyedContainer(forKey: FieldKey(field))
        var items: [GridItemSpec] = []
        while !list.isAtEnd {
            items.append(try FieldReader(container: list.nestedContainer(keyedBy: FieldKey.self)).gridItem())
        }
        let spec = LazyGridSpec(axis: axis, items: items, alignment: try guide("alignment", axis: axis.perpendicular), spacing: try length("spacing"))
        return (.lazyGrid(spec), [field, "alignment", "spacing"], nil)
    }

    /// One grid item of a lazy grid's `columns` or `rows`.
    private func gridItem() throws -> GridItemSpec {
        let sizeName = try container.decode(String.self, forKey: FieldKey("size"))
        let size: GridItemSpec.Size
        var fields = ["size", "spacing", "alignment"]
        switch sizeName {
        case "fixed":
            guard let length = try length("length") else { throw corrupted("length", "a fixed grid item needs its 'length'") }
            size = .fixed(length)
            fields.append("length")
        case "flexible", "adaptive":
            let minimum = try length("minimum") ?? 10
            let maximum = try unboundedLength("maximum") ?? .infinity
            size = sizeName == "flexible" ? .flexible(minimum: minimum, maximum: maximum) : .adaptive(minimum: minimum, maximum: maximum)
            fields += ["minimum", "maximum"]
        default:
            throw corrupted("size", "expected \"fixed\", \"flexible\" or \"adaptive\", found \"\(sizeName)\"")
        }
        for key in container.allKeys where !fields.contains(key.stringValue) {
            throw corrupted(key.stringValue, "unknown field '\(key.stringValue)' for a \(sizeName) grid item; it takes \(fields.joined(separator: ", "))")
        }
        let alignment = container.contains(FieldKey("alignment")) ? try self.alignment("alignment") : nil
        return GridItemSpec(size, spacing: try length("spacing"), alignment: alignment)
    }

    /// A non-negative length that may also be the string `"infinity"`.
    private func unboundedLength(_ field: String) throws -> CGFloat? {
        let key = FieldKey(field)
        if let text = try? container.decode(String.self, forKey: key) {
            guard text == "infinity" else { throw corrupted(field, "expected a number or \"infinity\", found \"\(text)\"") }
            return .infinity
        }
        return try length(field)
    }
}

extension FieldWriter {
    /// Writes a `lazyVGrid` or `lazyHGrid` node's fields (see
    /// ``FieldReader/lazyGridKind(named:)``).
    func writeLazyGrid(_ spec: LazyGridSpec, into c: inout KeyedEncodingContainer<FieldKey>) throws {
        try c.encode(spec.axis == .vertical ? "lazyVGrid" : "lazyHGrid", forKey: FieldKey("kind"))
        var list = c.nestedUnkeyedContainer(forKey: FieldKey(spec.axis == .vertical ? "columns" : "rows"))
        for item in spec.items {
            var fields = list.nestedContainer(keyedBy: FieldKey.self)
            switch item.size {
            case .fixed(let length):
                try fields.encode("fixed", forKey: FieldKey("size"))
                try fields.encode(length, forKey: FieldKey("length"))
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                if case .flexible = item.size { try fields.encode("flexible", forKey: FieldKey("size")) } else { try fields.encode("adaptive", forKey: FieldKey("size")) }
                try fields.encode(minimum, forKey: FieldKey("minimum"))
                if maximum.isInfinite { try fields.encode("infinity", forKey: FieldKey("maximum")) } else { try fields.encode(maximum, forKey: FieldKey("maximum")) }
            }
            try fields.encodeIfPresent(item.spacing, forKey: FieldKey("spacing"))
            if let alignment = item.alignment { try FieldWriter.put("alignment", alignment, into: &fields) }
        }
        if spec.alignment.guide != .center { try c.encode(AlignmentKeyRecord(spec.alignment), forKey: FieldKey("alignment")) }
        try c.encodeIfPresent(spec.spacing, forKey: FieldKey("spacing"))
    }
}
