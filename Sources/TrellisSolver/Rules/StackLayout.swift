import Foundation
import TrellisGraph

// Models: SwiftUI HStack and VStack (one algorithm, axes swapped).

extension LayoutEngine {
    /// How a stack arranges its children for one proposal.
    struct StackArrangement {
        var size: CGSize
        var placements: [ChildPlacement]
    }

    /// Lays out a stack's children for `proposal`: spacing first, then the children's lengths
    /// along the stack axis (``distribute(_:in:spec:available:minor:)`` or ideal sizing), then
    /// their positions, aligned across the axis. Rules: ``LayoutRule/stackSize``,
    /// ``LayoutRule/stackDistribution``, ``LayoutRule/stackIdealSizing``.
    func stackLayout(_ node: NodeID, _ spec: StackSpec, for proposal: ProposedViewSize) -> StackArrangement {
        let children = Array(graph.children(of: node))
        guard !children.isEmpty else { return StackArrangement(size: .zero, placements: []) }
        let axis = spec.axis
        let gaps = spacing(between: children, spec: spec)
        let totalSpacing = gaps.reduce(0, +)
        let minor = proposal[axis.perpendicular]

        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        if let major = proposal[axis] {
            (proposals, sizes) = distribute(children, in: node, spec: spec, available: major - totalSpacing, minor: minor)
            trace(TraceEvent(phase: .decide, node: node, proposal: proposal, size: .zero, rule: .stackDistribution,
                             note: "spacing \(PointFormat.string(totalSpacing)) leaves \(PointFormat.string(major - totalSpacing))"))
        } else {
            proposals = children.map { _ in ProposedViewSize(major: nil, minor: minor, along: axis) }
            sizes = zip(children, proposals).map { size(of: $0, for: $1, askedBy: node) }
            trace(TraceEvent(phase: .decide, node: node, proposal: proposal, size: .zero, rule: .stackIdealSizing,
                             note: "every child is asked for its ideal \(axis == .horizontal ? "width" : "height")"))
        }
        return arrange(children, proposals: proposals, sizes: sizes, gaps: gaps, spec: spec)
    }

    /// The distance between each pair of adjacent children: the stack's `spacing` when given,
    /// otherwise each pair's preferred distance (8 pt between ordinary views, 0 next to a
    /// `Spacer`).
    private func spacing(between children: [NodeID], spec: StackSpec) -> [CGFloat] {
        guard children.count > 1 else { return [] }
        return (1..<children.count).map { index in
            spec.spacing ?? context.spacing[children[index - 1].index].distance(to: context.spacing[children[index].index], along: spec.axis)
        }
    }

    /// Positions the sized children: one after another along the axis, each aligned across it
    /// so that every child's alignment guide lies on one line. The stack's thickness is the
    /// extent of the aligned children together with that line.
    private func arrange(_ children: [NodeID], proposals: [ProposedViewSize], sizes: [CGSize], gaps: [CGFloat], spec: StackSpec) -> StackArrangement {
        let axis = spec.axis, cross = axis.perpendicular
        var guides = [CGFloat](repeating: 0, count: children.count)
        var low: CGFloat = 0, high: CGFloat = 0
        for index in children.indices {
            let length = sizes[index][cross]
            guard length.isFinite else {
                high = .infinity
                continue
            }
            guides[index] = guide(spec.alignment, of: children[index], proposal: proposals[index], size: sizes[index])
            low = min(low, -guides[index])
            high = max(high, length - guides[index])
        }
        var position: CGFloat = 0
        var placements: [ChildPlacement] = []
        placements.reserveCapacity(children.count)
        for index in children.indices {
            if index > 0 { position += gaps[index - 1] }
            let crossOrigin = sizes[index][cross].isFinite ? -guides[index] - low : 0
            placements.append(ChildPlacement(child: children[index], proposal: proposals[index], origin: CGPoint(major: position, minor: crossOrigin, along: axis)))
            position += sizes[index][axis]
        }
        return StackArrangement(size: CGSize(major: position, minor: high - low, along: axis), placements: placements)
    }

    /// Where a stack puts its children when it is placed. A stack proposed `nil` across its axis
    /// proposes its own final thickness to the children at this point, which is how
    /// `VStack { … }.fixedSize()` lets a `maxWidth: .infinity` child take the widest
    /// sibling's width.
    func stackPlacements(_ node: NodeID, _ spec: StackSpec, proposal: ProposedViewSize, size: CGSize) -> [ChildPlacement] {
        var placementProposal = proposal
        let cross = spec.axis.perpendicular
        if placementProposal[cross] == nil { placementProposal[cross] = size[cross] }
        return stackLayout(node, spec, for: placementProposal).placements
    }
}
