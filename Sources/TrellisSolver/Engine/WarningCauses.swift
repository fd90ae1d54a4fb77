import Foundation
import TrellisGraph

/// Finds, for each warning about a view too long for its window, its parent or its stack, and
/// for each overflowing stack's first child that took more than its share, the view inside it
/// whose own size is the reason (``LayoutWarning/Cause``).
///
/// It reads the finished frames: from the warned view down, each view takes its length from
/// where its rule says it comes from (``DiagnosticsRule/lengthOrigin(along:length:in:)``): the
/// child whose length matches it, children in line along the axis, or its child plus insets,
/// until a view chose its length itself. It
/// runs only for the warnings that need it, after the layout, so a layout without them pays
/// nothing.
enum WarningCauses {
    /// How far two lengths may differ and still be the same length.
    private static let tolerance = LengthOrigin.tolerance

    /// `warnings` with the cause of each view that is too long filled in.
    static func attach(to warnings: [LayoutWarning], in engine: LayoutEngine) -> [LayoutWarning] {
        guard warnings.contains(where: { $0.kind == .outOfBounds || $0.kind == .overflow }) else { return warnings }
        return warnings.map { warning in
            var warning = warning
            if warning.kind == .outOfBounds, let axis = tooLongAxis(of: warning) {
                warning.cause = cause(of: warning.node, along: axis, in: engine)
            } else if case .overflow(let axis, _, _, let culprits) = warning.detail, let first = culprits.first,
                      let frame = engine.placedFrame(first.node), abs(frame.size[axis] - first.needed) < tolerance {
                // The stack's first child that took more than its share, followed down to the
                // view inside it that chose its length (when the child was placed at that length).
                warning.cause = cause(of: first.node, along: axis, in: engine)
            }
            return warning
        }
    }

    /// The axis along which the warned view is longer than what it must fit in (the longer
    /// overhang when it is both too wide and too tall); `nil` when it only lies out of place.
    private static func tooLongAxis(of warning: LayoutWarning) -> Axis? {
        let excess: (CGSize, CGSize) -> Axis? = { size, room in
            let over = Axis.both.map { ($0, size[$0] - room[$0]) }.filter { $0.1 > tolerance }
            return over.max { $0.1 < $1.1 }?.0
        }
        switch warning.detail {
        case .windowTooSmall(let needed, let window): return excess(needed, window)
        case .outside(let frame, let bounds, _): return excess(frame.size, bounds.size)
        case .sticksOut(let axis, _, _, _): return axis
        default: return nil
        }
    }

    /// The most views between a warned view and its culprit: a culprit found deeper is not
    /// named (a path of hundreds of views explains nothing), which also keeps a tree thousands
    /// of levels deep, with a warning at every level, from costing the square of its depth.
    static let longestPath = 64

    /// The culprit of `node`'s length along `axis`, found down its children; `nil` when it lies
    /// more than ``longestPath`` views down.
    static func cause(of node: NodeID, along axis: Axis, in engine: LayoutEngine) -> LayoutWarning.Cause? {
        let graph = engine.graph
        var steps: [LayoutWarning.Step] = []
        var current = node
        while steps.count <= longestPath, let frame = engine.placedFrame(current) {
            let length = frame.size[axis]
            let origin = RuleTable.ask(LengthOriginQuestion(axis: axis, length: length, node: current, childCount: graph.children(of: current).count), of: graph.kind(of: current))
            if case .chosen(let source) = origin {
                return culprit(current, length: length, source: source, axis: axis, steps: steps, in: engine)
            }
            if graph.children(of: current).isEmpty {
                return culprit(current, length: length, source: .ownSize(engine.ruleName(of: current)), axis: axis, steps: steps, in: engine)
            }
            guard let (child, passing) = lengthGiver(of: current, origin: origin, length: length, along: axis, in: engine) else {
                return culprit(current, length: length, source: .ownSize(engine.ruleName(of: current)), axis: axis, steps: steps, in: engine)
            }
            steps.append(LayoutWarning.Step(node: current, view: LayoutWarning.ViewName(current, in: graph), length: length, passing: passing))
            current = child
        }
        return nil
    }

    /// The cause naming `node` as the culprit, with the views above it on the way, nearest
    /// first.
    private static func culprit(_ node: NodeID, length: CGFloat, source: LayoutWarning.Source, axis: Axis,
                                steps: [LayoutWarning.Step], in engine: LayoutEngine) -> LayoutWarning.Cause {
        let graph = engine.graph
        return LayoutWarning.Cause(axis: axis, node: node, view: LayoutWarning.ViewName(node, in: graph), content: namedContent(of: node, in: graph),
                                   length: length, source: source, path: steps.reversed())
    }

    /// The child of `node` whose length gives `node` its `length` along `axis`, and how, given
    /// where its rule says the length comes from.
    private static func lengthGiver(of node: NodeID, origin: LengthOrigin, length: CGFloat, along axis: Axis, in engine: LayoutEngine) -> (NodeID, LayoutWarning.Passing)? {
        let frames = engine.graph.children(of: node).compactMap { child in engine.placedFrame(child).map { (child, $0) } }
        let placed = frames.map { ($0.0, $0.1.size[axis]) }
        guard let longest = placed.max(by: { $0.1 < $1.1 }) else { return nil }
        let sum = LayoutWarning.Passing.sum(children: placed.map { LayoutWarning.ViewName($0.0, in: engine.graph) }, lengths: placed.map(\.1))
        if origin == .fromChildrenInLine, placed.count > 1 { return (longest.0, sum) }
        if let same = placed.first(where: { abs($0.1 - length) < tolerance }) {
            return (same.0, placed.count > 1 ? .longest(count: placed.count) : .same)
        }
        // Children side by side along the axis (a grid row's cells, a grid's rows) add up.
        if placed.count > 1, liesSideBySide(frames.map(\.1), along: axis) { return (longest.0, sum) }
        if origin == .fromChildPlusInsets, let child = placed.first, child.1 < length {
            return (child.0, .adds(length - child.1))
        }
        return nil
    }

    /// Whether `frames` follow one another along `axis` without overlapping.
    private static func liesSideBySide(_ frames: [CGRect], along axis: Axis) -> Bool {
        let spans = frames.map { axis == .horizontal ? ($0.minX, $0.maxX) : ($0.minY, $0.maxY) }.sorted { $0.0 < $1.0 }
        return zip(spans, spans.dropFirst()).allSatisfy { $0.1 <= $1.0 + tolerance }
    }

    /// The first view inside `node`, through only children, named by an `.id`, an
    /// accessibility identifier or a text, when `node` itself has no name.
    private static func namedContent(of node: NodeID, in graph: LayoutGraph) -> LayoutWarning.ViewName? {
        guard graph[node].ids.isEmpty else { return nil }
        var current = node
        while graph.children(of: current).count == 1, let child = graph.children(of: current).first {
            current = child
            if !graph[current].ids.isEmpty { return LayoutWarning.ViewName(current, in: graph) }
            if case .text = graph.kind(of: current) { return LayoutWarning.ViewName(current, in: graph) }
        }
        return nil
    }
}
