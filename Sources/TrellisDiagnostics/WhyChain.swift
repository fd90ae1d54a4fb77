import Foundation
import TrellisGraph
import TrellisSolver

extension LayoutResult {
    /// Why the view named `id` has its size: the chain of proposals and decisions from the
    /// window down to it, in the words of SwiftUI's layout rules. Every number is one the solver
    /// used. For example:
    ///
    /// `window offers 390×844 → HStack offered 300×100 → spacing 8 leaves 292 → 'b' (fixed at 50) sized first: 50 → 'r' offered 242×100 → Color takes the offer: 242×100`
    ///
    /// Results laid out without explain mode are laid out again with it to find the chain.
    public func explain(_ id: some Hashable) -> String {
        guard let node = node(named: id) else { return "no view named '\(layoutName(for: id))' was laid out" }
        return explain(node: node)
    }

    /// The why-chain of `node` (see ``explain(_:)``).
    public func explain(node: NodeID) -> String {
        guard !trace.isEmpty else {
            return LayoutSolver(explain: true, displayScale: displayScale).layout(graph, in: windowSize).explain(node: node)
        }
        return WhyChain(result: self).steps(to: node).joined(separator: " → ")
    }
}

/// Builds why-chains out of a result's trace: each view's placement, and the decision that
/// gave it its proposal (``TraceEvent/cause``), followed link by link.
struct WhyChain {
    let result: LayoutResult
    private let parents: [NodeID?]
    /// The index in the trace of each node's placement.
    private let placements: [NodeID: Int]

    init(result: LayoutResult) {
        self.result = result
        parents = result.graph.parents()
        var placements: [NodeID: Int] = [:]
        for (index, event) in result.trace.enumerated() where event.phase == .place {
            placements[event.node] = index
        }
        self.placements = placements
    }

    /// The steps from the window to `node`.
    func steps(to node: NodeID) -> [String] {
        var path: [NodeID] = [node]
        while let parent = parents[path[0].index] { path.insert(parent, at: 0) }
        var steps = ["window offers \(PointFormat.string(result.windowSize))"]
        for (depth, current) in path.enumerated() {
            guard let placed = placement(of: current) else { break }
            if depth == path.count - 1 {
                steps.append("\(result.graph.displayName(of: current)) \(placed.rule.sentence): \(PointFormat.string(placed.size))")
                break
            }
            steps.append("\(label(current)) offered \(placed.proposal)")
            let next = path[depth + 1]
            if let cause = placement(of: next)?.cause {
                steps.append(contentsOf: decisionSteps(cause, towards: next))
            }
        }
        return steps
    }

    /// The placement event of `node`.
    private func placement(of node: NodeID) -> TraceEvent? {
        placements[node].map { result.trace[$0] }
    }

    /// How the decision at `index` gave `child` its proposal: for a stack's share, the
    /// stack's spacing and each sibling sized before the child with what it was offered and
    /// what it took; for any other decision, the decision itself.
    private func decisionSteps(_ index: Int, towards child: NodeID) -> [String] {
        let event = result.trace[index]
        guard case .share = event.decision else { return event.note.map { [$0] } ?? [] }
        var steps: [String] = []
        if let spacing = event.cause, let note = result.trace[spacing].note { steps.append(note) }
        let siblings = result.trace[..<index].filter { $0.phase == .decide && $0.parent == event.parent && $0.cause == event.cause }
        for sibling in siblings {
            let detail = sibling.note.map { " (\($0))" } ?? ""
            steps.append("\(label(sibling.node))\(detail) sized first: \(PointFormat.string(sibling.size))")
        }
        steps.append("\(label(child)) offered \(event.proposal)")
        return steps
    }

    /// A node's name in a chain: its `.id` in quotes, or its SwiftUI name.
    private func label(_ node: NodeID) -> String {
        LayoutWarning.ViewName(node, in: result.graph).label
    }
}

extension LayoutRule {
    /// The rule as a predicate about the view it sized: "takes the offer".
    public var sentence: String {
        switch self {
        case .shapeTakesProposal: return "takes the offer"
        case .spacerInStack: return "fills what the stack leaves, down to its minimum length"
        case .spacerOutsideStack: return "expands on both axes outside a stack"
        case .stackIdealSizing: return "asks every child for its ideal size"
        case .stackDistribution: return "divides its length among its children"
        case .stackSize: return "sums its children and their spacing"
        case .singleChildStackIsTransparent: return "takes its only child's size"
        case .zstackSize: return "takes the largest of its highest-priority children"
        case .fixedFrameIgnoresChild: return "is fixed by frame(width:height:), whatever its child"
        case .fixedFrame: return "is fixed on one axis and takes its child's size on the other"
        case .flexibleFrame: return "clamps to its frame's limits"
        case .padding: return "adds its insets to its child"
        case .fixedSizeIdeal: return "takes its child's ideal size (fixedSize)"
        case .sizeOfChild: return "takes its child's size"
        case .overlayBackgroundLayer: return "takes its primary view's size"
        case .layoutDirection: return "is mirrored for right-to-left layout"
        case .aspectRatio: return "scales its child to the aspect ratio within the offer"
        case .position: return "takes the offer and centres its child on the position"
        case .viewThatFits: return "shows the first candidate whose ideal size fits"
        case .scrollView: return "takes the offer and lets its content take its ideal size along the scroll axes"
        case .geometryReader: return "takes the offer (10 where unspecified)"
        case .customLayout: return "is sized by its custom Layout"
        case .grid: return "sizes its columns and rows by their cells"
        case .textBuiltInModel: return "wraps its text to the offered width, as wide as its widest line"
        case .textCustomMeasurer: return "is measured by the text measurer in its environment"
        case .imageNaturalSize: return "keeps its image's natural size"
        case .imageResizable: return "stretches to the offer (resizable)"
        case .controlSize: return "has its control's fixed lengths and takes the offer on the others"
        case .dividerAcrossStack: return "is a hairline across its stack, as long as offered"
        case .measuredLeaf: return "is sized by its host's function"
        case .safeArea: return "keeps its content inside the safe area"
        case .ignoresSafeArea: return "takes its child's size and grows into the safe-area insets it reaches"
        }
    }
}
