/// What a node made by a view carried when the view gave it to its parent: the names, the view
/// types, the layout values, the shadows and the clip its own body put on it. The views around it may add more (an
/// `.id(_:)`, the types of the views whose `body` it also is, a `layoutValue`), which a
/// ``SubtreeReplacement`` carries over to the node that replaces it.
package struct NodeAnnotations: Sendable, Equatable {
    /// How many names the node had.
    package var names: Int
    /// How many view types the node had.
    package var viewTypes: Int
    /// The layout value keys the node had values for.
    package var layoutValueKeys: Set<ObjectIdentifier>
    /// How many shadows the node had.
    package var shadows = 0
    /// Whether the node was clipped.
    package var isClipped = false
    /// How many drawing transforms the node had.
    package var transforms = 0

    /// Annotations of `names` names, `viewTypes` view types and values for `layoutValueKeys`.
    package init(names: Int, viewTypes: Int, layoutValueKeys: Set<ObjectIdentifier>) {
        self.names = names
        self.viewTypes = viewTypes
        self.layoutValueKeys = layoutValueKeys
    }

    /// What `node` of `graph` carries now.
    package init(of node: NodeID, in graph: LayoutGraph) {
        names = graph[node].ids.count
        viewTypes = graph.viewTypes[node]?.count ?? 0
        layoutValueKeys = Set(graph.layoutValues[node].map { Array($0.keys) } ?? [])
        shadows = graph.drawings[node]?.shadows.count ?? 0
        isClipped = graph.drawings[node]?.isClipped ?? false
        transforms = graph.drawings[node]?.transforms.count ?? 0
    }

    /// These annotations with those of an inner node, `old`, that was lowered again into `new`:
    /// what a view around a replaced view carried on the same node, seen from the new node.
    package func replacing(_ old: NodeAnnotations, with new: NodeAnnotations) -> NodeAnnotations {
        var moved = self
        moved.names += new.names - old.names
        moved.viewTypes += new.viewTypes - old.viewTypes
        moved.shadows += new.shadows - old.shadows
        moved.transforms += new.transforms - old.transforms
        moved.isClipped = new.isClipped || (isClipped && !old.isClipped)
        moved.layoutValueKeys = layoutValueKeys.subtracting(old.layoutValueKeys).union(new.layoutValueKeys)
        return moved
    }
}

/// One view of a graph lowered again: its nodes, a whole subtree range whose top nodes are
/// ``roots``, replaced by the nodes of ``graph``, whose top nodes are ``newRoots``.
package struct SubtreeReplacement {
    /// The nodes replaced: every node the view made, children before parents.
    package let nodes: Range<Int>
    /// The nodes the view gave its parent, in order.
    package let roots: [NodeID]
    /// What each of ``roots`` carried when the view gave it to its parent.
    package let rootAnnotations: [NodeAnnotations]
    /// The view lowered again: a graph whose nodes without a parent are ``newRoots``.
    package let graph: LayoutGraph
    /// The nodes the view gives its parent now, as many as ``roots``.
    package let newRoots: [NodeID]

    /// The replacement of `nodes`, whose top nodes `roots` carried `rootAnnotations`, by the
    /// nodes of `graph`, whose top nodes are `newRoots`.
    package init(nodes: Range<Int>, roots: [NodeID], rootAnnotations: [NodeAnnotations], graph: LayoutGraph, newRoots: [NodeID]) {
        precondition(roots.count == newRoots.count && roots.count == rootAnnotations.count, "a replacement gives its parent as many nodes as before")
        self.nodes = nodes
        self.roots = roots
        self.rootAnnotations = rootAnnotations
        self.graph = graph
        self.newRoots = newRoots
    }

    /// How many more nodes the graph has after the replacement.
    package var growth: Int { graph.count - nodes.count }
}

/// A graph with some of its views lowered again (see ``LayoutGraph/replacing(_:)``).
package struct ReplacedGraph {
    /// The new graph.
    package let graph: LayoutGraph
    /// For each node of the old graph, indexed by its ID, the node it became when neither it
    /// nor any node below it was replaced; `nil` for the nodes replaced and their ancestors.
    package let unchanged: [NodeID?]
}

