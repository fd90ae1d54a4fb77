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
        return LayoutResult(graph: splice.graph, windowSize: windowSize, frames: NodeFrames(frames), warnings: warnings, statistics: statistics,
                            trace: TraceRecord(events: splicedTrace(contents, readers: readers, splice: splice)), displayScale: displayScale)
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
        // Decisions are referred to by their index in the trace, so every event's `cause` is
        // moved to where its decision lands.
        var outerIndex = [Int](repeating: 0, count: trace.count)
        var pending: [(event: TraceEvent, nodes: [NodeID], causes: [Int]?)] = []
        for (index, event) in trace.enumerated() {
            outerIndex[index] = pending.count
            pending.append((event, splice.outerNodes, nil))
            for reader in insertions[index] ?? [] {
                guard let content = contents[reader], let nodes = splice.contentNodes[reader] else { continue }
                let root = content.graph.root
                var contentIndex = [Int](repeating: 0, count: content.trace.count)
                let start = pending.count
                for (inner, contentEvent) in content.trace.enumerated() {
                    contentIndex[inner] = pending.count
                    if contentEvent.node != root { pending.append((contentEvent, nodes, [])) }
                }
                for position in start..<pending.count { pending[position].causes = contentIndex }
            }
        }
        for (event, nodes, causes) in pending {
            var moved = event.moved(to: nodes)
            moved.cause = event.cause.map { causes?[$0] ?? outerIndex[$0] }
            events.append(moved)
        }
        return events
    }
}

extension LayoutWarning {
    /// This warning about the node that `nodes` maps its node to.
    fileprivate func moved(to nodes: [NodeID]) -> LayoutWarning {
        moved { nodes[$0.index] }!
    }

    /// This warning with every node it names mapped by `newNode`, or `nil` when one of them has
    /// none.
    func moved(by newNode: (NodeID) -> NodeID?) -> LayoutWarning? {
        var warning = self
        guard let node = newNode(node) else { return nil }
        warning.node = node
        if case .overflow(let axis, let offered, let needed, var culprits) = detail {
            for index in culprits.indices {
                guard let node = newNode(culprits[index].node) else { return nil }
                culprits[index].node = node
            }
            warning.detail = .overflow(axis: axis, offered: offered, needed: needed, culprits: culprits)
        }
        if var cause = warning.cause {
            guard let node = newNode(cause.node) else { return nil }
            cause.node = node
            for index in cause.path.indices {
                guard let node = newNode(cause.path[index].node) else { return nil }
                cause.path[index].node = node
            }
            warning.cause = cause
        }
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
