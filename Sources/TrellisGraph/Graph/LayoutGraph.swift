import TrellisSupport

/// The lowered form of a view tree: a flat array of nodes, each child stored before its parent.
///
/// The solver sees only this value. It is `Codable` (see `LayoutGraph+Codable.swift`), so a
/// layout can be saved, inspected and laid out again from a file.
///
/// Children are kept in one shared buffer; each node records the range of its children there.
/// Every child has a smaller index than its parent and exactly one parent, so the graph is a
/// tree by construction and the root is the last node added.
public struct LayoutGraph: Sendable {
    /// Each node's kind (plain values, 72 bytes a node), child range, colour code and parent
    /// mark, children before parents.
    @usableFromInline
    package private(set) var nodes = NodeTable()
    /// The colours the nodes' codes stand for, for pictures.
    private var colors = ColorPalette()
    /// The names given to each node that has any with `.id(_:)` or
    /// `.accessibilityIdentifier(_:)`, by node index, in the order they were given.
    private var namesOfNode: [Int32: [String]] = [:]
    /// Those of each node's names that were given with `.accessibilityIdentifier(_:)`, by node
    /// index.
    private var accessibilityNamesOfNode: [Int32: [String]] = [:]
    /// Every node's children, one range of it a node (``NodeTable/childRange(at:)``), kept
    /// beside the nodes rather than in them, so that passes over the structure read 8 bytes a
    /// node and passes over the kinds do not carry the ranges.
    @usableFromInline
    package private(set) var childBuffer: [NodeID] = []
    /// The functions of the graph's `alignmentGuide` nodes.
    public internal(set) var guideFunctions: [GuideFunction] = []
    /// The content functions of the graph's `GeometryReader` nodes.
    public internal(set) var geometryContents: [GeometryContent] = []
    /// The layouts of the graph's custom layout nodes.
    public internal(set) var customLayouts: [AnyLayout] = []
    /// The measurers of the graph's text nodes that do not use the built-in model.
    public internal(set) var textMeasurers: [any TextMeasurer] = []
    /// The size functions of the graph's measured leaves.
    public internal(set) var sizeFunctions: [SizeFunction] = []
    /// Whether any node is a `Text`, which reports its baselines as explicit guides.
    package private(set) var containsText = false
    /// The values written with `layoutValue(key:value:)`, by node and key.
    package internal(set) var layoutValues: [NodeID: [ObjectIdentifier: LayoutValueBox]] = [:]
    /// The identity anchors to this graph's nodes refer to; `nil` until one is made.
    package internal(set) var anchorScope: AnchorScope?
    /// The nodes carrying each name, in the order they were named.
    private var namedNodes: [String: [NodeID]] = [:]
    /// The first node given each name with `.id(_:)`.
    private var firstIdentified: [String: NodeID] = [:]
    /// The names given with `.id(_:)` to more than one node, so that finding views that share
    /// an identity costs nothing for the graphs (nearly all) that have none. Accessibility
    /// identifiers are left out: rows of a list repeat them as a matter of course.
    package private(set) var sharedNames: Set<String> = []
    /// The types of the views whose `body` made each node, innermost first (see
    /// ``recordViewType(_:on:)``); not kept in graph files.
    package internal(set) var viewTypes: [NodeID: [ViewTypeName]] = [:]
    /// The strokes and shadows of the nodes that have any (see ``drawing(of:)``); not kept in
    /// graph files.
    package internal(set) var drawings: [NodeID: NodeDrawing] = [:]
    /// The control roles, accessibility labels, foreground colours and audit suppressions of
    /// the nodes that have any (see ``semantics(of:)``); not kept in graph files.
    package internal(set) var semantics: [NodeID: NodeSemantics] = [:]

    /// Creates an empty graph.
    public init() {}

    /// The number of nodes.
    public var count: Int { nodes.count }

    /// The root: the last node added, the only one without a parent.
    public var root: NodeID { NodeID(Int32(nodes.count - 1)) }

    /// The node with the given ID: its kind, names and colour.
    public subscript(id: NodeID) -> LayoutNode {
        LayoutNode(kind: nodes.kind(at: id.index), ids: names(of: id), accessibilityIdentifiers: accessibilityIdentifiers(of: id),
                   color: colorName(of: id)?.string)
    }

    /// The names given to node `id` with `.id(_:)` or `.accessibilityIdentifier(_:)`, in the
    /// order they were given.
    package func names(of id: NodeID) -> [String] { namesOfNode[id.rawValue] ?? [] }

    /// The names given to node `id` with `.accessibilityIdentifier(_:)`, in the order they
    /// were given.
    package func accessibilityIdentifiers(of id: NodeID) -> [String] { accessibilityNamesOfNode[id.rawValue] ?? [] }

