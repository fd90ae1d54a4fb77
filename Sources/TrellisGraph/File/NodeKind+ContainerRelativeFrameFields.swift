import Foundation

extension FieldReader {
    /// A `containerRelativeFrame` node: `axes` (required), `count` and `span` (integers, 1 by
    /// default), `spacing` (default 0) and `alignment`.
    func containerRelativeFrameKind() throws -> (NodeKind, [String], Int?) {
        guard let axes = try axes("axes") else { throw corrupted("axes", "required field 'axes' is missing") }
        let count = try container.decodeIfPresent(Int.self, forKey: FieldKey("count")) ?? 1
        let span = try container.decodeIfPresent(Int.self, forKey: FieldKey("span")) ?? 1
        let spec = ContainerRelativeFrameSpec(axes: axes, count: count, span: span, spacing: try length("spacing") ?? 0, alignment: try alignment("alignment"))
        return (.containerRelativeFrame(spec), ["axes", "count", "span", "spacing", "alignment"], 1)
    }
}

extension FieldWriter {
    /// Writes a `containerRelativeFrame` node's fields (see
    /// ``FieldReader/containerRelativeFrameKind()``).
    func writeContainerRelativeFrame(_ spec: ContainerRelativeFrameSpec, into c: inout KeyedEncodingContainer<FieldKey>) throws {
        try c.encode("containerRelativeFrame", forKey: FieldKey("kind"))
        try c.encode(Axis.allCases.filter(spec.axes.contains).map { $0 == .horizontal ? "horizontal" : "vertical" }, forKey: FieldKey("axes"))
        if spec.count != 1 { try c.encode(spec.count, forKey: FieldKey("count")) }
        if spec.span != 1 { try c.encode(spec.span, forKey: FieldKey("span")) }
        if spec.spacing != 0 { try c.encode(spec.spacing, forKey: FieldKey("spacing")) }
        if spec.alignment != .center { try FieldWriter.put("alignment", spec.alignment, into: &c) }
    }
}
