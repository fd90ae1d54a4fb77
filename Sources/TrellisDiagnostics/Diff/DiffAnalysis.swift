import Foundation
import TrellisGraph
import TrellisSolver

/// The work behind ``LayoutDiff``: the two layouts' nodes matched, their placements indexed,
/// and for each view that moved or resized, its why-chains compared from the view up.
struct DiffAnalysis {
    let before: LayoutResult
    let after: LayoutResult
    let matching: NodeMatching
    private let parentsBefore: [NodeID?]
    private let parentsAfter: [NodeID?]
    private let placementsBefore: [NodeID: Int]
    private let placementsAfter: [NodeID: Int]
    /// The last alignment decision that placed each node.
    private let alignmentsBefore: [NodeID: Decision]
    private let alignmentsAfter: [NodeID: Decision]
    private let traceBefore: [TraceEvent]
    private let traceAfter: [TraceEvent]
    private let parameters: ParameterComparison

    init(before: LayoutResult, after: LayoutResult) {
        self.before = before
        self.after = after
        matching = NodeMatching(from: before.graph, to: after.graph)
        parentsBefore = before.graph.parents()
        parentsAfter = after.graph.parents()
        traceBefore = before.trace
        traceAfter = after.trace
        (placementsBefore, alignmentsBefore) = Self.placements(in: traceBefore)
        (placementsAfter, alignmentsAfter) = Self.placements(in: traceAfter)
        parameters = ParameterComparison(before: before.graph, after: after.graph)
    }

    /// The index in `trace` of each node's placement, and the last alignment decision that
    /// placed it.
    private static func placements(in trace: [TraceEvent]) -> ([NodeID: Int], [NodeID: Decision]) {
        var placements: [NodeID: Int] = [:], alignments: [NodeID: Decision] = [:]
        for (index, event) in trace.enumerated() {
            if event.phase == .place { placements[event.node] = index }
            if case .aligned? = event.decision { alignments[event.node] = event.decision }
        }
        return (placements, alignments)
    }

    /// Whether a `.frames` snapshot lists `node`: a view, or a modifier with a name.
    static func isShown(_ node: NodeID, in graph: LayoutGraph) -> Bool {
        !graph.kind(of: node).isModifier || !graph.names(of: node).isEmpty
    }

    /// The nodes of `graph` in tree order: each node before its children.
    static func treeOrder(_ graph: LayoutGraph) -> [NodeID] {
        var order: [NodeID] = []
        order.reserveCapacity(graph.count)
        var pending = [graph.root]
        while let node = pending.popLast() {
            order.append(node)
            pending += graph.children(of: node).reversed()
        }
        return order
    }

    /// The views laid out in one layout with no match laid out in the other (a view inserted,
    /// or a `ViewThatFits` candidate shown in one layout only), each without the views inside
    /// it, which came or went with it.
    func unmatchedViews(inBefore: Bool) -> [NodeID] {
        let result = inBefore ? before : after, other = inBefore ? after : before
        let parents = inBefore ? parentsBefore : parentsAfter
        func unmatched(_ node: NodeID) -> Bool {
            guard let match = inBefore ? matching.forward[node.index] : matching.backward[node.index] else { return true }
            return other.frames[match.index] == nil
        }
        return Self.treeOrder(result.graph).filter { node in
            guard Self.isShown(node, in: result.graph), result.frames[node.index] != nil, unmatched(node) else { return false }
            var ancestor = parents[node.index]
            while let current = ancestor, unmatched(current) {
                if Self.isShown(current, in: result.graph) { return false }
                ancestor = parents[current.index]
            }
            return true
        }
    }

    /// Every view laid out in both layouts whose frame differs, in tree order, with its reason.
    func changes() -> [LayoutDiff.Change] {
        Self.treeOrder(after.graph).compactMap { node in
            guard Self.isShown(node, in: after.graph), let old = matching.backward[node.index],
                  let frameAfter = after.frames[node.index], let frameBefore = before.frames[old.index],
                  !Self.same(frameBefore, frameAfter) else { return nil }
            return LayoutDiff.Change(node: node, nodeBefore: old, view: name(node), frameBefore: frameBefore, frameAfter: frameAfter,
                                     reason: reason(for: node, old: old, before: frameBefore, after: frameAfter))
        }
    }

