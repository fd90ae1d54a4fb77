import Foundation
import TrellisGraph

// Models: SwiftUI's `Grid` and `GridRow` (iOS 16), `gridCellColumns`, `gridColumnAlignment`,
// `gridCellAnchor` and `gridCellUnsizedAxes` — documented in the LayoutRules article, §9 (grids). Apple documents
// what a grid does (columns as wide as their widest cell, rows as tall as their tallest,
// flexible columns sharing the remaining space equally, anchors and merged cells); how the
// space is shared is Trellis's derivation: the stacks' ``Distribution`` applied to columns,
// then to rows, every track with priority 0.

/// A grid sizes its columns, then its rows, by their cells (``measure(_:_:for:in:)``) and
/// places each cell in its cell, aligned by its column's and row's guides.
enum GridRule: ContainerRule {
    typealias Spec = GridSpec

    /// Its answers are cached like any view's.
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<GridSpec>) -> CachePolicy { .cached }

    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<GridSpec>) -> LengthOrigin { .fromChildren }

    /// Its children may lie anywhere inside it, the window or a safe area.
    static func childBounds(at frame: CGRect, in context: NodeContext<GridSpec>) -> ChildBounds { ChildBounds() }

    /// It reports no guides of its own (its guide passing is `.none`).
    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<GridSpec>) -> CGFloat? {
        nil
    }

    /// Its answer may depend on both dimensions of its proposal.
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<GridSpec>) -> ProposalDimensions { .both }

    /// A spacing that is not a usable length is replaced by the default.
    static func normalize(_ spec: inout GridSpec, _ report: inout NormalizationReport) {
        if let spacing = spec.horizontalSpacing, !NormalizationReport.isUsable(spacing) {
            report.replaced(.gridHorizontalSpacing, spacing, with: .defaultValue)
            spec.horizontalSpacing = nil
        }
        if let spacing = spec.verticalSpacing, !NormalizationReport.isUsable(spacing) {
            report.replaced(.gridVerticalSpacing, spacing, with: .defaultValue)
            spec.verticalSpacing = nil
        }
    }

    static func priorityPassing(in context: FactsContext<GridSpec>) -> PriorityPassing { .readsChildren }

    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<GridSpec>) -> EdgeSpacing { .none }

    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<GridSpec>) -> InheritedContext {
        InheritedContext(stackAxis: nil, direction: inherited.direction, isChildOfGrid: true)
    }

    static func guidePassing(in context: FactsContext<GridSpec>) -> GuidePassing { .none }

    /// A grid aligns its cells by its columns' and rows' guides.
    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<GridSpec>) -> Bool { true }

    static func name(in context: NodeContext<GridSpec>) -> LayoutRule { .grid }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<GridSpec>) -> CGSize {
        measure(context.node, structure(of: context.node, context.spec, in: context), for: proposal, in: context).size
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<GridSpec>) -> Placements {
        .many(placements(of: context.node, proposal: proposal, in: context))
    }

    /// One cell of a grid.
    struct GridCell {
        /// The view placed in the cell.
        var node: NodeID
        var row: Int
        /// The first column the cell covers.
        var column: Int
        /// How many columns it covers.
        var span: Int
        /// Whether it covers several columns or the whole grid, which makes the grid align it
        /// by unit points rather than by guides.
        var isMerged: Bool
        /// Its `gridCellAnchor`, if any.
        var anchor: UnitPoint?
        /// The axes it does not size its tracks on (`gridCellUnsizedAxes`).
        var unsized: Axis.Set = []
    }

    /// A grid's rows and cells.
    struct GridStructure {
        var spec: GridSpec
        /// Each row's node (a `GridRow`, a view spanning the grid, or the grid itself when it is a
        /// lone `GridRow`) and the vertical guide its cells are aligned by.
        var rows: [(node: NodeID, alignment: AlignmentKey)]
        var cells: [GridCell]
        var columnCount: Int
        /// Each column's horizontal guide: its cells' `gridColumnAlignment`, or the grid's.
        var columnAlignments: [AlignmentKey]
        /// The single-column cells of each column, and the cells of each row, by index in `cells`.
        var cellsByColumn: [[Int]]
        var cellsByRow: [[Int]]
    }

    /// The lengths of a grid's columns and rows for one proposal.
    struct GridTracks {
        var widths: [CGFloat]
        var heights: [CGFloat]
        var columnSpacing: CGFloat
        var rowSpacing: CGFloat

        /// The width of the columns `cell` covers, with the spacing between them.
        func width(of cell: GridCell) -> CGFloat {
            widths[cell.column..<cell.column + cell.span].reduce(0, +) + columnSpacing * CGFloat(cell.span - 1)
        }

        var size: CGSize {
            CGSize(width: Self.total(widths, spacing: columnSpacing), height: Self.total(heights, spacing: rowSpacing))
        }

        /// Where each track starts.
        static func starts(_ lengths: [CGFloat], spacing: CGFloat) -> [CGFloat] {
            var position: CGFloat = 0
            return lengths.map { length in
                defer { position += length + spacing }
                return position
            }
        }

        static func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
            lengths.reduce(0, +) + spacing * CGFloat(max(lengths.count - 1, 0))
        }
    }

    /// Reads a grid's rows and cells. A `GridRow` child is a row of cells in column order, each
    /// covering `gridCellColumns` columns (1 by default); any other child is a row of one cell
    /// spanning every column. The grid has as many columns as its longest row; shorter rows
    /// leave their trailing cells empty. A lone `GridRow` (`node` itself) is a grid of one row.
    static func structure(of node: NodeID, _ spec: GridSpec, in context: NodeContext<Spec>) -> GridStructure {
        let isLoneRow: Bool
        if case .gridRow = context.tree.kind(of: node) { isLoneRow = true } else { isLoneRow = false }
        let rowNodes = isLoneRow ? [node] : Array(context.tree.children(of: node))
        let gridVertical = spec.alignment.vertical.key
        var rows: [(node: NodeID, alignment: AlignmentKey)] = []
        var rowCells: [[(node: NodeID, modifiers: GridCellSpec)]?] = []
        for row in rowNodes {
            if case .gridRow(let rowSpec) = context.tree.kind(of: row) {
                rows.append((row, rowSpec.alignment ?? gridVertical))
                rowCells.append(context.tree.children(of: row).map { ($0, cellModifiers(of: $0, in: context)) })
            } else {
                rows.append((row, gridVertical))
                rowCells.append(nil)
            }
        }
        let rowWidths = rowCells.compactMap { $0?.reduce(0) { $0 + max($1.modifiers.columns ?? 1, 1) } }
        let columnCount = rows.isEmpty ? 0 : max(rowWidths.max() ?? 1, 1)
        var structure = GridStructure(
            spec: spec, rows: rows, cells: [], columnCount: columnCount,
            columnAlignments: Array(repeating: spec.alignment.horizontal.key, count: columnCount),
            cellsByColumn: Array(repeating: [], count: columnCount), cellsByRow: Array(repeating: [], count: rows.count))
        var aligned = Set<Int>()
        for (rowIndex, cells) in rowCells.enumerated() {
            guard let cells else {
                let modifiers = cellModifiers(of: rows[rowIndex].node, in: context)
                structure.cells.append(GridCell(node: rows[rowIndex].node, row: rowIndex, column: 0, span: columnCount, isMerged: true,
                                                anchor: modifiers.anchor, unsized: modifiers.unsizedAxes ?? []))
                continue
            }
            var column = 0
            for (cell, modifiers) in cells {
                let span = min(max(modifiers.columns ?? 1, 1), columnCount - column)
                structure.cells.append(GridCell(node: cell, row: rowIndex, column: column, span: span, isMerged: span > 1,
                                                anchor: modifiers.anchor, unsized: modifiers.unsizedAxes ?? []))
                if span == 1, let alignment = modifiers.columnAlignment, aligned.insert(column).inserted {
                    structure.columnAlignments[column] = alignment
                }
                column += span
            }
        }
        for (index, cell) in structure.cells.enumerated() {
            structure.cellsByRow[cell.row].append(index)
            if cell.span == 1, !cell.isMerged { structure.cellsByColumn[cell.column].append(index) }
        }
        return structure
    }

    /// The grid modifiers of a cell, read through the modifiers around it; an outer modifier
    /// wins over an inner one.
    private static func cellModifiers(of cell: NodeID, in context: NodeContext<Spec>) -> GridCellSpec {
        var result = GridCellSpec()
        var current = cell
        while true {
            let kind = context.tree.kind(of: current)
            if case .gridCell(let spec) = kind { result = result.merged(with: spec) }
            guard kind.isModifier, let child = context.tree.firstChild(of: current) else { return result }
            current = child
        }
    }

    /// Sizes a grid's columns, then its rows, for `proposal`:
    /// 1. each column's length for an offer `w` is the widest of its single-column cells
    ///    proposed `w`×nil; the columns share the proposed width minus the spacing as a stack's
    ///    children do (least flexible first, each offered an equal share of what remains), or
    ///    take their ideal widths when the width is unspecified;
    /// 2. a cell covering several columns (or the whole grid) is offered their width plus what
    ///    the columns left unused; what it takes beyond their width widens them equally;
    /// 3. each row's length for an offer `h` is the tallest of its cells proposed their width
    ///    by `h`; the rows share the proposed height minus the spacing in the same way.
    ///
    /// A cell with `gridCellUnsizedAxes` takes no part in sizing its columns (horizontal) or
    /// its row (vertical): it is only proposed the tracks' lengths when placed.
    ///
    /// Unset spacings are the default 8 pt. Rule: ``LayoutRule/grid``.
    static func measure(_ node: NodeID, _ structure: GridStructure, for proposal: ProposedViewSize, in context: NodeContext<Spec>) -> GridTracks {
        let columnSpacing = structure.spec.horizontalSpacing ?? EdgeSpacing.defaultDistance
        let rowSpacing = structure.spec.verticalSpacing ?? EdgeSpacing.defaultDistance
        let columnCount = structure.columnCount, rowCount = structure.rows.count
        let availableWidth = proposal.width.map { $0 - columnSpacing * CGFloat(max(columnCount - 1, 0)) }
        func record(_ axis: Axis) -> (Int, Decision.Share?, CGFloat) -> Void {
            { index, share, length in
                context.record(.gridTrack(axis: axis, index: index, share: share, length: length), about: node, proposal: proposal, rule: .grid)
            }
        }
        var widths = shareTracks(count: columnCount, available: availableWidth, in: context, record: record(.horizontal)) { column, offer in
            structure.cellsByColumn[column].reduce(0) { widest, index in
                structure.cells[index].unsized.contains(.horizontal) ? widest : max(widest, context.size(of: structure.cells[index].node, for: ProposedViewSize(width: offer, height: nil)).width)
            }
        }
        var tracks = GridTracks(widths: widths, heights: [], columnSpacing: columnSpacing, rowSpacing: rowSpacing)
        var unused = availableWidth.map { $0 - widths.reduce(0, +) }
        for cell in structure.cells where cell.isMerged && !cell.unsized.contains(.horizontal) {
            let covered = tracks.width(of: cell)
            let offer = unused.map { covered + max($0, 0) }
            let needed = context.size(of: cell.node, for: ProposedViewSize(width: offer, height: nil)).width
            guard needed > covered else { continue }
            for column in cell.column..<cell.column + cell.span { widths[column] += (needed - covered) / CGFloat(cell.span) }
            tracks.widths = widths
            unused = unused.map { $0 - (needed - covered) }
        }
        let availableHeight = proposal.height.map { $0 - rowSpacing * CGFloat(max(rowCount - 1, 0)) }
        let columns = tracks
        tracks.heights = shareTracks(count: rowCount, available: availableHeight, in: context, record: record(.vertical)) { row, offer in
            structure.cellsByRow[row].reduce(0) { tallest, index in
                let cell = structure.cells[index]
                guard !cell.unsized.contains(.vertical) else { return tallest }
                return max(tallest, context.size(of: cell.node, for: ProposedViewSize(width: columns.width(of: cell), height: offer)).height)
            }
        }
        context.record(.gridTracks(columns: tracks.widths, rows: tracks.heights), about: node, proposal: proposal, size: tracks.size, rule: .grid)
        return tracks
    }

    /// Lengths for `count` columns or rows whose length for an offer is `length(track, offer)`:
    /// each its ideal length when nothing is `available`; otherwise shared by ``Distribution``,
    /// every track with priority 0. `record` is told each track's share and length, in explain
    /// mode. The order lives in memory the context hands out.
    private static func shareTracks(count: Int, available: CGFloat?, in context: NodeContext<Spec>, record: (Int, Decision.Share?, CGFloat) -> Void,
                                     length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available else {
            return (0..<count).map { track in
                let taken = length(track, nil)
                record(track, nil, taken)
                return taken
            }
        }
        var lengths = [CGFloat](repeating: 0, count: count)
        context.workspace.withDistributionOrder(count: count, sort: { order in
            Distribution.order(order, priority: { _ in 0 }, length: { length($0, $1) })
        }) { order in
            Distribution.share(order, available: available) { turn in
                let taken = length(turn.candidate.offset, turn.offer)
                record(turn.candidate.offset, turn.share(priority: 0), taken)
                lengths[turn.candidate.offset] = taken
                return taken
            }
        }
        return lengths
    }

    /// Where a grid puts its children: each `GridRow` across the grid's full width at its row,
    /// and each cell in its cell, proposed the cell's size and aligned there. The cells of a
    /// `GridRow` are kept for the row to place (``RowPlacements``).
    ///
    /// A cell is aligned by its column's horizontal guide and its row's vertical guide; a cell
    /// with a `gridCellAnchor`, or covering several columns or the whole grid, by unit point:
    /// the anchor (or the grid's alignment as a unit point) of the content on the same point of
    /// the cell.
    static func placements(of node: NodeID, proposal: ProposedViewSize, in context: NodeContext<GridSpec>) -> [ChildPlacement] {
        let structure = structure(of: node, context.spec, in: context)
        let tracks = measure(node, structure, for: proposal, in: context)
        let columnStarts = GridTracks.starts(tracks.widths, spacing: tracks.columnSpacing)
        let rowStarts = GridTracks.starts(tracks.heights, spacing: tracks.rowSpacing)
        var cellsByRow = [[ChildPlacement]](repeating: [], count: structure.rows.count)
        for cell in structure.cells {
            let extent = CGSize(width: tracks.width(of: cell), height: tracks.heights[cell.row])
            let cellProposal = ProposedViewSize(extent)
            let size = context.size(of: cell.node, for: cellProposal)
            var origin = CGPoint(x: columnStarts[cell.column], y: rowStarts[cell.row])
            for axis in Axis.both {
                let key = axis == .vertical ? structure.rows[cell.row].alignment
                    : cell.isMerged ? context.spec.alignment.horizontal.key : structure.columnAlignments[cell.column]
                if let unit = cell.anchor?[axis] ?? (cell.isMerged ? key.defaultValue(in: ViewDimensions(width: 1, height: 1)) : nil) {
                    origin[axis] += unit * (extent[axis] - size[axis])
                } else {
                    origin[axis] += key.defaultValue(in: ViewDimensions(size: extent)) - context.guide(key, of: cell.node, proposal: cellProposal, size: size)
                }
            }
            cellsByRow[cell.row].append(ChildPlacement(child: cell.node, proposal: cellProposal, origin: origin))
        }
        var placements: [ChildPlacement] = []
        for (index, row) in structure.rows.enumerated() {
            guard row.node != node, case .gridRow = context.tree.kind(of: row.node) else {
                placements += cellsByRow[index]
                continue
            }
            let rowOrigin = CGPoint(x: 0, y: rowStarts[index])
            placements.append(ChildPlacement(child: row.node, proposal: ProposedViewSize(width: tracks.size.width, height: tracks.heights[index]), origin: rowOrigin))
            context.state(RowPlacements.self).cells[row.node] = cellsByRow[index].map { cell in
                ChildPlacement(child: cell.child, proposal: cell.proposal, origin: CGPoint(x: cell.origin.x, y: cell.origin.y - rowOrigin.y))
            }
        }
        return placements
    }

    /// Where each `GridRow` of a grid puts its cells, decided when the grid is placed and read
    /// when the row is (``GridRowRule``).
    final class RowPlacements: RuleState {
        /// The cells of each row, in the row's coordinates.
        var cells: [NodeID: [ChildPlacement]] = [:]
    }
}
