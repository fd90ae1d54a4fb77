import Foundation
import TrellisGraph

// Models: SwiftUI ZStack.

extension LayoutEngine {
    /// Models `ZStack` sizing: every child is offered the ZStack's proposal, and the ZStack takes
    /// the largest width and height among the children with the highest layout priority.
    /// Lower-priority children never change its size. `children` replaces the ZStack's own
    /// when a `ZStackLayout` inside a custom layout arranges some of its subviews.
    /// Rule: ``LayoutRule/zstackSize``.
    func zstackSize(_ node: NodeID, for proposal: ProposedViewSize, children: UnsafeBufferPointer<NodeID>? = nil) -> CGSize {
        let children = children ?? nodes.children(of: node)
        if children.count == 1, let only = children.first {
            return size(of: only, for: proposal, askedBy: node)
        }
        let top = children.lazy.map(priority(of:)).max() ?? 0
        var result = CGSize.zero
        for child in children {
            let childSize = size(of: child, for: proposal, askedBy: node)
            guard priority(of: child) == top else { continue }
            result.width = max(result.width, childSize.width)
            result.height = max(result.height, childSize.height)
        }
        return result
    }

    /// Models `ZStack` placement: every child is offered the ZStack's final size and placed so
    /// that its alignment guide meets the largest guide value among the highest-priority
    /// children.
    func zstackPlacements(_ node: NodeID, _ spec: ZStackSpec, size: CGSize, children: UnsafeBufferPointer<NodeID>? = nil) -> [ChildPlacement] {
        let children = children ?? nodes.children(of: node)
        let proposal = ProposedViewSize(size)
        let top = children.lazy.map(priority(of:)).max() ?? 0
        let measured = children.map { child -> (NodeID, CGSize, CGPoint) in
            let childSize = self.size(of: child, for: proposal, askedBy: node)
            let guides = CGPoint(
                x: guide(spec.alignment.horizontal.key, of: child, proposal: proposal, size: childSize),
                y: guide(spec.alignment.vertical.key, of: child, proposal: proposal, size: childSize))
            return (child, childSize, guides)
        }
        var line = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for (child, _, guides) in measured where priority(of: child) == top {
            line.x = max(line.x, guides.x)
            line.y = max(line.y, guides.y)
        }
        return measured.map { child, childSize, guides in
            ChildPlacement(child: child, proposal: proposal, origin: CGPoint(x: line.x - guides.x, y: line.y - guides.y), size: childSize)
        }
    }
}
