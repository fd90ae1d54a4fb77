import Foundation

/// Moves the references a node kind holds into a graph's side tables (guide functions, reader
/// contents, custom layouts, text measurers, size functions), one method per table.
package protocol TableReferenceMap {
    mutating func guideFunction(_ id: GuideFunctionID) -> GuideFunctionID
    mutating func geometryContent(_ id: GeometryContentID) -> GeometryContentID
    mutating func customLayout(_ id: CustomLayoutID) -> CustomLayoutID
    mutating func textMeasurer(_ id: TextMeasurerID) -> TextMeasurerID
    mutating func sizeFunction(_ id: SizeFunctionID) -> SizeFunctionID
}

extension NodeKind {
    /// The kind with each of its references to a side table moved by `map`.
    ///
    /// Each kind's spec says which tables it points into (``NodeSpec``); copying a node into
    /// another graph, splicing graphs, reading a graph file and refusing edits of kinds with
    /// content all read it.
    package func mappingTableReferences<Map: TableReferenceMap>(_ map: inout Map) -> NodeKind {
        var question = TableMapping(map: consume map)
        let kind = ask(&question)
        map = question.map
        return kind
    }

    /// Whether the kind refers to a function, measurer or layout kept in the graph's tables.
    var refersToContent: Bool {
        var finder = ReferenceFinder()
        _ = mappingTableReferences(&finder)
        return finder.found
    }
}

/// Notes whether a kind holds any reference to a side table, and moves none.
private struct ReferenceFinder: TableReferenceMap {
    var found = false

    mutating func guideFunction(_ id: GuideFunctionID) -> GuideFunctionID { found = true; return id }
    mutating func geometryContent(_ id: GeometryContentID) -> GeometryContentID { found = true; return id }
    mutating func customLayout(_ id: CustomLayoutID) -> CustomLayoutID { found = true; return id }
    mutating func textMeasurer(_ id: TextMeasurerID) -> TextMeasurerID { found = true; return id }
    mutating func sizeFunction(_ id: SizeFunctionID) -> SizeFunctionID { found = true; return id }
}

/// Moves a spec's references with `map` and puts the spec back in its kind.
private struct TableMapping<Map: TableReferenceMap>: SpecQuestion {
    var map: Map

    mutating func ask<Spec: NodeSpec>(_ spec: Spec) -> NodeKind {
        spec.mappingTableReferences(&map).nodeKind
    }
}
