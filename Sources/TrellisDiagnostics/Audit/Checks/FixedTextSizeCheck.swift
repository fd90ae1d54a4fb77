import Foundation
import TrellisGraph
import TrellisSolver

/// Texts whose font has no text style to scale with (`.system(size:)`, `.custom(_:fixedSize:)`),
/// so that they keep their size at every Dynamic Type size. Fonts made from a text style
/// (`.body`, `.system(.title)`) or relative to one (`.custom(_:size:relativeTo:)`,
/// `.custom(_:size:)`) scale, as SwiftUI's do.
enum FixedTextSizeCheck {
    /// The texts in fonts of fixed size.
    static func findings(in context: AuditContext) -> [AuditDraft] {
        context.texts.compactMap { node, spec in
            guard spec.font.textStyle == nil, !spec.string.isEmpty else { return nil }
            let size = spec.font.size
            return AuditDraft(.fixedTextSize, node) { _ in .fixedFontSize(size: size) }
        }
    }
}