    /// The kind of node `id` (reads the kind alone, without the node's names and colour).
    @inlinable
    public func kind(of id: NodeID) -> NodeKind { nodes.kind(at: id.index) }

    /// The colour of node `id`, if it has one.
    public func colorName(of id: NodeID) -> ColorName? { colors.color(code: nodes.colorCode(at: id.index), ofNode: id.index) }

    /// Whether any node sets an explicit alignment guide.
    public var hasAlignmentGuides: Bool { !guideFunctions.isEmpty }

    /// Whether any node can report explicit alignment guides: an `alignmentGuide`, a custom
    /// layout, which may answer for any guide, or a `Text`, which reports its baselines.
    package var mayHaveExplicitGuides: Bool { !guideFunctions.isEmpty || !customLayouts.isEmpty || containsText }

    /// The children of `id`, in order.
    @inlinable
    public func children(of id: NodeID) -> ArraySlice<NodeID> {
        childBuffer[nodes.childRange(at: id.index).positions]
    }

    /// All node IDs, children before parents.
    public var nodeIDs: some Collection<NodeID> {
        (0..<Int32(nodes.count)).lazy.map(NodeID.init)
    }

    /// Adds a node whose children are nodes added earlier that have no parent yet.
    ///
    /// - Precondition: each child exists and has no parent. (Graph files are checked with
    ///   errors instead; see `LayoutGraph.init(from:)`.)
    @discardableResult
    public mutating func add(_ kind: NodeKind, children: [NodeID] = [], ids: [String] = [], color: String? = nil) -> NodeID {
        add(kind, children: children, ids: ids, color: color.map(ColorName.init))
    }

    /// Adds a node whose children are nodes added earlier that have no parent yet, in the colour
    /// named `color`: what adding it with the colour's text does, with the name already made.
    @discardableResult
    public mutating func add(_ kind: NodeKind, children: [NodeID] = [], ids: [String] = [], color: ColorName?) -> NodeID {
        if !children.isEmpty {
            for child in children { adopt(child) }
            // Appending no children still costs a call and a uniqueness check, once per leaf.
            childBuffer.append(contentsOf: children)
        }
        let id = appendNode(kind, color: color, childCount: children.count)
        for name in ids { addName(name, to: id) }
        return id
    }

    /// Adds a node whose one child is `child`, a node added earlier that has no parent yet: what
    /// adding it with `children: [child]` does, without a list to hold the child (lowering adds one
    /// such node for each modifier).
    @discardableResult
    package mutating func add(_ kind: __owned NodeKind, child: NodeID) -> NodeID {
        adopt(child)
        childBuffer.append(child)
        return appendNode(kind, color: nil, childCount: 1)
    }

    /// Adds node `id` of `source` as `kind` over `children` (nodes of this graph), with its
    /// names, colour, layout values, view types and drawing: what splicing and replacing copy of a node.
    mutating func addCopy(of id: NodeID, in source: LayoutGraph, as kind: NodeKind, children: [NodeID]) -> NodeID {
        let new = add(kind, children: children, color: source.colorName(of: id))
        copyNames(source.names(of: id), of: id, in: source, to: new)
        if let values = source.layoutValues[id] { layoutValues[new] = values }
        if let types = source.viewTypes[id] { viewTypes[new] = types }
        if let drawing = source.drawings[id] { drawings[new] = drawing }
        if let meaning = source.semantics[id] { semantics[new] = meaning }
        return new
    }

    /// Marks `child` as having a parent.
    ///
    /// - Precondition: `child` exists and has no parent yet.
    private mutating func adopt(_ child: NodeID) {
        let adopted = nodes.adopt(child.index)
        precondition(adopted, "child \(child) is missing or already has a parent")
    }

    /// Appends a node of `kind` in `color`, whose `childCount` children are the last ones in
    /// ``childBuffer``.
    @inline(__always)
    private mutating func appendNode(_ kind: NodeKind, color: ColorName?, childCount: Int) -> NodeID {
        let index = nodes.count
        if case .text = kind { containsText = true }
        nodes.append(kind, childRange: ChildRange(start: Int32(childBuffer.count - childCount), count: Int32(childCount)),
                     colorCode: colors.code(of: color, forNode: index))
        return NodeID(Int32(index))
    }

    /// Adds an `alignmentGuide` node that sets guide `key` of `child` to `value`.
    @discardableResult
    public mutating func addAlignmentGuide(_ key: AlignmentKey, value: GuideFunction, child: NodeID, ids: [String] = []) -> NodeID {
        guideFunctions.append(value)
        let function = GuideFunctionID(Int32(guideFunctions.count - 1))
        return add(.alignmentGuide(AlignmentGuideSpec(key: key, function: function)), children: [child], ids: ids)
    }

