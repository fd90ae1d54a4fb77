import Foundation
import TrellisGraph
import TrellisSolver

/// What every audit check reads of one laid-out result, worked out once: each node's parent,
/// frame and text lines, and what the node inherits from the views around it (the audit kinds
/// turned off, its foreground colour, whether a scroll view or a button encloses it).
struct AuditContext {
    /// The result audited.
    let result: LayoutResult
    /// Its graph.
    var graph: LayoutGraph { result.graph }
    /// Each node's parent, by node index.
    let parents: [NodeID?]
    /// The kinds `.layoutAudit(ignore:)` turned off for each node, by node index.
    let ignored: [Set<LayoutAuditKind>]
    /// The foreground colour each node's texts inherit, by node index: the nearest set on the
    /// node or around it.
    let foreground: [ColorName?]
    /// Whether each node is inside a scroll view (a `ScrollView` or a `List`), by node index.
    let isScrollable: [Bool]
    /// Whether each node is inside a button or link, whose label is drawn in the accent colour,
    /// by node index.
    let isInTintedControl: [Bool]
    /// Each text node's lines as it was laid out last, and whether it was truncated; empty
    /// unless the context was made with them.
    let textLines: [NodeID: (lines: [TextLine], truncated: Bool)]

    /// The context of `result`, with its texts' lines when `withTextLines` (which lays a result
    /// without a trace out again).
    init(_ result: LayoutResult, withTextLines: Bool) {
        self.result = result
        let graph = result.graph
        let parents = graph.parents()
        self.parents = parents
        var ignored = [Set<LayoutAuditKind>](repeating: [], count: graph.count)
        var foreground = [ColorName?](repeating: nil, count: graph.count)
        var isScrollable = [Bool](repeating: false, count: graph.count)
        var isInTintedControl = [Bool](repeating: false, count: graph.count)
        // Parents come after their children in a graph, so walking backwards meets each parent first.
        for node in graph.nodeIDs.reversed() {
            let i = node.index, semantics = graph.semantics(of: node)
            if let parent = parents[i] {
                ignored[i] = ignored[parent.index]
                foreground[i] = foreground[parent.index]
                isScrollable[i] = isScrollable[parent.index]
                isInTintedControl[i] = isInTintedControl[parent.index]
                if case .scrollView = graph.kind(of: parent) { isScrollable[i] = true }
            }
            if let semantics {
                ignored[i].formUnion(semantics.ignoredAuditKinds)
                if let color = semantics.foreground { foreground[i] = color }
                if semantics.role == .button || semantics.role == .link { isInTintedControl[i] = true }
            }
        }
        self.ignored = ignored
        self.foreground = foreground
        self.isScrollable = isScrollable
        self.isInTintedControl = isInTintedControl
        textLines = withTextLines && Self.mayHaveSeveralLines(result) ? Self.textLines(of: result) : [:]
    }

    /// The frame of `node` in window coordinates, if it was laid out with a size.
    func frame(of node: NodeID) -> CGRect? {
        guard let frame = result.frame(ofNode: node), frame.width.isFinite, frame.height.isFinite else { return nil }
        return frame
    }

    /// Whether `ancestor` is `node` or encloses it.
    func encloses(_ ancestor: NodeID, _ node: NodeID) -> Bool {
        var current: NodeID? = node
        while let next = current {
            if next == ancestor { return true }
            current = parents[next.index]
        }
        return false
    }

    /// The nodes from `node`'s parent up to the root.
    func ancestors(of node: NodeID) -> [NodeID] {
        var list: [NodeID] = [], current = parents[node.index]
        while let next = current {
            list.append(next)
            current = parents[next.index]
        }
        return list
    }

    /// The text nodes that were laid out, in graph order.
    var texts: [(node: NodeID, spec: TextSpec)] {
        graph.nodeIDs.compactMap { node in
            guard case .text(let spec) = graph.kind(of: node), frame(of: node) != nil else { return nil }
            return (node, spec)
        }
    }

    /// Whether a text of `result` may take more than one line: whether one is taller than 1.8
    /// times its font's size at its smallest scale, where a line of text is about 1.2 to 1.3
    /// times its font's size and two lines twice that. Only then are the lines worth laying the
    /// result out again for.
    private static func mayHaveSeveralLines(_ result: LayoutResult) -> Bool {
        result.graph.nodeIDs.contains { node in
            guard case .text(let spec) = result.graph.kind(of: node), let frame = result.frame(ofNode: node) else { return false }
            return frame.height > 1.8 * spec.font.size * min(1, max(spec.minimumScaleFactor, 0.01))
        }
    }

    /// Each text node's lines and truncation from the last `textLines` decision about it in `result`'s trace,
    /// laying the graph out again with a trace when the result has none.
    private static func textLines(of result: LayoutResult) -> [NodeID: (lines: [TextLine], truncated: Bool)] {
        guard result.graph.containsText else { return [:] }
        let trace = result.trace.isEmpty
            ? LayoutSolver(explain: true, displayScale: result.displayScale).layout(result.graph, in: result.windowSize).trace
            : result.trace
        var lines: [NodeID: (lines: [TextLine], truncated: Bool)] = [:]
        for event in trace {
            if case .textLines(let laidOut, let truncated, _) = event.decision { lines[event.node] = (laidOut, truncated) }
        }
        return lines
    }
}