    private func reason(for node: NodeID, old: NodeID, before frameBefore: CGRect, after frameAfter: CGRect) -> LayoutDiff.Reason {
        if Self.same(frameBefore.size, frameAfter.size) { return placementReason(for: node, old: old, before: frameBefore, after: frameAfter) }
        // Up the why-chain from the view: the nearest view whose offer differs, and the decision
        // that made it.
        var current = node
        while let placedAfter = placement(of: current, inBefore: false), let currentBefore = matching.backward[current.index],
              let placedBefore = placement(of: currentBefore, inBefore: true), placedAfter.proposal != placedBefore.proposal {
            if placedAfter.cause != nil || parentsAfter[current.index] == nil {
                let decisionAfter = placedAfter.cause.map { traceAfter[$0] }, decisionBefore = placedBefore.cause.map { traceBefore[$0] }
                let container = decisionAfter?.parent ?? parentsAfter[current.index]
                return .offer(container: container.map(name), before: decisionBefore?.decision, after: decisionAfter?.decision,
                              offerBefore: placedBefore.proposal, offerAfter: placedAfter.proposal, origin: offerOrigin(above: current))
            }
            guard let parent = parentsAfter[current.index] else { break }
            current = parent
        }
        return .sizedItself(ownOrigin(of: node) ?? .parameters(name(node), []))
    }

    /// Where a change of the offer to `node` started: the highest view on its chain whose
    /// offer differs, and what changed around it: the window for the root; else its
    /// container's parameters, a sibling that changed size, or views inserted or removed.
    private func offerOrigin(above node: NodeID) -> LayoutDiff.Origin {
        var top = node
        while let parent = parentsAfter[top.index], offerDiffers(parent) { top = parent }
        guard let container = parentsAfter[top.index], let containerBefore = matching.backward[container.index] else {
            return .window(before: before.windowSize, after: after.windowSize)
        }
        if let changes = parameters.changes(of: containerBefore, to: container), !changes.isEmpty {
            return .parameters(name(container), changes)
        }
        if let structure = structureChange(of: container, old: containerBefore) { return structure }
        for sibling in after.graph.children(of: container) where sibling != top {
            guard let old = matching.backward[sibling.index], let sizeAfter = after.frames[sibling.index]?.size,
                  let sizeBefore = before.frames[old.index]?.size, !Self.same(sizeBefore, sizeAfter) else { continue }
            return .sibling(name(shownView(sibling)), before: sizeBefore, after: sizeAfter, origin: offerDiffers(sibling) ? nil : ownOrigin(of: sibling))
        }
        return .parameters(name(container), [])
    }

    /// Why `node`, offered the same size, chose another: its own parameters, views inserted
    /// into it or removed from it, or, first in tree order, a view inside it that changed for
    /// such a reason.
    private func ownOrigin(of node: NodeID) -> LayoutDiff.Origin? {
        guard let old = matching.backward[node.index] else { return nil }
        if let changes = parameters.changes(of: old, to: node), !changes.isEmpty { return .parameters(name(node), changes) }
        if let structure = structureChange(of: node, old: old) { return structure }
        for child in after.graph.children(of: node) {
            guard let childBefore = matching.backward[child.index], let sizeAfter = after.frames[child.index]?.size,
                  let sizeBefore = before.frames[childBefore.index]?.size, !Self.same(sizeBefore, sizeAfter) else { continue }
            let inner = ownOrigin(of: child)
            // Modifiers without names pass the change of the view inside them on as their own.
            if !Self.isShown(child, in: after.graph) || !Self.isShown(node, in: after.graph), let inner { return inner }
            return .content(name(child), before: sizeBefore, after: sizeAfter, origin: inner)
        }
        return nil
    }

    /// Why `node` moved without resizing: it moved with the view that holds it, or its
    /// container placed it elsewhere (another alignment line, a sibling before it that changed
    /// size, the container's own new size).
    private func placementReason(for node: NodeID, old: NodeID, before frameBefore: CGRect, after frameAfter: CGRect) -> LayoutDiff.Reason {
        let shift = CGSize(width: frameAfter.minX - frameBefore.minX, height: frameAfter.minY - frameBefore.minY)
        guard let parent = parentsAfter[node.index] else {
            return .offer(container: nil, before: nil, after: nil, offerBefore: ProposedViewSize(before.windowSize),
                          offerAfter: ProposedViewSize(after.windowSize), origin: .window(before: before.windowSize, after: after.windowSize))
        }
        // It kept its place in the view holding it, which moved; when every view up to the
        // root moved the same way, the window's change moved them.
        if shifted(parent, by: shift) {
            var top = parent
            while let next = parentsAfter[top.index], shifted(next, by: shift) { top = next }
            let window = parentsAfter[top.index] == nil && !Self.same(before.windowSize, after.windowSize)
            return .movedWith(name(namedHolder(parent)), origin: window ? .window(before: before.windowSize, after: after.windowSize) : nil)
        }
        let aligned = alignmentsAfter[node], alignedBefore = alignmentsBefore[old]
        let decisions = aligned != alignedBefore ? (alignedBefore, aligned) : (nil, nil)
        return .placed(container: name(parent), before: decisions.0, after: decisions.1, origin: placementOrigin(of: node, in: parent))
    }

    /// Whether `node` moved by `shift` between the layouts.
    private func shifted(_ node: NodeID, by shift: CGSize) -> Bool {
        guard let old = matching.backward[node.index], let now = after.frames[node.index], let then = before.frames[old.index] else { return false }
        return Self.same(CGSize(width: now.minX - then.minX, height: now.minY - then.minY), shift)
    }

