import Foundation
import TrellisGraph
import TrellisSolver

extension LayoutResult {
    /// Why the view named `id` has its size: the chain of proposals and decisions from the
    /// window down to it, in the words of SwiftUI's layout rules, one hop a line. Every number
    /// is one the solver used. For example:
    ///
    /// ```text
    /// frame offered 390×844 by the window
    ///   HStack offered 300×100 (frame(width: 300, height: 100))  ◀ height decided here
    ///     spacing 8 leaves 292
    ///     'b' (flexibility 50…50: offered 292 / 2 = 146) sized first: 50×100
    ///     'r' offered 242×100 (flexibility 0…∞: 242)  ◀ width decided here
    ///     Color.red takes the offer: 242×100
    /// ```
    ///
    /// Each view on the way is a line, indented under the view that offered it its size, after
    /// the arithmetic of the container that worked the offer out. The last line is the rule
    /// that sized the view and its size. The line where each length was chosen is marked:
    /// where the view's offer was last worked out when the view took it, or the last line when
    /// the view chose a size of its own. With `detail` ``ExplainDetail/folded``, views that
    /// pass their offer on unchanged or less their padding share one line.
    ///
    /// Results laid out without explain mode are laid out again with it to find the chain.
    public func explain(_ id: some Hashable, detail: ExplainDetail = .folded) -> String {
        guard let node = node(named: id) else { return whyNotLaidOut(layoutName(for: id)) }
        return explain(node: node, detail: detail)
    }

    /// Why no view named `name` has a frame: there is none, or it is (inside) a `ViewThatFits`
    /// candidate that was not chosen, with the candidate's ideal size against the space.
    private func whyNotLaidOut(_ name: String) -> String {
        guard graph.nodes(named: name).isEmpty || !trace.isEmpty else {
            return LayoutSolver(explain: true, displayScale: displayScale).layout(graph, in: windowSize).whyNotLaidOut(name)
        }
        let parents = graph.parents()
        for node in graph.nodes(named: name) {
            var current: NodeID? = node
            while let candidate = current {
                let tried = trace.last { event in
                    guard event.node == candidate, case .candidate(let record) = event.decision else { return false }
                    return !record.chosen
                }
                if let tried, case .candidate(let record) = tried.decision {
                    let container = tried.parent.map { LayoutWarning.ViewName($0, in: graph).label } ?? "ViewThatFits"
                    return "'\(name)' was not chosen: \(container) measured candidate \(record.position) at its ideal size "
                        + "\(PointFormat.string(record.idealSize)), more than \(record.space), and showed a later candidate"
                }
                current = parents[candidate.index]
            }
            return "'\(name)' is in the graph but was not laid out"
        }
        return "no view named '\(name)' was laid out"
    }

    /// The why-chain of `node` (see ``explain(_:detail:)``).
    public func explain(node: NodeID, detail: ExplainDetail = .folded) -> String {
        guard !trace.isEmpty else {
            return LayoutSolver(explain: true, displayScale: displayScale).layout(graph, in: windowSize).explain(node: node, detail: detail)
        }
        return WhyChain(result: self).text(to: node, detail: detail)
    }
}

/// Builds why-chains out of a result's trace: each view's placement, and the decision that
/// gave it its proposal (``TraceEvent/cause``), followed link by link.
struct WhyChain {
    let result: LayoutResult
    private let parents: [NodeID?]
    /// The index in the trace of each node's placement.
    private let placements: [NodeID: Int]
    /// The hops by which each view got its offer, once worked out: every view below a view
    /// shares them, and a page explains every view.
    private let offerHopsMade = Memo<NodeID, [WhyChainHop]>()

    init(result: LayoutResult) {
        self.result = result
        parents = result.graph.parents()
        var placements: [NodeID: Int] = [:]
        for (index, event) in result.trace.enumerated() where event.phase == .place {
            placements[event.node] = index
        }
        self.placements = placements
    }

    /// The hops from the root down to `node`, unfolded: each view on the way once, after the
    /// arithmetic of the container that worked out its offer, and last the rule that sized
    /// `node`, ending with its size.
    func hops(to node: NodeID) -> [WhyChainHop] {
        let path = self.path(to: node)
        var hops: [WhyChainHop] = []
        for (level, current) in path.enumerated() {
            guard let placed = placement(of: current) else { break }
            hops += offerHopsMade.value(for: current) {
                if level == 0 {
                    return [WhyChainHop(role: .view, subject: label(current), offer: "offered \(placed.proposal) by the window", level: level)]
                } else if let cause = placed.cause {
                    return offerHops(cause, towards: current, placed: placed, level: level)
                } else {
                    return [WhyChainHop(role: .view, subject: label(current), offer: "offered \(placed.proposal)", level: level)]
                }
            }
            if level == path.count - 1 { hops.append(WhyChainHop(role: .size, subject: sizeStep(of: current, placed: placed), level: level)) }
        }
        return hops
    }

