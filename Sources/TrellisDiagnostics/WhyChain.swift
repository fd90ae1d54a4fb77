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

/// Builds why-chains out of a result's trace.
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
            let isTarget = depth == path.count - 1
            if isTarget {
                steps.append("\(result.graph.displayName(of: current)) \(sentence(for: placed.rule, node: current)): \(PointFormat.string(placed.size))")
            } else if case .stack = result.graph.kind(of: current), result.graph.children(of: current).count > 1 {
                steps.append("\(label(current)) offered \(placed.proposal)")
                steps.append(contentsOf: distributionSteps(of: current, towards: path[depth + 1]))
            } else {
                steps.append("\(label(current)) offered \(placed.proposal)")
            }
        }
        return steps
    }

    /// The placement event of `node`.
    private func placement(of node: NodeID) -> TraceEvent? {
        placements[node].map { result.trace[$0] }
    }

    /// How a stack divided its length before placing `child`: its spacing, and each sibling
    /// sized before the child with what it was offered and what it took.
    private func distributionSteps(of stack: NodeID, towards child: NodeID) -> [String] {
        guard let start = placements[stack] else { return [] }
        let end = result.graph.children(of: stack).compactMap { placements[$0] }.min() ?? result.trace.count
        var steps: [String] = []
        for event in result.trace[start..<end] where event.phase == .decide {
            if event.node == stack, let note = event.note {
                steps.append(note)
            } else if event.parent == stack {
                if event.node == child {
                    steps.append("\(label(event.node)) offered \(event.proposal)")
                    return steps
                }
                let detail = event.note.map { " (\($0))" } ?? ""
                steps.append("\(label(event.node))\(detail) sized first: \(PointFormat.string(event.size))")
            }
        }
        return steps
    }

    /// A node's name in a chain: its `.id` in quotes, or its SwiftUI name.
    private func label(_ node: NodeID) -> String {
        result.graph[node].ids.first.map { "'\($0)'" } ?? result.graph.displayName(of: node)
    }

    /// What the rule that sized `node` did, as the end of a sentence about it.
    private func sentence(for placementRule: LayoutRule, node: NodeID) -> String {
        let rule = result.trace.last { $0.phase == .measure && $0.node == node }?.rule ?? placementRule
        return rule.sentence
    }
}

extension LayoutRule {
    /// The rule as a predicate about the view it sized: "takes the offer".
    public var sentence: String {
        switch self {
        case .rootCentredInWindow: return "is centred in the window"
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
        case .secondaryLayer: return "takes its primary view's size"
        case .offsetAfterLayout: return "moves after layout"
        case .alignedPlacement: return "is placed by its alignment"
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
        }
    }
}
