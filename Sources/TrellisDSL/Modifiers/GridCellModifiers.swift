import TrellisGraph

/// `gridCellColumns(_:)`, `gridColumnAlignment(_:)`, `gridCellAnchor(_:)` or
/// `gridCellUnsizedAxes(_:)`: how a `Grid` treats
/// the cell. Outside a grid the view lays out unchanged.
nonisolated public struct _GridCellModifier: ViewModifier, LayoutNodeModifier {
    /// The grid modifiers set.
    public let spec: GridCellSpec

    /// Never called: `_GridCellModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package var nodeKind: NodeKind { .gridCell(spec) }
}

nonisolated extension View {
    /// This view as a grid cell covering `count` columns of its row.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(spec: GridCellSpec(columns: count)))
    }

    /// This view as a grid cell whose whole column is aligned horizontally by `guide`. Set it on
    /// one cell of the column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(spec: GridCellSpec(columnAlignment: guide.key)))
    }

    /// This view as a grid cell placed so that its `anchor` point lies on the cell's `anchor` point.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(spec: GridCellSpec(anchor: anchor)))
    }

    /// This view as a grid cell that does not size its column (`.horizontal`) or row
    /// (`.vertical`) on `axes`: it is proposed the track's length there, whatever it would take,
    /// so a flexible view (a `Divider`, a `Color`) spans the grid without widening it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(spec: GridCellSpec(unsizedAxes: axes)))
    }
}
