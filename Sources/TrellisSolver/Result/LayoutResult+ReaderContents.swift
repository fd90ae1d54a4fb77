import Foundation
import TrellisGraph

extension LayoutResult {
    /// This result with the layout of each placed reader's content (`contents`, by reader)
    /// spliced into it: one graph holding every view (see ``graph``), with the frames, warnings
    /// and trace of the contents moved to the views' new IDs, and their work counted.
    ///
    /// A content's trace follows the event that made the content. The content graph's root
    /// stands for the reader: its own events are left out (the reader's are the ones that count)
    /// and its views are asked and placed by the reader.
    func splicingReaderContents(_ contents: [NodeID: LayoutResult]) -> LayoutResult {
        guard !contents.isEmpty || !graph.geometryContents.isEmpty else { return self }
        let splice = graph.splicing(contents.mapValues(\.graph))
        let readers = contents.keys.sorted()
        var frames = [CGRect?](repeating: nil, count: splice.graph.count)
        for (old, new) in splice.outerNodes.enumerated() { frames[new.index] = self.frames[old] }
        var warnings = self.warnings.map { $0.moved(to: splice.outerNodes) }
        var statistics = self.statistics
        for reader in readers {
            guard let content = contents[reader], let nodes = splice.contentNodes[reader] else { continue }
            for (old, new) in nodes.enumerated().dropLast() { frames[new.index] = content.frames[old] }
            warnings += content.warnings.map { $0.moved(to: nodes) }
            statistics.measurements += content.statistics.measurements
            statistics.cacheHits += content.statistics.cacheHits
            statistics.placements += content.statistics.placements
        }
        return LayoutResult(graph: splice.graph, windowSize: windowSize, frames: frames, warnings: warnings, statistics: statistics,
                            trace: splicedTrace(contents, readers: readers, splice: splice), displayScale: displayScale)
    }

    /// The trace with each content's events after the event that made the content, all moved
    /// to the spliced graph's IDs.
    private func splicedTrace(_ contents: [NodeID: LayoutResult], readers: [NodeID], splice: GraphSplice) -> [TraceEvent] {
        guard !trace.isEmpty else { return [] }
        var insertions: [Int: [NodeID]] = [:]
        for reader in readers {
            let made = trace.lastIndex { $0.phase == .decide && $0.node == reader && $0.rule == .geometryReader } ?? trace.count - 1
            insertions[made, default: []].append(reader)
        }
        var events: [TraceEvent] = []
        events.reserveCapacity(trace.count + contents.values.reduce(0) { $0 + $1.trace.count })
        for (index, event) in trace.enumerated() {
            events.append(event.moved(to: splice.outerNodes))
            for reader in insertions[index] ?? [] {
                guard let content = contents[reader], let nodes = splice.contentNodes[reader] else { continue }
                let root = content.graph.root
                events += content.trace.lazy.filter { $0.node != root }.map { $0.moved(to: nodes) }
            }
        }
        return events
    }
}

extension LayoutWarning {
    /// This warning about the node that `nodes` maps its node to.
    fileprivate func moved(to nodes: [NodeID]) -> LayoutWarning {
        var warning = self
        warning.node = nodes[node.index]
        return warning
    }
}

extension TraceEvent {
    /// This event with its node and parent mapped through `nodes`.
    fileprivate func moved(to nodes: [NodeID]) -> TraceEvent {
        var event = self
        event.node = nodes[node.index]
        event.parent = parent.map { nodes[$0.index] }
        return event
    }
}
