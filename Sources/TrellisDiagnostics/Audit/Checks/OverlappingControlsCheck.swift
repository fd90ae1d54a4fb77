import Foundation
import TrellisGraph
import TrellisSolver

/// Interactive views whose frames overlap by more than the tolerance on both axes: a tap on the
/// overlap may reach either. A control inside another (a button in a toggle's label) is not an
/// overlap. The finding is about the later control in the graph, which is drawn on top.
enum OverlappingControlsCheck {
    /// The pairs of overlapping controls.
    static func findings(in context: AuditContext, tolerance: CGFloat) -> [AuditDraft] {
        let controls = Controls.laidOut(in: context)
        var drafts: [AuditDraft] = []
        for (index, (node, frame)) in controls.enumerated() {
            for (other, otherFrame) in controls[..<index] {
                let overlap = frame.intersection(otherFrame)
                guard !overlap.isNull, overlap.width > tolerance, overlap.height > tolerance,
                      !context.encloses(node, other), !context.encloses(other, node) else { continue }
                let otherPath = LayoutAuditCulprit(other, in: context).path.joined(separator: " › ")
                drafts.append(AuditDraft(.overlappingControls, node, also: [other], qualifier: otherPath) { context in
                    .overlaps(other: LayoutAuditCulprit(other, in: context), overlap: overlap)
                })
            }
        }
        return drafts
    }
}

/// The interactive views of a layout.
enum Controls {
    /// The nodes recorded as controls that were laid out with a size, and their frames, in
    /// graph order.
    static func laidOut(in context: AuditContext) -> [(node: NodeID, frame: CGRect)] {
        context.graph.nodeIDs.compactMap { node in
            guard context.graph.semantics(of: node)?.role != nil, let frame = context.frame(of: node),
                  frame.width > 0 || frame.height > 0 else { return nil }
            return (node, frame)
        }
    }
}
