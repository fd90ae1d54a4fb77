import Foundation
import TrellisGraph
import TrellisSolver

/// Views placed beyond the window or its safe area, or a root larger than its window (the
/// solver's `outOfBounds` warnings against either), by more than the tolerance, with no scroll view (`ScrollView`, `List`) around them to
/// bring them into view. A view inside one already reported is not reported again.
enum UnreachableContentCheck {
    /// The views off screen or outside the safe area that cannot scroll.
    static func findings(in context: AuditContext, tolerance: CGFloat) -> [AuditDraft] {
        var reported: [NodeID: (CGRect, CGRect, LayoutWarning.Boundary)] = [:]
        for warning in context.result.warnings where warning.kind == .outOfBounds && !context.isScrollable[warning.node.index] {
            let frame: CGRect, bounds: CGRect, boundary: LayoutWarning.Boundary
            switch warning.detail {
            case let .outside(outside, within, edge) where edge == .window || edge == .safeArea:
                (frame, bounds, boundary) = (outside, within, edge)
            case let .windowTooSmall(_, window):
                guard let rootFrame = context.frame(of: warning.node) else { continue }
                (frame, bounds, boundary) = (rootFrame, CGRect(origin: .zero, size: window), .window)
            default:
                continue
            }
            guard frame.minX < bounds.minX - tolerance || frame.minY < bounds.minY - tolerance
                  || frame.maxX > bounds.maxX + tolerance || frame.maxY > bounds.maxY + tolerance else { continue }
            if let known = reported[warning.node], known.2 == .window { continue }
            reported[warning.node] = (frame, bounds, boundary)
        }
        return reported.keys.sorted().compactMap { node in
            guard !context.ancestors(of: node).contains(where: { reported[$0] != nil }), let (frame, bounds, boundary) = reported[node] else { return nil }
            return AuditDraft(.unreachableContent, node) { _ in .unreachable(frame: frame, bounds: bounds, boundary: boundary) }
        }
    }
}
