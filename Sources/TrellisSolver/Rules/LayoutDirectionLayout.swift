import Foundation
import TrellisGraph

// Models: SwiftUI's right-to-left layout (`\.layoutDirection`).

extension LayoutEngine {
    /// Models right-to-left layout: a subtree whose direction differs from its surroundings is
    /// laid out as usual and then mirrored about the vertical centre line of its frame, so
    /// stacks run from the trailing edge, leading and trailing alignments swap sides, and
    /// paddings and offsets along x change sides with them. A subtree nested inside that turns
    /// the direction back is mirrored again, inside its own (already mirrored) frame.
    /// Rule: ``LayoutRule/layoutDirection``.
    func mirrorSubtree(of node: NodeID, in frame: CGRect) {
        trace(TraceEvent(phase: .decide, node: node, proposal: ProposedViewSize(frame.size), size: frame.size, rule: .layoutDirection,
                         note: "mirrored about x = \(PointFormat.string(frame.midX))"))
        var pending = Array(nodes.children(of: node))
        while let descendant = pending.popLast() {
            let old = frameBuffer[descendant.index]
            if !old.width.isNaN {
                frameBuffer[descendant.index].origin.x = frame.minX + frame.maxX - old.maxX
            }
            pending.append(contentsOf: nodes.children(of: descendant))
        }
    }
}
