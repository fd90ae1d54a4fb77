import Foundation
import TrellisGraph
import TrellisSolver

/// Checks a laid-out result for what makes an app hard to read or use: text truncated, clipped,
/// shortened by its line limit or broken mid-word; controls that overlap or are smaller than
/// 44 × 44 pt; text that does not grow with Dynamic Type or lacks contrast; content that cannot
/// be reached; image-only controls with no accessibility label (see ``LayoutAuditKind``).
///
/// ```swift
/// let findings = LayoutAudit().findings(in: view.layout(in: .iPhone16Pro), layout: "Profile")
/// ```
///
/// A view marked `.layoutAudit(ignore: kind)` has no findings of that kind, nor do the views
/// inside it; a ``LayoutAuditBaseline`` keeps the findings an app has accepted.
public struct LayoutAudit: Sendable {
    /// A colour scheme, for the contrast check, which checks both.
    public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
        /// Light mode.
        case light
        /// Dark mode.
        case dark
    }

    /// The kinds of problem looked for; every kind by default.
    public var kinds: Set<LayoutAuditKind>
    /// The smallest hit region a button, toggle, link or tap-gesture view may have: 44 × 44 pt,
    /// the minimum of Apple's Human Interface Guidelines ("Accessibility", "Buttons").
    public var minimumHitRegion: CGSize
    /// How far, in points, a frame may reach past another before the audit counts it (as
    /// overlapping, outside a clip or off screen, or short of the minimum hit region): half a
    /// point, so that rounding and pixel snapping never make a finding.
    public var tolerance: CGFloat

    /// An audit for `kinds`, with a minimum hit region of `minimumHitRegion`.
    public init(kinds: Set<LayoutAuditKind> = Set(LayoutAuditKind.allCases), minimumHitRegion: CGSize = CGSize(width: 44, height: 44),
                tolerance: CGFloat = 0.5) {
        self.kinds = kinds
        self.minimumHitRegion = minimumHitRegion
        self.tolerance = tolerance
    }

    /// The findings in `result`, in graph order within each kind, the kinds in
    /// ``LayoutAuditKind`` order. `layout` names the layout in each finding's ``LayoutAuditFinding/ID``
    /// (a preview's name, say), so that findings of different layouts stay apart in a baseline.
    public func findings(in result: LayoutResult, layout: String = "") -> [LayoutAuditFinding] {
        let context = AuditContext(result, withTextLines: kinds.contains(.brokenWord))
        var drafts: [AuditDraft] = []
        for kind in LayoutAuditKind.allCases where kinds.contains(kind) {
            drafts += Self.check(kind, in: context, audit: self).filter { draft in
                !draft.nodes.contains { context.ignored[$0.index].contains(kind) }
            }
        }
        var seen: [String: Int] = [:]
        return drafts.map { draft in
            let culprit = LayoutAuditCulprit(draft.node, in: context)
            var path = culprit.path.joined(separator: " › ")
            let key = "\(draft.kind.rawValue)|\(path)|\(draft.qualifier)"
            seen[key, default: 0] += 1
            if let count = seen[key], count > 1 { path += " #\(count)" }
            return LayoutAuditFinding(kind: draft.kind, culprit: culprit, detail: draft.detail(context),
                                      id: .init(kind: draft.kind, layout: layout, culprit: path, qualifier: draft.qualifier))
        }
    }

    /// The findings of `kind` in `context`, before suppression.
    private static func check(_ kind: LayoutAuditKind, in context: AuditContext, audit: LayoutAudit) -> [AuditDraft] {
        switch kind {
        case .truncation: return TextTruncationCheck.truncations(in: context, tolerance: audit.tolerance)
        case .lineLimit: return TextTruncationCheck.lineLimits(in: context)
        case .brokenWord: return BrokenWordCheck.findings(in: context)
        case .overlappingControls: return OverlappingControlsCheck.findings(in: context, tolerance: audit.tolerance)
        case .smallHitRegion: return HitRegionCheck.findings(in: context, minimum: audit.minimumHitRegion, tolerance: audit.tolerance)
        case .fixedTextSize: return FixedTextSizeCheck.findings(in: context)
        case .unreachableContent: return UnreachableContentCheck.findings(in: context, tolerance: audit.tolerance)
        case .unlabeledImage: return UnlabeledImageCheck.findings(in: context)
        case .lowContrast: return ContrastCheck.findings(in: context)
        }
    }
}

extension LayoutResult {
    /// The findings of `audit` (every kind, by default) in this layout, named `layout` in
    /// their identities: `LayoutAudit().findings(in: self, layout: layout)`.
    public func audit(_ audit: LayoutAudit = LayoutAudit(), layout: String = "") -> [LayoutAuditFinding] {
        audit.findings(in: self, layout: layout)
    }
}

/// A finding as a check makes it, before the audit names its culprit and identity.
struct AuditDraft {
    /// The kind of finding.
    var kind: LayoutAuditKind
    /// The culprit.
    var node: NodeID
    /// The nodes whose suppression of ``kind`` drops the finding: the culprit, and for an
    /// overlap the other control.
    var nodes: [NodeID]
    /// What tells this finding apart from others of its kind about the same view.
    var qualifier: String = ""
    /// The finding's detail, made once the culprits can be named.
    var detail: (AuditContext) -> LayoutAuditFinding.Detail

    /// A finding of `kind` about `node`.
    init(_ kind: LayoutAuditKind, _ node: NodeID, also others: [NodeID] = [], qualifier: String = "",
         detail: @escaping (AuditContext) -> LayoutAuditFinding.Detail) {
        self.kind = kind
        self.node = node
        self.nodes = [node] + others
        self.qualifier = qualifier
        self.detail = detail
    }
}