    /// The rules by which a view takes its (primary) child's size as its own, choosing nothing.
    private static let passThroughRules: Set<LayoutRule> = [.overlayBackgroundLayer, .sizeOfChild, .singleChildStackIsTransparent, .layoutDirection]

    /// The view that chose the size of `node`: `node` itself, unless its rule passes its first
    /// child's size on (an overlay or background takes its primary view's size, `clipShape`,
    /// `offset` and the like their child's), in which case that child's size source, as long as
    /// the child was laid out at the same size.
    func sizeSource(of node: NodeID) -> NodeID {
        var current = node
        while let placed = placement(of: current), Self.passThroughRules.contains(placed.rule),
              let child = result.graph.children(of: current).first, let inner = placement(of: child),
              abs(inner.size.width - placed.size.width) < 0.001, abs(inner.size.height - placed.size.height) < 0.001 {
            current = child
        }
        return current
    }

    /// The nodes from the root down to `node`.
    func path(to node: NodeID) -> [NodeID] {
        var path: [NodeID] = [node]
        while let parent = parents[path[0].index] { path.insert(parent, at: 0) }
        return path
    }

    /// The placement event of `node`.
    func placement(of node: NodeID) -> TraceEvent? {
        placements[node].map { result.trace[$0] }
    }

    /// The index in the trace of the placement of `node`.
    func placementIndex(of node: NodeID) -> Int? { placements[node] }

    /// How the view before `node` on its path handed `node` its offer.
    func handover(to node: NodeID) -> OfferHandover {
        guard let placed = placement(of: node) else { return .decided }
        guard let cause = placed.cause else {
            let parentProposal = parents[node.index].flatMap { placement(of: $0) }?.proposal
            return parentProposal == placed.proposal ? .unchanged : .decided
        }
        if case .offer(.padding, _, _) = result.trace[cause].decision { return .padded }
        return .decided
    }

    /// The hops by which the decision at `index` gave `child` its proposal, ending with the
    /// child's own: for a stack's share, the stack's spacing and each sibling sized before the
    /// child with what it was offered and what it took, then the child with its share; for a
    /// `ViewThatFits`, the candidates it rejected; for any other decision, the child with the
    /// decision's reason.
    private func offerHops(_ index: Int, towards child: NodeID, placed: TraceEvent, level: Int) -> [WhyChainHop] {
        let event = result.trace[index]
        func offered(_ reason: String?) -> WhyChainHop {
            WhyChainHop(role: .view, subject: label(child), offer: "offered \(placed.proposal)" + (reason.map { " (\($0))" } ?? ""), level: level)
        }
        if case .candidate = event.decision {
            return rejectedCandidates(before: index).map { WhyChainHop(role: .note, subject: $0, level: level) } + [offered(event.note)]
        }
        guard case .share(let share) = event.decision else { return [offered(event.decision?.offerReason)] }
        var hops: [WhyChainHop] = []
        if let spacing = event.cause, let note = result.trace[spacing].note { hops.append(WhyChainHop(role: .note, subject: note, level: level)) }
        let siblings = result.trace[..<index].filter { $0.phase == .decide && $0.parent == event.parent && $0.cause == event.cause }
        for sibling in siblings {
            let detail = sibling.note.map { " (\($0))" } ?? ""
            hops.append(WhyChainHop(role: .note, subject: "\(label(sibling.node))\(detail) sized first: \(PointFormat.string(sibling.size))", level: level))
        }
        hops.append(offered("\(share.flexibility): \(share.arithmetic)"))
        return hops
    }

    /// The candidates a `ViewThatFits` tried and rejected just before the decision at `index`,
    /// each with its ideal size against the space: "candidate 1 needs 300×50, more than 150×100".
    private func rejectedCandidates(before index: Int) -> [String] {
        var steps: [String] = []
        var position = index - 1
        while position >= 0 {
            let event = result.trace[position]
            position -= 1
            // Measurements of the candidates come between their decisions.
            guard event.phase == .decide else { continue }
            guard event.parent == result.trace[index].parent, case .candidate(let candidate) = event.decision, !candidate.chosen else { break }
            steps.insert("\(label(event.node)): \(event.note ?? "")", at: 0)
        }
        return steps
    }

