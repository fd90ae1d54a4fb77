import Foundation
import TrellisGraph
import TrellisSolver

/// Controls whose content is only images, with no text and no `accessibilityLabel` on the
/// control or inside it: VoiceOver has no name to read for them.
enum UnlabeledImageCheck {
    /// The image-only controls without a label.
    static func findings(in context: AuditContext) -> [AuditDraft] {
        Controls.laidOut(in: context).compactMap { node, _ in
            let graph = context.graph
            var hasImage = false
            for inner in graph.subtree(of: node) {
                if graph.semantics(of: inner)?.hasAccessibilityLabel == true { return nil }
                switch graph.kind(of: inner) {
                case .text(let spec) where !spec.string.isEmpty: return nil
                case .image: hasImage = true
                default: break
                }
            }
            guard hasImage else { return nil }
            return AuditDraft(.unlabeledImage, node) { _ in .imageWithoutLabel }
        }
    }
}
