import Foundation
import TrellisGraph

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`: how long it is across the grid, the
/// space after it and how its cells are aligned.
nonisolated public struct GridItem: Sendable, Hashable {
    /// How a grid item's length is decided.
    public enum Size: Sendable, Hashable {
        /// Exactly `length` points, whatever the grid is offered.
        case fixed(CGFloat)
        /// An equal share of what the fixed items and the spacing leave, within `minimum` and
        /// `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// A share like a flexible item's, holding as many tracks of at least `minimum` as fit,
        /// each at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the item's length is decided.
    public var size: Size
    /// The distance to the next item (and, for an adaptive item, between its tracks), or `nil`
    /// for the default 8 pt.
    public var spacing: CGFloat?
    /// How each cell is aligned in its place, or `nil` for the grid's alignment.
    public var alignment: Alignment?

    /// A grid item of `size`, `spacing` before the next one, aligning its cells by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The item as the layout graph stores it.
    var spec: GridItemSpec {
        switch size {
        case .fixed(let length): return GridItemSpec(.fixed(length), spacing: spacing, alignment: alignment)
        case .flexible(let minimum, let maximum): return GridItemSpec(.flexible(minimum: minimum, maximum: maximum), spacing: spacing, alignment: alignment)
        case .adaptive(let minimum, let maximum): return GridItemSpec(.adaptive(minimum: minimum, maximum: maximum), spacing: spacing, alignment: alignment)
        }
    }
}

/// A grid that grows downwards, filling its columns row by row and making its views only as
/// they scroll into view.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///         ForEach(photos) { PhotoCell($0) }
///     }
/// }
/// ```
///
/// The columns' widths come from the grid items and the offered width alone, never from the
/// cells; each row is as tall as its tallest cell. Laid out, every view is made, as in
/// SwiftUI when all of them are visible; `pinnedViews` changes no layout.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    private let spec: LazyGridSpec
    private let content: Content

    /// A grid with `columns`, its cells aligned horizontally by `alignment` unless their column
    /// says otherwise, `spacing` between rows (8 pt when `nil`).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        spec = LazyGridSpec(axis: .vertical, items: columns.map(\.spec), alignment: alignment.key, spacing: spacing)
        self.content = content()
    }

    /// Never called: `LazyVGrid` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let cells = lowering.lower(content)
        return [lowering.add(.lazyGrid(spec), children: cells)]
    }
}

/// A grid that grows to the trailing side, filling its rows column by column and making its
/// views only as they scroll into view.
///
/// The rows' heights come from the grid items and the offered height alone, never from the
/// cells; each column is as wide as its widest cell.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    private let spec: LazyGridSpec
    private let content: Content

    /// A grid with `rows`, its cells aligned vertically by `alignment` unless their row says
    /// otherwise, `spacing` between columns (8 pt when `nil`).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        spec = LazyGridSpec(axis: .horizontal, items: rows.map(\.spec), alignment: alignment.key, spacing: spacing)
        self.content = content()
    }

    /// Never called: `LazyHGrid` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let cells = lowering.lower(content)
        return [lowering.add(.lazyGrid(spec), children: cells)]
    }
}