    /// The rule that sized `node` and its size; a stack's size term by term.
    private func sizeStep(of node: NodeID, placed: TraceEvent) -> String {
        // A node a library view's body made is named with the view the code wrote: "Button's padding".
        let own = result.graph.displayName(of: node)
        let name = result.graph.writtenName(of: node).map { "\($0)'s \(own)" } ?? own
        let sentence = "\(name) \(placed.rule.sentence)"
        if let terms = stackTerms(of: node, placed: placed) { return "\(sentence): \(terms)" }
        if let tracks = gridTracks(of: node) { return "\(sentence) (\(tracks)): \(PointFormat.string(placed.size))" }
        if let lines = result.trace.last(where: { event in
            guard event.node == node, case .textLines = event.decision else { return false }
            return true
        })?.note {
            return "\(sentence) (\(lines)): \(PointFormat.string(placed.size))"
        }
        return "\(sentence): \(PointFormat.string(placed.size))"
    }

    /// How a grid's columns and rows got their lengths when it was last sized before its
    /// placement: "column 1 (flexibility 40…40) offered 292 / 2 = 146 is 40, its widest cell; …";
    /// for a lazy grid, whose tracks come from its items, each item's arithmetic and then the
    /// lengths: "columns 1–2 adaptive(minimum 150) in 358: floor((358 + 8) / (150 + 8)) = 2
    /// columns, (358 − 8) / 2 = 175 each; columns 175, 175; rows 80".
    private func gridTracks(of node: NodeID) -> String? {
        guard let placedAt = placementIndex(of: node),
              let sized = result.trace[..<placedAt].lastIndex(where: { event in
                  guard event.node == node, case .gridTracks = event.decision else { return false }
                  return true
              }) else { return nil }
        var tracks: [String] = []
        var items: [String] = []
        for event in result.trace[..<sized].reversed() where event.node == node && event.phase == .decide {
            if case .gridTrack = event.decision {
                tracks.insert(event.note ?? "", at: 0)
            } else if case .lazyGridItem = event.decision {
                items.insert(event.note ?? "", at: 0)
            } else {
                break
            }
        }
        if !tracks.isEmpty { return tracks.joined(separator: "; ") }
        return (items + [result.trace[sized].note ?? ""]).joined(separator: "; ")
    }

    /// A stack's size term by term: its children's lengths and the gaps between them along its
    /// axis, and its thickness across it ("200 + 8 + 200 = 408 wide, 50 tall: 408×50"). The
    /// axis is the one across the guide the stack aligned its children on.
    private func stackTerms(of node: NodeID, placed: TraceEvent) -> String? {
        guard [.stackSize, .stackDistribution, .stackIdealSizing].contains(placed.rule) else { return nil }
        let children = result.graph.children(of: node).compactMap { child in result.frame(ofNode: child).map { (child, $0) } }
        guard children.count > 1,
              let guide = result.trace.lazy.compactMap({ event -> AlignmentKey? in
                  guard event.parent == node, case .aligned(let guide, _, _) = event.decision else { return nil }
                  return guide
              }).first else { return nil }
        let axis = guide.axis.perpendicular
        var terms: [String] = []
        for (offset, (_, frame)) in children.enumerated() {
            if offset > 0 {
                let previous = children[offset - 1].1
                terms.append(PointFormat.string(axis == .horizontal ? frame.minX - previous.maxX : frame.minY - previous.maxY))
            }
            terms.append(PointFormat.string(axis == .horizontal ? frame.width : frame.height))
        }
        let (along, across) = axis == .horizontal ? ("wide", "tall") : ("tall", "wide")
        let length = axis == .horizontal ? placed.size.width : placed.size.height
        let thickness = axis == .horizontal ? placed.size.height : placed.size.width
        return "\(terms.joined(separator: " + ")) = \(PointFormat.string(length)) \(along), \(PointFormat.string(thickness)) \(across) "
            + "(its children aligned on their \(guide.name) guides): \(PointFormat.string(placed.size))"
    }

    /// A node's name in a chain: its `.id` in quotes, or its SwiftUI name.
    func label(_ node: NodeID) -> String {
        LayoutWarning.ViewName(node, in: result.graph).label
    }
}
