import Foundation
import TrellisGraph

/// A view that arranges its rows of views in columns.
///
/// ```swift
/// Grid(horizontalSpacing: 12) {
///     GridRow { label; Color.red }
///     GridRow { label; Color.blue }
/// }
/// ```
///
/// Each `GridRow` puts its views in successive columns; any other view is a row spanning every
/// column. A column is as wide as its widest cell and a row as tall as its tallest; flexible
/// columns and rows share the space that remains.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    private let spec: GridSpec
    private let content: Content

    /// Creates a grid of the rows `content` builds, with each cell's content aligned by
    /// `alignment` and the given spacing between columns and rows (8 pt when `nil`).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        spec = GridSpec(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// Never called: `Grid` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let rows = lowering.lower(content)
        return [lowering.add(.grid(spec), children: rows)]
    }
}

/// A row of a `Grid`: its views go in successive columns.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    private let alignment: VerticalAlignment?
    private let content: Content

    /// Creates a row of the views `content` builds, aligned vertically by `alignment` (the
    /// grid's alignment when `nil`).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Never called: `GridRow` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let cells = lowering.lower(content)
        return [lowering.add(.gridRow(GridRowSpec(alignment: alignment?.key)), children: cells)]
    }
}
