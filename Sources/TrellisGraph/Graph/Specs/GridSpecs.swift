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
