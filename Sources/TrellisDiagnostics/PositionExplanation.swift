import Foundation
import TrellisGraph
import TrellisSolver

extension LayoutResult {
    /// Why the view named `id` is where it is: from the window down to the view, how each
    /// container put the next view on the way at its x and y, with the numbers. For example:
    ///
    /// `the window centres 'row' (408×50) in 300×100: x = (300 − 408) / 2 = -54, y = (100 − 50) / 2 = 25 → 'right' in 'row': x = -54 + 208 = 154 (after 200 + 8 along the stack), y = 25 + 0 = 25 (center guide 25 on the line at 25)`
    ///
    /// Results laid out without explain mode are laid out again with it.
    public func explainPosition(_ id: some Hashable) -> String {
        guard let node = node(named: id) else { return "no view named '\(layoutName(for: id))' was laid out" }
        return explainPosition(node: node)
    }

    /// How `node` came to its position (see ``explainPosition(_:)``).
    public func explainPosition(node: NodeID) -> String {
        guard !trace.isEmpty else {
            return LayoutSolver(explain: true, displayScale: displayScale).layout(graph, in: windowSize).explainPosition(node: node)
        }
        return PositionChain(chain: WhyChain(result: self)).steps(to: node).joined(separator: " → ")
    }
}

/// Builds position explanations from a result's frames and the `.aligned` decisions in its trace.
struct PositionChain {
    let chain: WhyChain
    private var result: LayoutResult { chain.result }
    /// The step of each view in its container, once worked out: every view below it shares it.
    private let stepsMade = Memo<NodeID, (text: String, moved: Bool)?>()
    /// How the window placed the root, once worked out: every view's explanation starts with it.
    private let rootStepsMade = Memo<NodeID, String>()

    init(chain: WhyChain) {
        self.chain = chain
    }

    /// One step for the root and one for each view on the way whose position is not simply its
    /// container's.
    func steps(to node: NodeID) -> [String] {
        let path = chain.path(to: node)
        guard let root = result.frame(ofNode: path[0]) else { return ["'\(label(node))' was not laid out"] }
        var steps = [rootStepsMade.value(for: path[0]) { rootStep(path[0], frame: root) }]
        for (parent, child) in zip(path, path.dropFirst()) {
            let step = stepsMade.value(for: child) { () -> (text: String, moved: Bool)? in
                guard let outer = result.frame(ofNode: parent), let inner = result.frame(ofNode: child) else { return nil }
                let axes = Axis.both.map { axis in axisStep(axis, of: child, in: parent, outer: outer, inner: inner) }
                return ("\(label(child)) in \(label(parent)): \(axes.map(\.text).joined(separator: ", "))", axes.contains(where: { $0.moved }))
            }
            guard let step else { break }
            if child == node || step.moved { steps.append(step.text) }
        }
        return steps
    }

    private func rootStep(_ root: NodeID, frame: CGRect) -> String {
        let window = result.windowSize
        let centred = abs(frame.minX - (window.width - frame.width) / 2) < 0.001 && abs(frame.minY - (window.height - frame.height) / 2) < 0.001
        guard centred else { return "\(label(root)) is at x = \(PointFormat.string(frame.minX)), y = \(PointFormat.string(frame.minY))" }
        return "the window centres \(label(root)) (\(PointFormat.string(frame.size))) in \(PointFormat.string(window)): "
            + "x = (\(PointFormat.string(window.width)) − \(PointFormat.string(frame.width))) / 2 = \(PointFormat.string(frame.minX)), "
            + "y = (\(PointFormat.string(window.height)) − \(PointFormat.string(frame.height))) / 2 = \(PointFormat.string(frame.minY))"
    }

    /// "x = -54 + 208 = 154 (after 200 + 8 along the stack)".
    private func axisStep(_ axis: Axis, of child: NodeID, in parent: NodeID, outer: CGRect, inner: CGRect) -> (text: String, moved: Bool) {
        let name = axis == .horizontal ? "x" : "y"
        let start = axis == .horizontal ? outer.minX : outer.minY
        let position = axis == .horizontal ? inner.minX : inner.minY
        let offset = position - start
        let sum = "\(name) = \(PointFormat.string(start)) + \(PointFormat.string(offset)) = \(PointFormat.string(position))"
        if let reason = alignment(of: child, by: parent, on: axis) { return ("\(sum) (\(reason))", offset != 0) }
        if let reason = stackPosition(of: child, in: parent, on: axis) { return ("\(sum) (\(reason))", true) }
        guard abs(offset) > 0.001 else { return (sum, false) }
        // No alignment or stack decided it: the container moved it (an offset, a position,
        // padding's inset).
        return ("\(sum) (\(result.graph.displayName(of: parent)) puts it \(PointFormat.string(offset)) from its own \(name))", true)
    }

    /// The last `.aligned` decision `parent` took about `child` on `axis` before placing it.
    private func alignment(of child: NodeID, by parent: NodeID, on axis: Axis) -> String? {
        guard let index = chain.placementIndex(of: child) else { return nil }
        for event in result.trace[..<index].reversed() where event.node == child && event.parent == parent {
            guard case .aligned(let guide, let line, let value) = event.decision, guide.axis == axis else { continue }
            return "\(guide.name) guide \(PointFormat.string(value)) on the line at \(PointFormat.string(line))"
        }
        return nil
    }

    /// Along a stack's axis, the lengths and gaps of the children before `child`.
    private func stackPosition(of child: NodeID, in parent: NodeID, on axis: Axis) -> String? {
        guard let placed = chain.placement(of: parent), [.stackSize, .stackDistribution, .stackIdealSizing].contains(placed.rule) else { return nil }
        let siblings = Array(result.graph.children(of: parent))
        guard let position = siblings.firstIndex(of: child), position > 0 else { return nil }
        var terms: [String] = []
        var previousEnd: CGFloat?
        let start = axis == .horizontal ? result.frame(ofNode: parent)?.minX : result.frame(ofNode: parent)?.minY
        for sibling in siblings[...position] {
            guard let frame = result.frame(ofNode: sibling) else { continue }
            let (low, high) = axis == .horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
            if let previousEnd { terms.append(PointFormat.string(low - previousEnd)) }
            if sibling == child { break }
            terms.append(PointFormat.string(high - low))
            previousEnd = high
        }
        guard start != nil, !terms.isEmpty else { return nil }
        return "after \(terms.joined(separator: " + ")) along the stack"
    }

    private func label(_ node: NodeID) -> String {
        LayoutWarning.ViewName(node, in: result.graph).label
    }
}
