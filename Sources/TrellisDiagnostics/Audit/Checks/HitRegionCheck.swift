import Foundation
import TrellisGraph
import TrellisSolver

/// Buttons, toggles, links and tap-gesture views whose hit region is narrower or shorter than
/// the minimum (44 × 44 pt, from Apple's Human Interface Guidelines) by more than the
/// tolerance. The hit region is the control's frame, or, inside a view the system makes the hit
/// region of its controls (a list row, a bar's row), that view's frame.
enum HitRegionCheck {
    /// The controls smaller than `minimum`.
    static func findings(in context: AuditContext, minimum: CGSize, tolerance: CGFloat) -> [AuditDraft] {
        Controls.laidOut(in: context).compactMap { node, frame in
            guard context.graph.semantics(of: node)?.role?.needsMinimumHitRegion == true else { return nil }
            let region = context.ancestors(of: node).first { context.graph.semantics(of: $0)?.extendsHitRegion == true }
                .flatMap(context.frame(of:)) ?? frame
            guard region.width < minimum.width - tolerance || region.height < minimum.height - tolerance else { return nil }
            return AuditDraft(.smallHitRegion, node) { _ in .smallHitRegion(size: region.size, minimum: minimum) }
        }
    }
}
