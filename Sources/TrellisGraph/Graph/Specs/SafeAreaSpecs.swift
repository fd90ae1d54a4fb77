import Foundation

/// The kinds of safe area a view can ignore, as SwiftUI's `SafeAreaRegions` names them.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// The set with `rawValue`'s bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The insets of the device's edges (status bar, home indicator, sensor housing) and of
    /// bars and `safeAreaInset` content.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The space the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A safe area: insets its single content child is kept out of, which a view below that
/// ignores the safe area may grow back into.
///
/// The window's safe area (``Source-swift.enum/window``) is the root of a layout on a device;
/// `safeAreaPadding(_:_:)` and `safeAreaInset(edge:alignment:spacing:content:)` make the others.
public struct SafeAreaSpec: Hashable, Sendable {
    /// What made the safe area, which decides how it sizes itself.
    public enum Source: Hashable, Sendable {
        /// A window: it takes the size it is offered, and centres its content in the part the
        /// insets leave.
        case window
        /// `safeAreaPadding(_:_:)`: it adds the insets to its content's size, as padding does.
        case padding
        /// `safeAreaInset(edge:alignment:spacing:content:)`: child 1 is the inset content,
        /// placed along the edge; the insets are its length plus the spacing on that edge.
        case inset(SafeAreaBar)
    }

    /// The insets on each edge (for an inset source, zero: its length comes from its content).
    public var insets: EdgeInsets
    /// The region the insets belong to.
    public var region: SafeAreaRegions
    /// What made the safe area.
    public var source: Source

    /// Creates the parameters of a safe area.
    public init(insets: EdgeInsets = EdgeInsets(), region: SafeAreaRegions = .container, source: Source) {
        self.insets = insets
        self.region = region
        self.source = source
    }

    /// The number of children a safe area of this source has: the content, and the inset
    /// content of a `safeAreaInset`.
    public var childCount: Int {
        if case .inset = source { return 2 }
        return 1
    }
}

/// The inset content of a `safeAreaInset(edge:alignment:spacing:content:)`.
public struct SafeAreaBar: Hashable, Sendable {
    /// The edge the content is placed along.
    public var edge: Edge
    /// The guide, across the edge, on which the inset content is aligned with the view.
    public var alignment: AlignmentKey
    /// The space between the inset content and the view; `nil` for the default spacing between
    /// the two, which their spacing preferences give (8 between plain views), as SwiftUI does
    /// when `safeAreaInset` is given no spacing.
    public var spacing: CGFloat?

    /// Creates the parameters of an inset; `alignment` is a guide across `edge` (a horizontal
    /// guide for the top and bottom edges); `spacing` `nil` asks for the default spacing.
    public init(edge: Edge, alignment: AlignmentKey, spacing: CGFloat?) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// `ignoresSafeArea(_:edges:)`: where the view's frame reaches the edge of the safe area of one
/// of `regions`, on one of `edges`, it grows into that safe area's insets.
public struct IgnoresSafeAreaSpec: Hashable, Sendable {
    /// The regions ignored.
    public var regions: SafeAreaRegions
    /// The edges on which they are ignored.
    public var edges: Edge.Set

