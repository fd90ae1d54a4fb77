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

extension LazyGridSpec: NodeSpec {
    package var nodeKind: NodeKind { .lazyGrid(self) }
    var displayName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { false }
    static var fileNames: [String] { ["lazyVGrid", "lazyHGrid"] }

    /// A `lazyVGrid` node (`columns`) or a `lazyHGrid` node (`rows`): an array of items, each
    /// `{"size": "fixed", "length": 70}`, `{"size": "flexible", "minimum": 10, "maximum":
    /// "infinity"}` or `{"size": "adaptive", "minimum": 40, "maximum": 100}`, with an optional
    /// `spacing` and `alignment`; the grid's own `alignment` (a guide across its axis) and
    /// `spacing`.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<LazyGridSpec> {
        let axis: Axis = name == "lazyVGrid" ? .vertical : .horizontal
        let field = axis == .vertical ? "columns" : "rows"
        var list = try file.container.nestedUnkeyedContainer(forKey: FieldKey(field))
        var items: [GridItemSpec] = []
        while !list.isAtEnd {
            items.append(try FieldReader(container: list.nestedContainer(keyedBy: FieldKey.self)).gridItem())
        }
        let spec = LazyGridSpec(axis: axis, items: items, alignment: try file.guide("alignment", axis: axis.perpendicular), spacing: try file.length("spacing", .signed))
        return FileNode(spec, fields: [field, "alignment", "spacing"], childCount: nil)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName(axis == .vertical ? "lazyVGrid" : "lazyHGrid")
        var list = file.container.nestedUnkeyedContainer(forKey: FieldKey(axis == .vertical ? "columns" : "rows"))
        for item in items {
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
        if alignment.guide != .center { try file.encode(AlignmentKeyRecord(alignment), "alignment") }
        try file.encodeIfPresent(spacing, "spacing")
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> LazyGridSpec { self }
}

extension FieldReader {
    /// One grid item of a lazy grid's `columns` or `rows`.
    fileprivate func gridItem() throws -> GridItemSpec {
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
            let maximum = try length("maximum", .unbounded) ?? .infinity
            size = sizeName == "flexible" ? .flexible(minimum: minimum, maximum: maximum) : .adaptive(minimum: minimum, maximum: maximum)
            fields += ["minimum", "maximum"]
        default:
            throw corrupted("size", "expected \"fixed\", \"flexible\" or \"adaptive\", found \"\(sizeName)\"")
        }
        for key in container.allKeys where !fields.contains(key.stringValue) {
            throw corrupted(key.stringValue, "unknown field '\(key.stringValue)' for a \(sizeName) grid item; it takes \(fields.joined(separator: ", "))")
        }
        let alignment = container.contains(FieldKey("alignment")) ? try self.alignment("alignment") : nil
        return GridItemSpec(size, spacing: try length("spacing", .signed), alignment: alignment)
    }

}
