import Foundation
import TrellisGraph

// Models: SwiftUI HStack and VStack (one algorithm, axes swapped).

extension LayoutEngine {
    /// One child of a stack: the proposal it was given and the size it chose.
    struct StackItem {
        var proposal: ProposedViewSize
        var size: CGSize
    }

    /// The children of a stack with the proposals they were given and the sizes they chose.
    /// The items live in scratch memory that is valid only inside ``measureStack(_:_:for:_:)``.
    struct StackMeasurement {
        var children: UnsafeBufferPointer<NodeID>
        var items: UnsafeMutableBufferPointer<StackItem>
        /// The spacing between all adjacent children.
        var totalSpacing: CGFloat
    }

    /// Sizes a stack's children for `proposal` and hands the result to `body`: spacing first,
    /// then the children's lengths along the stack axis, by
    /// ``distribute(_:in:spec:available:minor:ownChildren:into:)`` when the stack is proposed a
    /// length and by asking each child for its ideal length otherwise. `children` replaces the
    /// stack's own children when an `HStackLayout` or `VStackLayout` inside a custom layout
    /// arranges some of its subviews.
    /// Rules: ``LayoutRule/stackDistribution``, ``LayoutRule/stackIdealSizing``.
    func measureStack<Result>(_ node: NodeID, _ spec: StackSpec, for proposal: ProposedViewSize, children: UnsafeBufferPointer<NodeID>? = nil, _ body: (StackMeasurement) -> Result) -> Result {
        let ownChildren = children == nil
        let children = children ?? nodes.children(of: node)
        let axis = spec.axis
        var totalSpacing: CGFloat = 0
        for offset in children.indices.dropFirst() { totalSpacing += gap(before: offset, in: children, spec: spec) }
        let minor = proposal[axis.perpendicular]
        return withUnsafeTemporaryAllocation(of: StackItem.self, capacity: children.count) { items in
            if let major = proposal[axis] {
                trace(TraceEvent(phase: .decide, node: node, proposal: proposal, size: .zero, rule: .stackDistribution,
                                 note: "spacing \(PointFormat.string(totalSpacing)) leaves \(PointFormat.string(major - totalSpacing))"))
                distribute(children, in: node, spec: spec, available: major - totalSpacing, minor: minor, ownChildren: ownChildren, into: items)
            } else {
                trace(TraceEvent(phase: .decide, node: node, proposal: proposal, size: .zero, rule: .stackIdealSizing,
                                 note: "every child is asked for its ideal \(axis == .horizontal ? "width" : "height")"))
                let childProposal = ProposedViewSize(major: nil, minor: minor, along: axis)
                for (offset, child) in children.enumerated() {
                    items.initializeElement(at: offset, to: StackItem(proposal: childProposal, size: size(of: child, for: childProposal, askedBy: node)))
                }
            }
            return body(StackMeasurement(children: children, items: items, totalSpacing: totalSpacing))
        }
    }

    /// Models a stack's size: its length is the sum of its children's lengths and the spacing
    /// between them; its thickness is the extent of the children aligned on the alignment guide,
    /// together with the guide's line. Rule: ``LayoutRule/stackSize``.
    func stackSize(_ node: NodeID, _ spec: StackSpec, for proposal: ProposedViewSize, children: UnsafeBufferPointer<NodeID>? = nil) -> CGSize {
        measureStack(node, spec, for: proposal, children: children) { measured in
            let axis = spec.axis
            var length = measured.totalSpacing
            var extent = CrossExtent()
            for (item, child) in zip(measured.items, measured.children) {
                length += item.size[axis]
                extent.include(item.size[axis.perpendicular], guide: crossGuide(of: child, spec: spec, proposal: item.proposal, size: item.size))
            }
            return CGSize(major: length, minor: extent.length, along: axis)
        }
    }

    /// Where a stack puts its children when it is placed: one after another along the axis,
    /// each aligned across it so that every child's alignment guide lies on one line.
    ///
    /// A stack proposed `nil` across its axis proposes its own final thickness to the children
    /// at this point, which is how `VStack { … }.fixedSize()` lets a `maxWidth: .infinity`
    /// child take the widest sibling's width.
    func stackPlacements(_ node: NodeID, _ spec: StackSpec, proposal: ProposedViewSize, size: CGSize, children: UnsafeBufferPointer<NodeID>? = nil) -> [ChildPlacement] {
        var placementProposal = proposal
        let axis = spec.axis, cross = axis.perpendicular
        if placementProposal[cross] == nil { placementProposal[cross] = size[cross] }
        return measureStack(node, spec, for: placementProposal, children: children) { measured in
            // First the guides, which fix the extent across the axis; the placements hold each
            // child's guide until the extent is known.
            var placements: [ChildPlacement] = []
            placements.reserveCapacity(measured.items.count)
            var extent = CrossExtent()
            var position: CGFloat = 0
            for (offset, (item, child)) in zip(measured.items, measured.children).enumerated() {
                if offset > 0 { position += gap(before: measured.children.startIndex + offset, in: measured.children, spec: spec) }
                let guide = crossGuide(of: child, spec: spec, proposal: item.proposal, size: item.size)
                extent.include(item.size[cross], guide: guide)
                placements.append(ChildPlacement(child: child, proposal: item.proposal, origin: CGPoint(major: position, minor: guide ?? .nan, along: axis), size: item.size))
                position += item.size[axis]
            }
            for index in placements.indices {
                let guide = placements[index].origin[cross]
                placements[index].origin[cross] = guide.isNaN ? 0 : -guide - extent.low
            }
            if let offered = placementProposal[axis], position > offered + 0.001 {
                reportOverflow(of: node, axis: axis, needed: position, offered: offered, measured: measured)
            }
            return placements
        }
    }

    /// Warns that the stack needs `needed` along its axis but was offered `offered`, naming the
    /// children that took more than their share: their minimums caused the overflow.
    private func reportOverflow(of node: NodeID, axis: Axis, needed: CGFloat, offered: CGFloat, measured: StackMeasurement) {
        let culprits = zip(measured.items, measured.children).compactMap { item, child -> String? in
            guard let share = item.proposal[axis], item.size[axis] > share + 0.001 else { return nil }
            return "\(nodes.label(of: child)) needs \(PointFormat.string(item.size[axis])) where \(PointFormat.string(share)) was left"
        }
        let length = axis == .horizontal ? "width" : "height"
        let cause = culprits.isEmpty ? "" : ": " + culprits.joined(separator: ", ")
        warn(.overflow, node, "\(nodes.label(of: node)) overflows its \(PointFormat.string(offered)) pt \(length) by \(PointFormat.string(needed - offered)) pt\(cause)")
    }

    /// The child's alignment guide across the stack, or `nil` when the child is infinitely thick
    /// (which only happens while probing) and has no position on that line.
    private func crossGuide(of child: NodeID, spec: StackSpec, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard size[spec.axis.perpendicular].isFinite else { return nil }
        return guide(spec.alignment, of: child, proposal: proposal, size: size)
    }

    /// The distance between the child at `index` in `children` and the one before it: the
    /// stack's `spacing` when given, otherwise the pair's preferred distance (8 pt between
    /// ordinary views, 0 next to a `Spacer`).
    @inline(__always)
    private func gap(before index: Int, in children: UnsafeBufferPointer<NodeID>, spec: StackSpec) -> CGFloat {
        if let uniform = spec.spacing { return uniform }
        return context.spacing[children[index - 1].index].distance(to: context.spacing[children[index].index], along: spec.axis)
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
