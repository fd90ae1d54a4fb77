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
            let node = self[id]
            guard case .geometryReader(let spec) = node.kind, spec.content != nil || contents[id] != nil else {
                outerNodes.append(spliced.copy(node, children: children(of: id).map { outerNodes[$0.index] }, values: layoutValues[id],
                                               types: viewTypes[id], tables: outerTables))
                continue
            }
            var views: [NodeID] = []
            if let content = contents[id] {
                let tables = spliced.appendTables(of: content, withReaderContents: true)
                var inner: [NodeID] = []
                inner.reserveCapacity(content.count)
                for contentID in content.nodeIDs.dropLast() {
                    inner.append(spliced.copy(content[contentID], children: content.children(of: contentID).map { inner[$0.index] },
                                              values: content.layoutValues[contentID], types: content.viewTypes[contentID], tables: tables))
                }
                views = content.children(of: content.root).map { inner[$0.index] }
                contentNodes[id] = inner
            }
            let reader = spliced.copy(LayoutNode(kind: .geometryReader(GeometryReaderSpec()), ids: node.ids, color: node.color),
                                      children: children(of: id).map { outerNodes[$0.index] } + views, values: layoutValues[id],
                                      types: viewTypes[id], tables: outerTables)
            outerNodes.append(reader)
            contentNodes[id]?.append(reader)
        }
        return GraphSplice(graph: spliced, outerNodes: outerNodes, contentNodes: contentNodes)
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

    /// Adds a copy of `node` over `children`, with its layout values and view types, its table
    /// references moved by `tables`.
    private mutating func copy(_ node: LayoutNode, children: [NodeID], values: [ObjectIdentifier: LayoutValueBox]?, types: [ViewTypeName]?,
                               tables: TableOffsets) -> NodeID {
        let id = add(tables.moving(node.kind), children: children, ids: node.ids, color: node.color)
        if let values { layoutValues[id] = values }
        if let types { viewTypes[id] = types }
        return id
    }
}

/// Where the function tables of a graph copied into another start in the other's tables.
private struct TableOffsets {
    let guides, contents, layouts, measurers, sizes: Int32

    /// `kind` with its references to the copied graph's tables moved to the new positions.
    func moving(_ kind: NodeKind) -> NodeKind {
        switch kind {
        case .alignmentGuide(var spec):
            spec.function = GuideFunctionID(spec.function.rawValue + guides)
            return .alignmentGuide(spec)
        case .geometryReader(var spec):
            spec.content = spec.content.map { GeometryContentID($0.rawValue + contents) }
            return .geometryReader(spec)
        case .customLayout(var spec):
            spec.layout = CustomLayoutID(spec.layout.rawValue + layouts)
            return .customLayout(spec)
        case .text(var spec):
            spec.measurer = spec.measurer.map { TextMeasurerID($0.rawValue + measurers) }
            return .text(spec)
        case .measuredLeaf(let function):
            return .measuredLeaf(SizeFunctionID(function.rawValue + sizes))
        default:
            return kind
        }
    }
}
