import Foundation

/// `containerRelativeFrame(_:count:span:spacing:alignment:)` inside a scroll view: a frame whose
/// length on each of `axes` is a share of the nearest enclosing scroll view's visible length.
/// (Outside scroll views the container is the window's safe area, known when the view is
/// lowered, and the modifier becomes a fixed frame.)
public struct ContainerRelativeFrameSpec: Hashable, Sendable {
    /// The axes the frame is sized on.
    public var axes: Axis.Set
    /// The number of equal parts the container is divided into (at least 1).
    public var count: Int
    /// The number of parts the view spans (between 1 and `count`).
    public var span: Int
    /// The space between parts.
    public var spacing: CGFloat
    /// Where the view is placed in the frame.
    public var alignment: Alignment

    /// Creates the parameters of a container-relative frame.
    public init(axes: Axis.Set, count: Int = 1, span: Int = 1, spacing: CGFloat = 0, alignment: Alignment = .center) {
        self.axes = axes
        self.count = count
        self.span = span
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The frame's length for a container `length` long, by Apple's documented formula:
    /// (length − spacing × (count − 1)) / count × span + spacing × (span − 1), never negative.
    /// A count below 1 counts as 1, a span is kept between 1 and the count, and a spacing that
    /// is not finite counts as 0.
    public func length(in length: CGFloat) -> CGFloat {
        let count = max(self.count, 1), span = min(max(self.span, 1), count)
        let spacing = spacing.isFinite ? spacing : 0
        let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
        return max(part * CGFloat(span) + spacing * CGFloat(span - 1), 0)
    }
}

extension ContainerRelativeFrameSpec: NodeSpec {
    package var nodeKind: NodeKind { .containerRelativeFrame(self) }
    var displayName: String { "containerRelativeFrame" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["containerRelativeFrame"] }

    /// A `containerRelativeFrame` node: `axes` (required), `count` and `span` (integers, 1 by
    /// default), `spacing` (default 0) and `alignment`.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<ContainerRelativeFrameSpec> {
        guard let axes = try file.axes("axes") else { throw file.corrupted("axes", "required field 'axes' is missing") }
        let count = try file.container.decodeIfPresent(Int.self, forKey: FieldKey("count")) ?? 1
        let span = try file.container.decodeIfPresent(Int.self, forKey: FieldKey("span")) ?? 1
        let spec = ContainerRelativeFrameSpec(axes: axes, count: count, span: span, spacing: try file.length("spacing", .signed) ?? 0, alignment: try file.alignment("alignment"))
        return FileNode(spec, fields: ["axes", "count", "span", "spacing", "alignment"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("containerRelativeFrame")
        try file.put("axes", axes)
        if count != 1 { try file.encode(count, "count") }
        if span != 1 { try file.encode(span, "span") }
        if spacing != 0 { try file.encode(spacing, "spacing") }
        try file.put("alignment", alignment)
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> ContainerRelativeFrameSpec { self }
}
