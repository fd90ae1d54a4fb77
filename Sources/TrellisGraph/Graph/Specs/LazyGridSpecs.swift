import Foundation
import TrellisSupport

/// `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)` or
/// `LazyHGrid(rows:alignment:spacing:pinnedViews:content:)`. Its children are its cells, in
/// order: a `LazyVGrid` fills each row from leading to trailing, a `LazyHGrid` each column from
/// top to bottom.
public struct LazyGridSpec: Hashable, Sendable {
    /// The axis along which the grid grows: `.vertical` for a `LazyVGrid`, whose items are its
    /// columns; `.horizontal` for a `LazyHGrid`, whose items are its rows.
    public var axis: Axis
    /// The tracks across the grid's axis: its columns (`LazyVGrid`) or rows (`LazyHGrid`).
    public var items: [GridItemSpec] {
        get { storedItems.items }
        set { storedItems = InternedGridItems(newValue) }
    }
    // Kept as an index into a process-wide table, so that node kinds stay plain values.
    private var storedItems: InternedGridItems
    /// How a cell is aligned across the grid's axis in its track when its item gives no
    /// alignment: a horizontal guide for a `LazyVGrid`, a vertical one for a `LazyHGrid`.
    public var alignment: AlignmentKey
    /// The distance between rows (`LazyVGrid`) or columns (`LazyHGrid`), or `nil` for the
    /// default (8 pt).
    public var spacing: CGFloat?

    /// Creates the parameters of a lazy grid growing along `axis`; `alignment` defaults to the
    /// centre guide across the axis.
    public init(axis: Axis, items: [GridItemSpec], alignment: AlignmentKey? = nil, spacing: CGFloat? = nil) {
        self.axis = axis
        storedItems = InternedGridItems(items)
        self.alignment = alignment ?? AlignmentKey(axis: axis.perpendicular, guide: .center)
        self.spacing = spacing
        precondition(self.alignment.axis == axis.perpendicular, "a lazy grid aligns its cells across its axis")
    }

    /// How a cell in the track of `item` is aligned in its place: the item's alignment, or the
    /// grid's alignment across its axis and the centre along it.
    public func cellAlignment(of item: GridItemSpec) -> Alignment {
        if let alignment = item.alignment { return alignment }
        let center = AlignmentKey(axis: axis, guide: .center)
        return axis == .vertical
            ? Alignment(horizontal: HorizontalAlignment(key: alignment), vertical: VerticalAlignment(key: center))
            : Alignment(horizontal: HorizontalAlignment(key: center), vertical: VerticalAlignment(key: alignment))
    }
}

/// One `GridItem`: a column of a `LazyVGrid` or a row of a `LazyHGrid`.
public struct GridItemSpec: Hashable, Sendable {
    /// How the track's length is decided (`GridItem.Size`).
    public enum Size: Hashable, Sendable {
        /// `.fixed(_:)`: exactly this length.
        case fixed(CGFloat)
        /// `.flexible(minimum:maximum:)`: its share of the space the fixed tracks leave, within
        /// the limits.
        case flexible(minimum: CGFloat, maximum: CGFloat)
        /// `.adaptive(minimum:maximum:)`: its share of that space, holding as many tracks of at
        /// least `minimum` as fit, each at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat)
    }

    /// How the track's length is decided.
    public var size: Size
    /// The distance to the next track, or `nil` for the default (8 pt); an adaptive item also
    /// puts it between the tracks it holds.
    public var spacing: CGFloat?
    /// How each cell is aligned in its place, or `nil` for the grid's alignment.
    public var alignment: Alignment?

    /// Creates a grid item; SwiftUI's default is a flexible track of 10 to `.infinity`.
    public init(_ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A list of grid items kept once per process and referred to by a small number, as
/// `InternedString` keeps texts: a node kind holding an array would count references on every
/// copy the solver makes.
private struct InternedGridItems: Hashable, Sendable {
    private let index: Int32

    /// The lists interned so far, by index.
    private static let lists = GrowOnlyTable<[GridItemSpec]>()
    /// The index of each list interned so far. Used only while `lists` is locked.
    nonisolated(unsafe) private static var indices: [[GridItemSpec]: Int32] = [:]

    init(_ items: [GridItemSpec]) {
        index = Self.lists.withAppendLock { append in
            if let index = Self.indices[items] { return index }
            let index = append(items)
            Self.indices[items] = index
            return index
        }
    }

    /// The list.
    var items: [GridItemSpec] { Self.lists[index] }
}
