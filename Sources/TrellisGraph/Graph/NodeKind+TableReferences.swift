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
    /// The one place that says which kinds point into the graph's side tables: the switch lists
    /// every kind, so a new kind must say whether it does. Copying a node into another graph,
    /// splicing graphs and refusing edits of kinds with content all read it.
    package func mappingTableReferences(_ map: inout some TableReferenceMap) -> NodeKind {
        switch self {
        case .alignmentGuide(var spec):
            spec.function = map.guideFunction(spec.function)
            return .alignmentGuide(spec)
        case .geometryReader(var spec):
            spec.content = spec.content.map { map.geometryContent($0) }
            return .geometryReader(spec)
        case .customLayout(var spec):
            spec.layout = map.customLayout(spec.layout)
            return .customLayout(spec)
        case .text(var spec):
            spec.measurer = spec.measurer.map { map.textMeasurer($0) }
            return .text(spec)
        case .measuredLeaf(let function):
            return .measuredLeaf(map.sizeFunction(function))
        case .shape, .spacer, .stack, .zstack, .frame, .flexFrame, .padding, .fixedSize, .layoutPriority, .offset,
             .overlayOrBackground, .aspectRatio, .position, .viewThatFits, .scrollView, .grid, .gridRow, .gridCell,
             .layoutDirection, .image, .control, .divider, .safeArea, .ignoresSafeArea, .lazyGrid, .containerRelativeFrame:
            return self
        }
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