    /// The nearest view at or above `node` that a frames snapshot lists.
    private func namedHolder(_ node: NodeID) -> NodeID {
        var current = node
        while !Self.isShown(current, in: after.graph), let parent = parentsAfter[current.index] { current = parent }
        return current
    }

    /// The first view down `node`'s chain of modifiers without names that a frames snapshot
    /// lists: the view a modifier such as `fixedSize` or `padding` applies to.
    private func shownView(_ node: NodeID) -> NodeID {
        var current = node
        while !Self.isShown(current, in: after.graph), after.graph.children(of: current).count == 1, let child = after.graph.children(of: current).first {
            current = child
        }
        return current
    }

    /// What moved `node` inside `container`: a sibling before it that changed size, the
    /// container's new size, its parameters, or views inserted or removed.
    private func placementOrigin(of node: NodeID, in container: NodeID) -> LayoutDiff.Origin {
        guard let containerBefore = matching.backward[container.index] else { return .structure(name(container), inserted: 1, removed: 0) }
        if let structure = structureChange(of: container, old: containerBefore) { return structure }
        for sibling in after.graph.children(of: container) {
            if sibling == node { break }
            guard let old = matching.backward[sibling.index], let sizeAfter = after.frames[sibling.index]?.size,
                  let sizeBefore = before.frames[old.index]?.size, !Self.same(sizeBefore, sizeAfter) else { continue }
            return .sibling(name(shownView(sibling)), before: sizeBefore, after: sizeAfter, origin: offerDiffers(sibling) ? nil : ownOrigin(of: sibling))
        }
        if let changes = parameters.changes(of: containerBefore, to: container), !changes.isEmpty { return .parameters(name(container), changes) }
        let sizeAfter = after.frames[container.index]?.size ?? .zero, sizeBefore = before.frames[containerBefore.index]?.size ?? .zero
        return .container(name(namedHolder(container)), before: sizeBefore, after: sizeAfter)
    }

    /// Views inserted into `node` or removed from it, or modifiers added around one of its
    /// children or removed from it, as an origin; `nil` when its children all match.
    private func structureChange(of node: NodeID, old: NodeID) -> LayoutDiff.Origin? {
        var inserted = 0, removed = 0
        var wrapping: LayoutDiff.Origin?
        for child in after.graph.children(of: node) where matching.backward[child.index] == nil {
            if let (modifiers, inner) = wrapper(child, inBefore: false) {
                wrapping = wrapping ?? .modifiers(modifiers, around: name(inner), added: true)
            } else {
                inserted += 1
            }
        }
        for child in before.graph.children(of: old) where matching.forward[child.index] == nil {
            if let (modifiers, inner) = wrapper(child, inBefore: true), let innerAfter = matching.forward[inner.index] {
                wrapping = wrapping ?? .modifiers(modifiers, around: name(innerAfter), added: false)
            } else {
                removed += 1
            }
        }
        return inserted + removed > 0 ? .structure(name(node), inserted: inserted, removed: removed) : wrapping
    }

    /// When `node`, a node of one layout with no match in the other, is a chain of modifiers
    /// around a node that has one: the modifiers' names, outermost first, and that node.
    private func wrapper(_ node: NodeID, inBefore: Bool) -> ([String], NodeID)? {
        let graph = inBefore ? before.graph : after.graph
        var names: [String] = [], current = node
        while graph.kind(of: current).isModifier, graph.children(of: current).count == 1,
              (inBefore ? matching.forward[current.index] : matching.backward[current.index]) == nil {
            names.append(LayoutWarning.ViewName(current, in: graph).typeName + (graph.names(of: current).first.map { " '\($0)'" } ?? ""))
            current = graph.children(of: current)[graph.children(of: current).startIndex]
        }
        let matched = (inBefore ? matching.forward[current.index] : matching.backward[current.index]) != nil
        return matched && !names.isEmpty ? (names, current) : nil
    }

    /// Whether the offer `node` was placed with differs between the layouts.
    private func offerDiffers(_ node: NodeID) -> Bool {
        guard let old = matching.backward[node.index], let now = placement(of: node, inBefore: false),
              let then = placement(of: old, inBefore: true) else { return true }
        return now.proposal != then.proposal
    }

    private func placement(of node: NodeID, inBefore: Bool) -> TraceEvent? {
        inBefore ? placementsBefore[node].map { traceBefore[$0] } : placementsAfter[node].map { traceAfter[$0] }
    }

    private func name(_ node: NodeID) -> LayoutWarning.ViewName {
        LayoutWarning.ViewName(node, in: after.graph)
    }

    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        same(a.size, b.size) && same(CGSize(width: a.minX, height: a.minY), CGSize(width: b.minX, height: b.minY))
    }

    static func same(_ a: CGSize, _ b: CGSize) -> Bool {
        abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }
}
