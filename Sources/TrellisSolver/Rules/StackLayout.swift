import Foundation
import TrellisGraph

// Models: SwiftUI HStack and VStack (one algorithm, axes swapped).

extension LayoutEngine {
    /// The children of a stack with the proposals they were given and the sizes they chose.
    struct StackMeasurement {
        var children: ArraySlice<NodeID>
        var gaps: [CGFloat]
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
    }

    /// Sizes a stack's children for `proposal`: spacing first, then the children's lengths along
    /// the stack axis, by ``distribute(_:in:spec:available:minor:)`` when the stack is proposed a
    /// length and by asking each child for its ideal length otherwise.
    /// Rules: ``LayoutRule/stackDistribution``, ``LayoutRule/stackIdealSizing``.
    func measureStack(_ node: NodeID, _ spec: StackSpec, for proposal: ProposedViewSize) -> StackMeasurement {
        let children = nodes.childBuffer[nodes.childRange(of: node)]
        let axis = spec.axis
        let gaps = spacing(between: children, spec: spec)
        let minor = proposal[axis.perpendicular]
        if let major = proposal[axis] {
            let totalSpacing = gaps.reduce(0, +)
            trace(TraceEvent(phase: .decide, node: node, proposal: proposal, size: .zero, rule: .stackDistribution,
                             note: "spacing \(PointFormat.string(totalSpacing)) leaves \(PointFormat.string(major - totalSpacing))"))
            let (proposals, sizes) = distribute(children, in: node, spec: spec, available: major - totalSpacing, minor: minor)
            return StackMeasurement(children: children, gaps: gaps, proposals: proposals, sizes: sizes)
        }
        trace(TraceEvent(phase: .decide, node: node, proposal: proposal, size: .zero, rule: .stackIdealSizing,
                         note: "every child is asked for its ideal \(axis == .horizontal ? "width" : "height")"))
        let childProposal = ProposedViewSize(major: nil, minor: minor, along: axis)
        var sizes: [CGSize] = []
        sizes.reserveCapacity(children.count)
        for child in children { sizes.append(size(of: child, for: childProposal, askedBy: node)) }
        return StackMeasurement(children: children, gaps: gaps, proposals: Array(repeating: childProposal, count: children.count), sizes: sizes)
    }

    /// Models a stack's size: its length is the sum of its children's lengths and the spacing
    /// between them; its thickness is the extent of the children aligned on the alignment guide,
    /// together with the guide's line. Rule: ``LayoutRule/stackSize``.
    func stackSize(_ node: NodeID, _ spec: StackSpec, for proposal: ProposedViewSize) -> CGSize {
        let measured = measureStack(node, spec, for: proposal)
        let axis = spec.axis
        var length = measured.gaps.reduce(0, +)
        var extent = CrossExtent()
        for (offset, child) in measured.children.enumerated() {
            let size = measured.sizes[offset]
            length += size[axis]
            extent.include(size[axis.perpendicular], guide: crossGuide(of: child, spec: spec, proposal: measured.proposals[offset], size: size))
        }
        return CGSize(major: length, minor: extent.length, along: axis)
    }

    /// Where a stack puts its children when it is placed: one after another along the axis,
    /// each aligned across it so that every child's alignment guide lies on one line.
    ///
    /// A stack proposed `nil` across its axis proposes its own final thickness to the children
    /// at this point, which is how `VStack { … }.fixedSize()` lets a `maxWidth: .infinity`
    /// child take the widest sibling's width.
    func stackPlacements(_ node: NodeID, _ spec: StackSpec, proposal: ProposedViewSize, size: CGSize) -> [ChildPlacement] {
        var placementProposal = proposal
        let axis = spec.axis, cross = axis.perpendicular
        if placementProposal[cross] == nil { placementProposal[cross] = size[cross] }
        let measured = measureStack(node, spec, for: placementProposal)
        var guides: [CGFloat?] = []
        guides.reserveCapacity(measured.sizes.count)
        var extent = CrossExtent()
        for (offset, child) in measured.children.enumerated() {
            let size = measured.sizes[offset]
            let guide = crossGuide(of: child, spec: spec, proposal: measured.proposals[offset], size: size)
            extent.include(size[cross], guide: guide)
            guides.append(guide)
        }
        var position: CGFloat = 0
        var placements: [ChildPlacement] = []
        placements.reserveCapacity(measured.sizes.count)
        for (offset, child) in measured.children.enumerated() {
            if offset > 0 { position += measured.gaps[offset - 1] }
            let crossOrigin = guides[offset].map { -$0 - extent.low } ?? 0
            placements.append(ChildPlacement(child: child, proposal: measured.proposals[offset], origin: CGPoint(major: position, minor: crossOrigin, along: axis)))
            position += measured.sizes[offset][axis]
        }
        return placements
    }

    /// The child's alignment guide across the stack, or `nil` when the child is infinitely thick
    /// (which only happens while probing) and has no position on that line.
    private func crossGuide(of child: NodeID, spec: StackSpec, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard size[spec.axis.perpendicular].isFinite else { return nil }
        return guide(spec.alignment, of: child, proposal: proposal, size: size)
    }

    /// The distance between each pair of adjacent children: the stack's `spacing` when given,
    /// otherwise each pair's preferred distance (8 pt between ordinary views, 0 next to a
    /// `Spacer`).
    private func spacing(between children: ArraySlice<NodeID>, spec: StackSpec) -> [CGFloat] {
        guard children.count > 1 else { return [] }
        if let uniform = spec.spacing { return Array(repeating: uniform, count: children.count - 1) }
        return zip(children, children.dropFirst()).map { previous, next in
            context.spacing[previous.index].distance(to: context.spacing[next.index], along: spec.axis)
        }
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
