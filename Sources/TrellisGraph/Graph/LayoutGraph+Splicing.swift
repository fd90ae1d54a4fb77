/// A graph with the content of its `GeometryReader`s spliced in, and where each node of the
/// graphs it was made from went.
package struct GraphSplice {
    /// The graph: each reader that had content holds the content's views as its children.
    package let graph: LayoutGraph
    /// Where each node of the outer graph went, indexed by its old ID.
    package let outerNodes: [NodeID]
    /// Where each node of each reader's content graph went, by the reader's old ID, then indexed
    /// by the node's ID in the content graph. The content graph's root stands for the reader.
    package let contentNodes: [NodeID: [NodeID]]
}

extension LayoutGraph {
    /// This graph as one plain graph: the reader nodes in `contents` (keyed by node) hold the
    /// children of their content graph's root, and no reader keeps a content function (a reader
    /// whose content was never made is left with no children).
    ///
    /// Each content graph is copied just before its reader, so children still precede their
    /// parents; the nodes after a reader move up by the size of the content before it. A content
    /// graph's own readers keep what they hold (the solver splices each content before handing
    /// it over). Anchors are not carried over: they name nodes by their old IDs.
    package func splicing(_ contents: [NodeID: LayoutGraph]) -> GraphSplice {
        var spliced = LayoutGraph()
        spliced.reserveCapacity(nodes: count + contents.values.reduce(0) { $0 + $1.count - 1 },
                                children: childBuffer.count + contents.values.reduce(0) { $0 + $1.childBuffer.count })
        // No reader of this graph keeps its content function, so that table is left behind.
        let outerTables = spliced.appendTables(of: self, withReaderContents: false)
        var outerNodes: [NodeID] = []
        outerNodes.reserveCapacity(count)
        var contentNodes: [NodeID: [NodeID]] = [:]
        for id in nodeIDs {
            guard case .geometryReader(let spec) = kind(of: id), spec.content != nil || contents[id] != nil else {
                outerNodes.append(spliced.copy(id, of: self, children: children(of: id).map { outerNodes[$0.index] }, tables: outerTables))
                continue
            }
            var views: [NodeID] = []
            if let content = contents[id] {
                let tables = spliced.appendTables(of: content, withReaderContents: true)
                var inner: [NodeID] = []
                inner.reserveCapacity(content.count)
                for contentID in content.nodeIDs.dropLast() {
                    inner.append(spliced.copy(contentID, of: content, children: content.children(of: contentID).map { inner[$0.index] },
                                              tables: tables))
                }
                views = content.children(of: content.root).map { inner[$0.index] }
                contentNodes[id] = inner
            }
            let reader = spliced.copy(id, of: self, as: .geometryReader(GeometryReaderSpec()),
                                      children: children(of: id).map { outerNodes[$0.index] } + views, tables: outerTables)
            outerNodes.append(reader)
            contentNodes[id]?.append(reader)
        }
        return GraphSplice(graph: spliced, outerNodes: outerNodes, contentNodes: contentNodes)
    }

    /// Adds a copy of the subtree under `node` of `source`, another graph, and returns the copy
    /// of `node`, which has no parent yet: how a view that a lowering made on its own is placed
    /// in this graph (a subview of `Group(subviews:transform:)`). The copied nodes keep their
    /// names, colours, layout values, view types, drawings, semantics and function tables
    /// (readers keep their content functions); anchors are not carried over, since they name
    /// nodes by their IDs in `source`.
    package mutating func addCopy(ofSubtree node: NodeID, in source: LayoutGraph) -> NodeID {
        var subtree: [Int] = []
        var pending = [node]
        while let next = pending.popLast() {
            subtree.append(next.index)
            pending += source.children(of: next)
        }
        // Children precede their parents in a graph, so copying in order of ID copies each
        // child before its parent.
        subtree.sort()
        let tables = appendTables(of: source, withReaderContents: true)
        var copies: [Int: NodeID] = [:]
        for index in subtree {
            let id = NodeID(Int32(index))
            copies[index] = copy(id, of: source, children: source.children(of: id).map { copies[$0.index]! }, tables: tables)
        }
        return copies[node.index]!
    }

    /// Appends the function tables of `other` to this graph's (its readers' content functions
    /// only `withReaderContents`), and returns where they start.
    private mutating func appendTables(of other: LayoutGraph, withReaderContents: Bool) -> TableOffsets {
        let offsets = TableOffsets(guides: Int32(guideFunctions.count), contents: Int32(geometryContents.count), layouts: Int32(customLayouts.count),
                                   measurers: Int32(textMeasurers.count), sizes: Int32(sizeFunctions.count))
        guideFunctions += other.guideFunctions
        if withReaderContents { geometryContents += other.geometryContents }
        customLayouts += other.customLayouts
        textMeasurers += other.textMeasurers
        sizeFunctions += other.sizeFunctions
        return offsets
    }

    /// Adds a copy of node `id` of `source` (as `kind`, when given) over `children`, with its
    /// names, colour, layout values and view types, its table references moved by `tables`.
    private mutating func copy(_ id: NodeID, of source: LayoutGraph, as kind: NodeKind? = nil, children: [NodeID], tables: TableOffsets) -> NodeID {
        addCopy(of: id, in: source, as: tables.moving(kind ?? source.kind(of: id)), children: children)
    }
}

/// Where the function tables of a graph copied into another start in the other's tables.
private struct TableOffsets: TableReferenceMap {
    let guides, contents, layouts, measurers, sizes: Int32

    /// `kind` with its references to the copied graph's tables moved to the new positions.
    func moving(_ kind: NodeKind) -> NodeKind {
        var offsets = self
        return kind.mappingTableReferences(&offsets)
    }

    func guideFunction(_ id: GuideFunctionID) -> GuideFunctionID { GuideFunctionID(id.rawValue + guides) }
    func geometryContent(_ id: GeometryContentID) -> GeometryContentID { GeometryContentID(id.rawValue + contents) }
    func customLayout(_ id: CustomLayoutID) -> CustomLayoutID { CustomLayoutID(id.rawValue + layouts) }
    func textMeasurer(_ id: TextMeasurerID) -> TextMeasurerID { TextMeasurerID(id.rawValue + measurers) }
    func sizeFunction(_ id: SizeFunctionID) -> SizeFunctionID { SizeFunctionID(id.rawValue + sizes) }
}
