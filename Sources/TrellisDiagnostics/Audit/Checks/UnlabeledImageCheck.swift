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
                // What the view shows (a text's string, an image), read from its content: no
                // behaviour per kind, so no dispatch.
                let kind = graph.kind(of: inner)
                if case .text(let spec) = kind, !spec.string.isEmpty { return nil }
                if case .image = kind { hasImage = true }
            }
            guard hasImage else { return nil }
            return AuditDraft(.unlabeledImage, node) { _ in .imageWithoutLabel }
        }
    }
}
