import Foundation

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)`. Its children are its rows: `gridRow`
/// nodes, or single views that span every column.
public struct GridSpec: Hashable, Sendable {
    /// How each cell's content is aligned in its cell, unless its row, column or cell says otherwise.
    public var alignment: Alignment
    /// The distance between columns, or `nil` for the default (8 pt).
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or `nil` for the default (8 pt).
    public var verticalSpacing: CGFloat?

    /// Creates the parameters of a grid.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

/// `GridRow(alignment:)`. Its children are its cells, in column order.
public struct GridRowSpec: Hashable, Sendable {
    /// The vertical guide the row's cells are aligned by, or `nil` for the grid's.
    public var alignment: AlignmentKey?

    /// Creates the parameters of a grid row.
    public init(alignment: AlignmentKey? = nil) {
        precondition(alignment.map { $0.axis == .vertical } ?? true, "a grid row aligns its cells vertically")
        self.alignment = alignment
    }
}

/// The grid modifiers of a cell: `gridCellColumns(_:)`, `gridColumnAlignment(_:)`,
/// `gridCellAnchor(_:)` and `gridCellUnsizedAxes(_:)`. A node of this kind lays out as its
/// single child; the grid reads it.
public struct GridCellSpec: Hashable, Sendable {
    /// How many columns the cell spans, when set.
    public var columns: Int?
    /// The horizontal guide for the cell's whole column, when set.
    public var columnAlignment: AlignmentKey?
    /// The unit point of the cell that the content's same unit point is put on, when set.
    public var anchor: UnitPoint?
    /// The axes on which the cell does not size its column (horizontal) or row (vertical) and
    /// takes the track's length instead, when set.
    public var unsizedAxes: Axis.Set?

    /// Creates the grid modifiers of a cell.
    public init(columns: Int? = nil, columnAlignment: AlignmentKey? = nil, anchor: UnitPoint? = nil, unsizedAxes: Axis.Set? = nil) {
        precondition(columnAlignment.map { $0.axis == .horizontal } ?? true, "a column alignment is horizontal")
        self.columns = columns
        self.columnAlignment = columnAlignment
        self.anchor = anchor
        self.unsizedAxes = unsizedAxes
    }

    /// These modifiers, with the ones `inner` sets where these set none.
    package func merged(with inner: GridCellSpec) -> GridCellSpec {
        GridCellSpec(columns: columns ?? inner.columns, columnAlignment: columnAlignment ?? inner.columnAlignment,
                     anchor: anchor ?? inner.anchor, unsizedAxes: unsizedAxes ?? inner.unsizedAxes)
    }
}

extension GridSpec: NodeSpec {
    package var nodeKind: NodeKind { .grid(self) }
    var displayName: String { "Grid" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { false }
    static var fileNames: [String] { ["grid"] }

    /// A `grid` node: `alignment`, `horizontalSpacing` and `verticalSpacing`; the children are
    /// its rows.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<GridSpec> {
        let spec = GridSpec(alignment: try file.alignment("alignment"), horizontalSpacing: try file.length("horizontalSpacing", .signed),
                            verticalSpacing: try file.length("verticalSpacing", .signed))
        return FileNode(spec, fields: ["alignment", "horizontalSpacing", "verticalSpacing"], childCount: nil)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("grid")
        try file.put("alignment", alignment)
        try file.put("horizontalSpacing", horizontalSpacing)
        try file.put("verticalSpacing", verticalSpacing)
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> GridSpec { self }
}

extension GridRowSpec: NodeSpec {
    package var nodeKind: NodeKind { .gridRow(self) }
    var displayName: String { "GridRow" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { false }
    static var fileNames: [String] { ["gridRow"] }

    /// A `gridRow` node: `alignment`, a vertical guide; the children are its cells.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<GridRowSpec> {
        FileNode(GridRowSpec(alignment: try file.guide("alignment", axis: .vertical)), fields: ["alignment"], childCount: nil)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("gridRow")
        try file.encodeIfPresent(alignment.map(AlignmentKeyRecord.init), "alignment")
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> GridRowSpec { self }
}

extension GridCellSpec: NodeSpec {
    package var nodeKind: NodeKind { .gridCell(self) }
    var displayName: String { "gridCell" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["gridCell"] }

    /// A `gridCell` node: `columns`, `columnAlignment` (a horizontal guide), `anchor` as
    /// `{"x": 0.25, "y": 0.75}` and `unsizedAxes`.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<GridCellSpec> {
        let spec = GridCellSpec(
            columns: try file.container.decodeIfPresent(Int.self, forKey: FieldKey("columns")),
            columnAlignment: try file.guide("columnAlignment", axis: .horizontal),
            anchor: try file.container.decodeIfPresent(UnitPointRecord.self, forKey: FieldKey("anchor")).map { UnitPoint(x: $0.x, y: $0.y) },
            unsizedAxes: try file.axes("unsizedAxes"))
        return FileNode(spec, fields: ["columns", "columnAlignment", "anchor", "unsizedAxes"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("gridCell")
        try file.encodeIfPresent(columns, "columns")
        try file.encodeIfPresent(columnAlignment.map(AlignmentKeyRecord.init), "columnAlignment")
        try file.encodeIfPresent(anchor.map { UnitPointRecord(x: $0.x, y: $0.y) }, "anchor")
        if let unsizedAxes { try file.put("unsizedAxes", unsizedAxes) }
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> GridCellSpec { self }
}

/// A grid cell's anchor as a graph file stores it: `{"x": 0.25, "y": 0.75}`.
private struct UnitPointRecord: Codable {
    var x: CGFloat
    var y: CGFloat
}