    /// Creates the parameters of an `ignoresSafeArea`.
    public init(regions: SafeAreaRegions = .all, edges: Edge.Set = .all) {
        self.regions = regions
        self.edges = edges
    }
}

/// The graph-file names of the edges, in `Edge`'s order.
private let edgeNames: [(Edge, String)] = [(.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]

extension SafeAreaSpec: NodeSpec {
    package var nodeKind: NodeKind { .safeArea(self) }

    var displayName: String {
        switch source {
        case .window: return region == .keyboard ? "keyboard" : "safeArea"
        case .padding: return "safeAreaPadding"
        case .inset: return "safeAreaInset"
        }
    }
    var matchingKey: String { displayName }

    static var isModifier: Bool { true }
    static var fileNames: [String] { ["safeArea"] }

    /// A `safeArea` node: `source` (`"window"`, `"padding"` or `"inset"`), `region`
    /// (`"container"` or `"keyboard"`), insets `top`, `leading`, `bottom` and `trailing`; an
    /// inset also `edge`, `alignment`, and `spacing` or `defaultSpacing` (`true` when the inset
    /// keeps the default spacing between its content and the view).
    static func read(named name: String, from file: FieldReader) throws -> FileNode<SafeAreaSpec> {
        let insets = EdgeInsets(
            top: try file.length("top", .signed) ?? 0, leading: try file.length("leading", .signed) ?? 0,
            bottom: try file.length("bottom", .signed) ?? 0, trailing: try file.length("trailing", .signed) ?? 0)
        let regionName = try file.container.decodeIfPresent(String.self, forKey: FieldKey("region")) ?? "container"
        guard let region = ["container": SafeAreaRegions.container, "keyboard": .keyboard][regionName] else {
            throw file.corrupted("region", "expected \"container\" or \"keyboard\", found \"\(regionName)\"")
        }
        let sourceName = try file.container.decodeIfPresent(String.self, forKey: FieldKey("source")) ?? "window"
        let source: Source
        switch sourceName {
        case "window": source = .window
        case "padding": source = .padding
        case "inset":
            let edgeName = try file.container.decodeIfPresent(String.self, forKey: FieldKey("edge")) ?? "bottom"
            guard let edge = edgeNames.first(where: { $0.1 == edgeName })?.0 else {
                throw file.corrupted("edge", "expected one of top, leading, bottom, trailing, found \"\(edgeName)\"")
            }
            let across: Axis = edge == .top || edge == .bottom ? .horizontal : .vertical
            let alignment = try file.guide("alignment", axis: across) ?? AlignmentKey(axis: across, guide: .center)
            let spacing = try file.bool("defaultSpacing") == true ? nil : try file.length("spacing", .signed) ?? 0
            source = .inset(SafeAreaBar(edge: edge, alignment: alignment, spacing: spacing))
        default:
            throw file.corrupted("source", "expected \"window\", \"padding\" or \"inset\", found \"\(sourceName)\"")
        }
        let spec = SafeAreaSpec(insets: insets, region: region, source: source)
        return FileNode(spec, fields: ["source", "region", "top", "leading", "bottom", "trailing", "edge", "alignment", "spacing", "defaultSpacing"], childCount: spec.childCount)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("safeArea")
        if region == .keyboard { try file.encode("keyboard", "region") }
        for (field, value) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)] where value != 0 {
            try file.encode(value, field)
        }
        switch source {
        case .window: break
        case .padding: try file.encode("padding", "source")
        case .inset(let bar):
            try file.encode("inset", "source")
            try file.encode(edgeNames.first { $0.0 == bar.edge }?.1 ?? "bottom", "edge")
            if bar.alignment.guide != .center { try file.encode(AlignmentKeyRecord(bar.alignment), "alignment") }
            if let spacing = bar.spacing {
                if spacing != 0 { try file.encode(spacing, "spacing") }
            } else {
                try file.encode(true, "defaultSpacing")
            }
        }
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> SafeAreaSpec { self }
}

extension IgnoresSafeAreaSpec: NodeSpec {
    package var nodeKind: NodeKind { .ignoresSafeArea(self) }
    var displayName: String { "ignoresSafeArea" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["ignoresSafeArea"] }

    /// The regions a graph file names.
    private static let regionNames: [(String, SafeAreaRegions)] = [("container", .container), ("keyboard", .keyboard)]

    /// An `ignoresSafeArea` node: `regions` and `edges`, arrays of names; all when absent.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<IgnoresSafeAreaSpec> {
        let regions = try file.names("regions", regionNames, all: .all)
        let edges = try file.names("edges", edgeNames.map { ($0.1, Edge.Set($0.0)) }, all: .all)
        return FileNode(IgnoresSafeAreaSpec(regions: regions, edges: edges), fields: ["regions", "edges"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("ignoresSafeArea")
        if regions != .all { try file.encode(Self.regionNames.filter { regions.contains($0.1) }.map(\.0), "regions") }
        if edges != .all { try file.encode(edgeNames.filter { edges.contains(Edge.Set($0.0)) }.map(\.1), "edges") }
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> IgnoresSafeAreaSpec { self }
}

extension FieldReader {
    /// The option set named by the array `field`, each element one of `choices`; `all` when
    /// the field is absent.
    fileprivate func names<Options: OptionSet>(_ field: String, _ choices: [(String, Options)], all: Options) throws -> Options where Options.Element == Options {
        guard let names = try container.decodeIfPresent([String].self, forKey: FieldKey(field)) else { return all }
        var options: Options = []
        for name in names {
            guard let option = choices.first(where: { $0.0 == name })?.1 else {
                throw corrupted(field, "expected one of \(choices.map(\.0).joined(separator: ", ")), found \"\(name)\"")
            }
            options.insert(option)
        }
        return options
    }
}