extension LayoutGraph {
    /// This graph with the views in `replacements` lowered again: each replacement's nodes give
    /// way to its graph's, in the same place, and each of its new top nodes carries what the
    /// views around the old one added to it (names, view types, layout values).
    ///
    /// - Precondition: the replacements' ranges are disjoint and in graph order. Anchors are
    ///   not carried over: they name nodes by their old IDs.
    package func replacing(_ replacements: [SubtreeReplacement]) -> ReplacedGraph {
        var result = LayoutGraph()
        let growth = replacements.reduce(0) { $0 + $1.growth }
        result.reserveCapacity(nodes: count + growth, children: childBuffer.count + growth)
        var moved = [NodeID?](repeating: nil, count: count)
        var unchanged = [NodeID?](repeating: nil, count: count)
        var touched = [Bool](repeating: false, count: count)
        var next = 0
        func copyOld(upTo end: Int) {
            for index in next..<end {
                let id = NodeID(Int32(index))
                let children = children(of: id)
                touched[index] = children.contains { touched[$0.index] }
                let new = result.transplant(id, of: self, children: children.map { moved[$0.index]! })
                moved[index] = new
                if !touched[index] { unchanged[index] = new }
            }
        }
        for replacement in replacements {
            precondition(replacement.nodes.lowerBound >= next, "replacements are disjoint and in graph order")
            copyOld(upTo: replacement.nodes.lowerBound)
            let sub = replacement.graph
            var inner: [NodeID] = []
            inner.reserveCapacity(sub.count)
            for id in sub.nodeIDs {
                inner.append(result.transplant(id, of: sub, children: sub.children(of: id).map { inner[$0.index] }))
            }
            for (old, (new, annotations)) in zip(replacement.roots, zip(replacement.newRoots, replacement.rootAnnotations)) {
                let root = inner[new.index]
                result.carryOuterAnnotations(of: old, in: self, beyond: annotations, to: root)
                moved[old.index] = root
                touched[old.index] = true
            }
            next = replacement.nodes.upperBound
        }
        copyOld(upTo: count)
        return ReplacedGraph(graph: result, unchanged: unchanged)
    }

    /// Adds a copy of `id` of `source` over `children` (nodes of this graph), with its names,
    /// colour, layout values and view types, and the functions, layouts and measurers its kind
    /// refers to added to this graph's tables.
    private mutating func transplant(_ id: NodeID, of source: LayoutGraph, children: [NodeID]) -> NodeID {
        addCopy(of: id, in: source, as: movingTables(of: source.kind(of: id), from: source), children: children)
    }

    /// `kind`, a kind of `source`, referring to copies of its table entries added to this graph.
    private mutating func movingTables(of kind: NodeKind, from source: LayoutGraph) -> NodeKind {
        var copier = TableCopier(source: source, into: self)
        let moved = kind.mappingTableReferences(&copier)
        guideFunctions += copier.guideFunctions
        geometryContents += copier.geometryContents
        customLayouts += copier.customLayouts
        textMeasurers += copier.textMeasurers
        sizeFunctions += copier.sizeFunctions
        return moved
    }

    /// Gives `node` what the views around `old`, a node of `source`, added to it after it carried
    /// `annotations`.
    private mutating func carryOuterAnnotations(of old: NodeID, in source: LayoutGraph, beyond annotations: NodeAnnotations, to node: NodeID) {
        copyNames(source.names(of: old).dropFirst(annotations.names), of: old, in: source, to: node)
        if let types = source.viewTypes[old], types.count > annotations.viewTypes {
            viewTypes[node, default: []] += types.dropFirst(annotations.viewTypes)
        }
        for (key, value) in source.layoutValues[old] ?? [:] where !annotations.layoutValueKeys.contains(key) {
            layoutValues[node, default: [:]][key] = value
        }
        for shadow in (source.drawings[old]?.shadows ?? []).dropFirst(annotations.shadows) {
            addShadow(shadow, to: node)
        }
        if source.drawings[old]?.isClipped == true, !annotations.isClipped {
            setClipped(node)
        }
        for transform in (source.drawings[old]?.transforms ?? []).dropFirst(annotations.transforms) {
            addTransform(transform, to: node)
        }
        if let outer = source.semantics[old] {
            semantics[node] = (semantics[node] ?? NodeSemantics()).adding(outer: outer)
        }
    }
}