    /// The function an `alignmentGuide` node computes its guide with.
    public func guideFunction(_ id: GuideFunctionID) -> GuideFunction {
        guideFunctions[Int(id.rawValue)]
    }

    /// The view's SwiftUI name with its colour: `Color.red`, `Rectangle`, `HStack`, `frame`; a
    /// measured leaf's own name.
    public func displayName(of node: NodeID) -> String {
        kind(of: node).ask(NodeName(graph: self, node: node))
    }

    /// Each node's parent, indexed by node; `nil` for the root.
    public func parents() -> [NodeID?] {
        var parents = [NodeID?](repeating: nil, count: count)
        for id in nodeIDs {
            for child in children(of: id) { parents[child.index] = id }
        }
        return parents
    }

    /// `node` and every node below it, children before their parents (in the graph's order).
    public func subtree(of node: NodeID) -> [NodeID] {
        var nodes: [NodeID] = [], pending = [node]
        while let next = pending.popLast() {
            nodes.append(next)
            pending += children(of: next)
        }
        return nodes.sorted { $0.index < $1.index }
    }

    /// Gives `node` one more name, as `.id(_:)` does, or as `.accessibilityIdentifier(_:)`
    /// does when `isAccessibilityIdentifier`: a name that several views (the rows of a list)
    /// may carry without a warning.
    public mutating func addName(_ name: String, to node: NodeID, isAccessibilityIdentifier: Bool = false) {
        namesOfNode[node.rawValue, default: []].append(name)
        namedNodes[name, default: []].append(node)
        if isAccessibilityIdentifier {
            accessibilityNamesOfNode[node.rawValue, default: []].append(name)
        } else if let first = firstIdentified[name] {
            if first != node { sharedNames.insert(name) }
        } else {
            firstIdentified[name] = node
        }
    }

    /// Gives `node` the names `names` that node `id` of `source` carries, each given the way
    /// it was given there.
    mutating func copyNames(_ names: some Sequence<String>, of id: NodeID, in source: LayoutGraph, to node: NodeID) {
        let identifiers = source.accessibilityIdentifiers(of: id)
        for name in names { addName(name, to: node, isAccessibilityIdentifier: identifiers.contains(name)) }
    }

    /// The nodes named `name` with `.id(_:)` or `.accessibilityIdentifier(_:)`, in the order
    /// they were named.
    public func nodes(named name: String) -> [NodeID] {
        namedNodes[name] ?? []
    }

    /// The nodes named `name` with `.id(_:)`, in the order they were named.
    public func nodes(identifiedAs name: String) -> [NodeID] {
        nodes(named: name).filter { node in
            names(of: node).count { $0 == name } > accessibilityIdentifiers(of: node).count { $0 == name }
        }
    }

    /// Replaces the kind of `node` (when the solver normalises invalid parameters, or after
    /// ``checkReplacement(of:with:)``).
    package mutating func setKind(_ kind: NodeKind, of node: NodeID) {
        nodes.setKind(kind, at: node.index)
    }

    /// Whether `node` has been given a parent.
    package func isChild(_ node: NodeID) -> Bool { nodes.hasParent(node.index) }

    /// Reserves room for `nodes` nodes and `children` child links.
    ///
    /// The room for a large graph's kinds and child lists is backed by huge pages where the
    /// system allows: a graph of 100,000 views fills 17 MB, which in 4 KB pages costs a fault
    /// every few dozen nodes.
    public mutating func reserveCapacity(nodes: Int, children: Int) {
        self.nodes.reserveCapacity(nodes)
        childBuffer.reserveCapacity(children)
        Self.adviseHugePages(&childBuffer)
    }

    /// Advises huge pages for the room `array` has reserved beyond its elements.
    private static func adviseHugePages<Element>(_ array: inout [Element]) {
        let capacity = array.capacity
        guard capacity * MemoryLayout<Element>.stride >= HugePages.size else { return }
        array.withUnsafeMutableBufferPointer { elements in
            guard let start = elements.baseAddress else { return }
            HugePages.advise(UnsafeMutableRawPointer(start), byteCount: capacity * MemoryLayout<Element>.stride)
        }
    }
}

/// A node's name in frame tables and explanations, as its kind's spec gives it.
private struct NodeName: SpecQuestion {
    let graph: LayoutGraph
    let node: NodeID

    func ask<Spec: NodeSpec>(_ spec: Spec) -> String { spec.displayName(of: node, in: graph) }
}
