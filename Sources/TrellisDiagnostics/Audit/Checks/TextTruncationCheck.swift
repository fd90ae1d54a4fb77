import Foundation
import TrellisGraph
import TrellisSolver

/// Texts shortened to fit: cut short with an ellipsis (the solver's `textTruncated` warnings),
/// drawn partly outside a clipping view, or held to their `lineLimit`. A text shortened at the
/// limit its `lineLimit` sets is a `lineLimit` finding, not a truncation: the limit may be the
/// author's intent. A text only scaled down (`minimumScaleFactor`) shows all its characters and
/// is not reported.
enum TextTruncationCheck {
    /// The texts cut short with an ellipsis below their line limit, or clipped.
    static func truncations(in context: AuditContext, tolerance: CGFloat) -> [AuditDraft] {
        var drafts: [AuditDraft] = []
        for (node, needed, got, lineCount) in cutTexts(in: context) where !reachedLimit(node, lineCount, in: context) {
            drafts.append(AuditDraft(.truncation, node) { _ in .truncated(needed: needed, got: got, lineCount: lineCount) })
        }
        let clippers = context.graph.nodeIDs.filter { context.graph.drawing(of: $0)?.isClipped == true }
        guard !clippers.isEmpty else { return drafts }
        for (node, _) in context.texts {
            guard let frame = context.frame(of: node), let clipper = context.ancestors(of: node).first(where: clippers.contains),
                  let clip = context.frame(of: clipper) else { continue }
            if clip.insetBy(dx: -tolerance, dy: -tolerance).contains(frame) { continue }
            drafts.append(AuditDraft(.truncation, node, qualifier: "clipped") { context in
                .clipped(frame: frame, clip: clip, clipper: LayoutAuditCulprit(clipper, in: context))
            })
        }
        return drafts
    }

    /// The texts cut short with an ellipsis at the number of lines their `lineLimit` allows.
    static func lineLimits(in context: AuditContext) -> [AuditDraft] {
        cutTexts(in: context).compactMap { node, _, _, lineCount in
            guard reachedLimit(node, lineCount, in: context), case .text(let spec) = context.graph.kind(of: node),
                  let limit = spec.lineLimit else { return nil }
            return AuditDraft(.lineLimit, node) { _ in .shortenedByLineLimit(limit: limit) }
        }
    }

    /// The texts the solver found cut short with an ellipsis, with what they needed and got.
    private static func cutTexts(in context: AuditContext) -> [(NodeID, CGSize, CGSize, Int)] {
        context.result.warnings.compactMap { warning in
            guard warning.kind == .textTruncated,
                  case let .textCut(needed, got, lineCount, truncated, _) = warning.detail, truncated else { return nil }
            return (warning.node, needed, got, lineCount)
        }
    }

    /// Whether text `node`, laid out in `lineCount` lines, has as many as its `lineLimit` allows.
    private static func reachedLimit(_ node: NodeID, _ lineCount: Int, in context: AuditContext) -> Bool {
        guard case .text(let spec) = context.graph.kind(of: node), let limit = spec.lineLimit else { return false }
        return lineCount >= limit
    }
}