extension LayoutGraph {
    /// The kinds to give nodes of this graph for it to become the graph `replacements` make,
    /// when that is all they change: each replacement's graph has the same shape as the nodes it
    /// replaces (their children, names, colours and view types, with what the views around
    /// added to its roots), no layout values of its own, and differs only in kinds that refer
    /// to none of the graph's tables; otherwise `nil`. A text with a measurer of its own, a
    /// guide, reader, custom layout or measured leaf in a replacement always gives `nil`: the
    /// function or layout it refers to is the view's new one.
    package func kindChanges(making replacements: [SubtreeReplacement]) -> [(node: NodeID, kind: NodeKind)]? {
        var changes: [(node: NodeID, kind: NodeKind)] = []
        for replacement in replacements {
            let sub = replacement.graph, start = replacement.nodes.lowerBound
            guard replacement.growth == 0, sub.layoutValues.isEmpty,
                  replacement.newRoots.map({ $0.index + start }) == replacement.roots.map(\.index) else { return nil }
            var outer: [Int: NodeAnnotations] = [:]
            for (root, annotations) in zip(replacement.roots, replacement.rootAnnotations) { outer[root.index] = annotations }
            for new in sub.nodeIDs {
                let old = NodeID(Int32(start + new.index))
                guard sub.children(of: new).map({ $0.index + start }) == children(of: old).map(\.index),
                      sameAnnotations(of: old, as: new, in: sub, outer: outer[old.index]) else { return nil }
                let kind = sub.kind(of: new), oldKind = self.kind(of: old)
                if kind == oldKind {
                    guard !kind.refersToContent else { return nil }
                } else {
                    guard !kind.refersToContent, !oldKind.refersToContent else { return nil }
                    changes.append((old, kind))
                }
            }
        }
        return changes
    }

    /// Whether `old` carries what `new`, a node of `sub`, does: the same colour, and the same
    /// names and view types, followed on a root by those the views around added (`outer` tells
    /// what the root carried before), with no layout values but those the views around gave a
    /// root. Nodes that draw a stroke or shadow are always replaced whole, and nodes whose semantics differ.
    private func sameAnnotations(of old: NodeID, as new: NodeID, in sub: LayoutGraph, outer: NodeAnnotations?) -> Bool {
        let oldNode = self[old], newNode = sub[new]
        let inner = outer ?? NodeAnnotations(names: oldNode.ids.count, viewTypes: viewTypes[old]?.count ?? 0, layoutValueKeys: [])
        guard drawings.isEmpty || drawings[old] == nil, sub.drawings.isEmpty || sub.drawings[new] == nil else { return false }
        guard semantics[old] == sub.semantics[new] else { return false }
        guard oldNode.color == newNode.color, inner.layoutValueKeys.isEmpty,
              oldNode.ids.prefix(inner.names).elementsEqual(newNode.ids), inner.names == newNode.ids.count else { return false }
        let oldTypes = viewTypes[old] ?? [], newTypes = sub.viewTypes[new] ?? []
        guard inner.viewTypes == newTypes.count, oldTypes.prefix(inner.viewTypes).elementsEqual(newTypes) else { return false }
        return outer != nil || layoutValues[old] == nil
    }
}

/// Collects the table entries a kind of `source` refers to, to be appended to the tables of a
/// graph whose tables hold the counts it was made with, and refers the kind to their places
/// there.
private struct TableCopier: TableReferenceMap {
    let source: LayoutGraph
    private let counts: (guides: Int, contents: Int, layouts: Int, measurers: Int, sizes: Int)
    var guideFunctions: [GuideFunction] = []
    var geometryContents: [GeometryContent] = []
    var customLayouts: [AnyLayout] = []
    var textMeasurers: [any TextMeasurer] = []
    var sizeFunctions: [SizeFunction] = []

    init(source: LayoutGraph, into target: LayoutGraph) {
        self.source = source
        counts = (target.guideFunctions.count, target.geometryContents.count, target.customLayouts.count,
                  target.textMeasurers.count, target.sizeFunctions.count)
    }

    mutating func guideFunction(_ id: GuideFunctionID) -> GuideFunctionID {
        guideFunctions.append(source.guideFunction(id))
        return GuideFunctionID(Int32(counts.guides + guideFunctions.count - 1))
    }

    mutating func geometryContent(_ id: GeometryContentID) -> GeometryContentID {
        geometryContents.append(source.geometryContents[Int(id.rawValue)])
        return GeometryContentID(Int32(counts.contents + geometryContents.count - 1))
    }

    mutating func customLayout(_ id: CustomLayoutID) -> CustomLayoutID {
        customLayouts.append(source.customLayouts[Int(id.rawValue)])
        return CustomLayoutID(Int32(counts.layouts + customLayouts.count - 1))
    }

    mutating func textMeasurer(_ id: TextMeasurerID) -> TextMeasurerID {
        textMeasurers.append(source.textMeasurers[Int(id.rawValue)])
        return TextMeasurerID(Int32(counts.measurers + textMeasurers.count - 1))
    }

    mutating func sizeFunction(_ id: SizeFunctionID) -> SizeFunctionID {
        sizeFunctions.append(source.sizeFunctions[Int(id.rawValue)])
        return SizeFunctionID(Int32(counts.sizes + sizeFunctions.count - 1))
    }
}
