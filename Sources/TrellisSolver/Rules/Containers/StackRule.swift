import Foundation
import TrellisGraph

// Models: SwiftUI's `HStack` and `VStack` (one algorithm, axes swapped) — documented in the
// LayoutRules article, §2.

/// A stack takes the spacing between its children off its length and divides the rest among
/// them (``Distribution``), or asks each for its ideal length when it is offered none; its
/// length is the sum of theirs and the spacing, its thickness the extent of the children
/// aligned on its alignment guide. A stack of one child is transparent: it reports the child's
/// size, priority and guides as its own.
enum StackRule: ContainerRule {
    typealias Spec = StackSpec

    /// Its answers are cached like any view's.
    @inline(__always)
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<StackSpec>) -> CachePolicy { .cached }

    /// Its children may lie anywhere inside it, the window or a safe area.
    static func childBounds(at frame: CGRect, in context: NodeContext<StackSpec>) -> ChildBounds { ChildBounds() }

    /// Along its axis a stack's length is its children's added up.
    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<StackSpec>) -> LengthOrigin {
        context.spec.axis == axis ? .fromChildrenInLine : .fromChildren
    }

    /// A spacing that is not a usable length is replaced by each pair's preferred spacing.
    static func normalize(_ spec: inout StackSpec, _ report: inout NormalizationReport) {
        guard let spacing = spec.spacing, !NormalizationReport.isUsable(spacing) else { return }
        report.replaced(.stackSpacing, spacing, with: .defaultValue)
        spec.spacing = nil
    }

    /// Each child is offered a share of the stack's proposal along the axis (which depends on
    /// the other children's answers) and the proposal across it; when no child reads a
    /// dimension, the shares cannot change any answer. The stack's length along its axis is
    /// the sum of the children's, and its thickness their extent aligned on a guide whose
    /// default reads each child's thickness alone, unless it is a custom guide.
    @inline(__always)
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<StackSpec>) -> ProposalDimensions {
        let read = children.reduce(into: ProposalDimensions()) { $0.formUnion($1) }
        return context.spec.alignment.isCustom ? read.tyingLength(along: context.spec.axis.perpendicular) : read
    }

    @inline(__always)
    static func priorityPassing(in context: FactsContext<StackSpec>) -> PriorityPassing {
        context.childCount == 1 ? .fromFirstChild : .readsChildren
    }

    @inline(__always)
    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<StackSpec>) -> EdgeSpacing {
        stackSpacing(children, axis: context.spec.axis)
    }

    /// A stack's own spacing preferences: its first child's leading edge and last child's
    /// trailing edge along the stack axis, and the union of every child's edges across it.
    static func stackSpacing(_ children: some Collection<EdgeSpacing>, axis: Axis) -> EdgeSpacing {
        guard let first = children.first else { return .none }
        var result = EdgeSpacing.none, last = first
        for child in children {
            result.formUnion(child)
            last = child
        }
        return result.replacingEnds(along: axis, leading: first, trailing: last)
    }

    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<StackSpec>) -> InheritedContext {
        InheritedContext(stackAxis: context.spec.axis, direction: inherited.direction, isChildOfGrid: false)
    }

    @inline(__always)
    static func guidePassing(in context: FactsContext<StackSpec>) -> GuidePassing {
        context.childCount == 1 ? .fromFirstChild() : .combinedFromChildren
    }

    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<StackSpec>) -> Bool { context.spec.alignment == key }

    static func name(in context: NodeContext<StackSpec>) -> LayoutRule {
        context.childCount == 1 ? .singleChildStackIsTransparent : .stackSize
    }

    @inline(__always)
    static func size(for proposal: ProposedViewSize, in context: NodeContext<StackSpec>) -> CGSize {
        if context.childCount == 1 { return context.sizeOfOnlyChild(for: proposal) }
        return size(of: context.node, for: proposal, children: context.children, in: context)
    }

    @inline(__always)
    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<StackSpec>) -> Placements {
        let children = context.children
        if children.count == 1, let only = children.first { return .one(ChildPlacement(child: only, proposal: proposal, origin: .zero, size: size)) }
        let placementProposal = placementProposal(proposal, size: size, axis: context.spec.axis)
        if let kept = context.workspace.keptPlacements(of: children, for: placementProposal, arrange: { measured in
            arrange(context.node, context.spec, proposal: placementProposal, children: children, measured, in: context)
        }) {
            return kept
        }
        return .many(placements(of: context.node, placementProposal: placementProposal, children: children, in: context))
    }

    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<StackSpec>) -> CGFloat? {
        guard context.childCount > 1 else { return GuidePropagation.ofFirstChild(key, proposal: proposal, in: context) }
        return GuidePropagation.combined(key, proposal: proposal, in: context)
    }

    // MARK: - Sizing and placing the children

    /// The size of a stack of `children` (its own, or some subviews of a custom layout that
    /// arranges them with an `HStackLayout`/`VStackLayout`): the sum of their lengths and the
    /// spacing between them along the axis, the extent of the children aligned on the
    /// alignment guide across it. The children are measured into room the engine hands out,
    /// which keeps a large stack's measurements for its placement.
    @inline(__always)
    static func size(of node: NodeID, for proposal: ProposedViewSize, children: Children, in context: NodeContext<StackSpec>) -> CGSize {
        context.workspace.measuringChildren(children, keepingFor: proposal) { items in
            size(of: node, for: proposal, children: children, in: context, measuringInto: items)
        }
    }

    /// The size of a stack of `children`, measured into `items`.
    @inline(__always)
    private static func size(of node: NodeID, for proposal: ProposedViewSize, children: Children, in context: NodeContext<StackSpec>, measuringInto items: ChildMeasurements) -> CGSize {
        let axis = context.spec.axis
        var length = measure(node, context.spec, for: proposal, children: children, in: context, into: items)
        var extent = CrossExtent()
        for item in items {
            let size = item.size ?? .zero
            length += size[axis]
            extent.include(size[axis.perpendicular], guide: crossGuide(of: item, spec: context.spec, in: context))
        }
        return CGSize(major: length, minor: extent.length, along: axis)
    }

    /// Where a stack puts `children`: one after another along the axis, each aligned across it
    /// so that every child's alignment guide lies on one line.
    static func placements(of node: NodeID, proposal: ProposedViewSize, size: CGSize, children: Children, in context: NodeContext<StackSpec>) -> [ChildPlacement] {
        placements(of: node, placementProposal: placementProposal(proposal, size: size, axis: context.spec.axis), children: children, in: context)
    }

    /// The placements of `children` measured for `placementProposal`, the stack's proposal as
    /// ``placementProposal(_:size:axis:)`` completes it.
    private static func placements(of node: NodeID, placementProposal: ProposedViewSize, children: Children, in context: NodeContext<StackSpec>) -> [ChildPlacement] {
        // The children are measured straight into the placements, which then get their origins.
        ChildMeasurements.collect(children.count) { placements in
            _ = measure(node, context.spec, for: placementProposal, children: children, in: context, into: placements)
            arrange(node, context.spec, proposal: placementProposal, children: children, placements, in: context)
        }
    }

    /// The proposal a stack places its children with: its own, except that a stack proposed
    /// `nil` across its axis proposes its final thickness at this point, which is how
    /// `VStack { … }.fixedSize()` lets a `maxWidth: .infinity` child take the widest sibling's
    /// width.
    private static func placementProposal(_ proposal: ProposedViewSize, size: CGSize, axis: Axis) -> ProposedViewSize {
        var placementProposal = proposal
        if placementProposal[axis.perpendicular] == nil { placementProposal[axis.perpendicular] = size[axis.perpendicular] }
        return placementProposal
    }

    /// Gives each of `placements`, the children measured for `proposal`, its origin.
    private static func arrange(_ node: NodeID, _ spec: StackSpec, proposal placementProposal: ProposedViewSize, children: Children,
                                _ placements: ChildMeasurements, in context: NodeContext<Spec>) {
        let axis = spec.axis, cross = axis.perpendicular
        // First the guides, which fix the extent across the axis; each placement holds its
        // child's guide until the extent is known.
        var extent = CrossExtent()
        var position: CGFloat = 0
        for offset in placements.indices {
            if offset > 0 { position += gap(before: offset, in: children, spec: spec, context: context) }
            let guide = crossGuide(of: placements[offset], spec: spec, in: context)
            let childSize = placements[offset].size ?? .zero
            extent.include(childSize[cross], guide: guide)
            placements[offset].origin = CGPoint(major: position, minor: guide ?? .nan, along: axis)
            position += childSize[axis]
        }
        // Only when the stack is really being placed (its frame is set), not when a guide
        // question lays it out on the way.
        if let across = placementProposal[cross], context.isPlaced {
            for placement in placements {
                guard let length = placement.size?[cross], length.isFinite, length > across + 0.001 else { continue }
                context.warn(.outOfBounds, placement.child,
                            .sticksOut(axis: cross, length: length, offered: across, container: LayoutWarning.ViewName(node, in: context.tree.graph)))
            }
        }
        for index in placements.indices {
            let guide = placements[index].origin[cross]
            placements[index].origin[cross] = guide.isNaN ? 0 : -guide - extent.low
            if !guide.isNaN {
                context.record(.aligned(guide: spec.alignment, line: -extent.low, childValue: guide), about: placements[index].child, by: node,
                              proposal: placements[index].proposal, size: placements[index].size ?? .zero, rule: .stackSize)
            }
        }
        if let offered = placementProposal[axis], position > offered + 0.001 {
            reportOverflow(of: node, axis: axis, needed: position, offered: offered, measured: placements, in: context)
        }
    }

    /// Measures `children` for `proposal` into `items` (each child, the proposal it was given,
    /// the size it chose and, in explain mode, the decision that gave it its proposal) and
    /// returns the spacing between them: spacing first, then the children's lengths along the
    /// stack axis, by ``Distribution`` when the stack is proposed a length and by asking each
    /// child for its ideal length otherwise.
    private static func measure(_ node: NodeID, _ spec: StackSpec, for proposal: ProposedViewSize, children: Children,
                                in context: NodeContext<Spec>, into items: ChildMeasurements) -> CGFloat {
        let axis = spec.axis
        var totalSpacing: CGFloat = 0
        for offset in children.indices.dropFirst() { totalSpacing += gap(before: offset, in: children, spec: spec, context: context) }
        let minor = proposal[axis.perpendicular]
        if let major = proposal[axis] {
            let spacing = context.record(.stackSpacing(total: totalSpacing, remaining: major - totalSpacing), about: node, proposal: proposal, rule: .stackDistribution)
            distribute(children, in: node, axis: axis, available: major - totalSpacing, minor: minor, cause: spacing, in: context, into: items)
        } else {
            let decision = context.record(.stackIdealSizing(axis: axis), about: node, proposal: proposal, rule: .stackIdealSizing)
            let childProposal = ProposedViewSize(major: nil, minor: minor, along: axis)
            for (offset, child) in children.enumerated() {
                items.initialize(offset, to: ChildPlacement(child: child, proposal: childProposal, origin: .zero,
                                                                       size: context.size(of: child, for: childProposal), decision: decision))
            }
        }
        return totalSpacing
    }

    /// Divides `available` (the stack's length minus its spacing) among `children` by
    /// ``Distribution``. The engine remembers the order of a stack's own children per proposal
    /// across the axis; the subviews a custom layout arranges with a stack layout are sorted
    /// each time.
    private static func distribute(_ children: Children, in node: NodeID, axis: Axis, available: CGFloat, minor: CGFloat?,
                                   cause: Int?, in context: NodeContext<Spec>, into items: ChildMeasurements) {
        guard !children.isEmpty else { return }
        // The order depends on the proposal across the axis only if some child's length along
        // the axis reads it.
        let key = context.facts.readDimensions(of: node).lengthReadsCross(axis) ? minor : nil
        context.workspace.withDistributionOrder(count: children.count, remembering: children, minor: key, sort: { order in
            Distribution.order(order, priority: { context.facts.priority(of: children[$0]) }) { offset, offer in
                context.size(of: children[offset], for: ProposedViewSize(major: offer, minor: minor, along: axis))[axis]
            }
        }) { order in
            Distribution.share(order, available: available) { turn in
                let child = children[turn.candidate.offset]
                let proposal = ProposedViewSize(major: turn.offer, minor: minor, along: axis)
                let size = context.size(of: child, for: proposal)
                let decision = context.record(.share(turn.share(priority: context.facts.priority(of: child))), about: child, by: node, proposal: proposal, size: size, rule: .stackDistribution, cause: cause)
                items.initialize(turn.candidate.offset, to: ChildPlacement(child: child, proposal: proposal, origin: .zero, size: size, decision: decision))
                return size[axis]
            }
        }
    }

    /// Warns that the stack needs `needed` along its axis but was offered `offered`, naming the
    /// children that took more than their share: their minimums caused the overflow.
    private static func reportOverflow(of node: NodeID, axis: Axis, needed: CGFloat, offered: CGFloat, measured: ChildMeasurements,
                                       in context: NodeContext<Spec>) {
        let culprits = measured.compactMap { item -> LayoutWarning.OverflowCulprit? in
            guard let share = item.proposal[axis], let size = item.size, size[axis] > share + 0.001 else { return nil }
            return LayoutWarning.OverflowCulprit(node: item.child, view: LayoutWarning.ViewName(item.child, in: context.tree.graph), needed: size[axis], offered: share)
        }
        context.warn(.overflow, node, .overflow(axis: axis, offered: offered, needed: needed, culprits: culprits))
    }

    /// The child's alignment guide across the stack, or `nil` when the child is infinitely thick
    /// (which only happens while probing) and has no position on that line.
    @inline(__always)
    private static func crossGuide(of item: ChildPlacement, spec: StackSpec, in context: NodeContext<Spec>) -> CGFloat? {
        let size = item.size ?? .zero
        guard size[spec.axis.perpendicular].isFinite else { return nil }
        return context.guide(spec.alignment, of: item.child, proposal: item.proposal, size: size)
    }

    /// The distance between the child at `index` in `children` and the one before it: the
    /// stack's `spacing` when given, otherwise the pair's preferred distance (8 pt between
    /// ordinary views, 0 next to a `Spacer`).
    @inline(__always)
    private static func gap(before index: Int, in children: Children, spec: StackSpec, context: NodeContext<Spec>) -> CGFloat {
        if let uniform = spec.spacing { return uniform }
        return context.facts.spacing(of: children[index - 1]).distance(to: context.facts.spacing(of: children[index]), along: spec.axis)
    }
}

/// The range a stack's children cover across its axis, relative to the common alignment line
/// at 0, which is always part of it.
private struct CrossExtent {
    var low: CGFloat = 0
    var high: CGFloat = 0

    /// Adds a child `thickness` thick whose guide is at `guide` (`nil`: infinitely thick).
    mutating func include(_ thickness: CGFloat, guide: CGFloat?) {
        guard let guide else {
            high = .infinity
            return
        }
        low = min(low, -guide)
        high = max(high, thickness - guide)
    }

    var length: CGFloat { high - low }
}
