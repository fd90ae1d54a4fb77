import Foundation
import TrellisGraph
import TrellisSolver

/// Texts whose contrast with the solid colour behind them is below WCAG 2 level AA (success
/// criterion 1.4.3, "Contrast (Minimum)"): 4.5:1, or 3:1 for large text, which is at least
/// 18 pt, or 14 pt bold. Both colour schemes are checked.
///
/// The text's colour is the nearest `foregroundStyle`/`foregroundColor` colour set on it or
/// around it; without one, the accent colour inside a button or link, `primary` elsewhere. The
/// colour behind it is the topmost filled shape or `Color` covering its whole frame in a
/// background, an overlay's primary view or an earlier layer of a `ZStack`, searched from the
/// text outwards; without one, the window's background. A colour with opacity is drawn over the
/// window's background first. When either colour has no known value (an asset-catalog colour,
/// the accent colour) nothing is reported.
enum ContrastCheck {
    /// The texts with too little contrast, in each appearance.
    static func findings(in context: AuditContext) -> [AuditDraft] {
        var drafts: [AuditDraft] = []
        for (node, spec) in context.texts where !spec.string.allSatisfy(\.isWhitespace) {
            guard let frame = context.frame(of: node), frame.width > 0, frame.height > 0 else { continue }
            let foregroundName = context.foreground[node.index]?.string ?? (context.isInTintedControl[node.index] ? "accentColor" : "primary")
            let backgroundName = background(of: node, frame: frame, in: context)
            let isLarge = spec.font.size >= 18 || (spec.font.size >= 14 && spec.font.weight.ordinal >= Font.Weight.bold.ordinal)
            let required = isLarge ? 3.0 : 4.5
            for appearance in LayoutAudit.Appearance.allCases {
                let window = SystemColor.windowBackground(appearance)
                guard let foreground = SystemColor(foregroundName, in: appearance),
                      let background = backgroundName.map({ SystemColor($0, in: appearance) }) ?? window else { continue }
                let behind = background.over(window)
                let ratio = SystemColor.contrastRatio(foreground.over(behind), behind)
                guard ratio < required else { continue }
                let backgroundLabel = backgroundName ?? "the window's background"
                drafts.append(AuditDraft(.lowContrast, node, qualifier: appearance.rawValue) { _ in
                    .lowContrast(ratio: ratio, required: required, appearance: appearance, foreground: foregroundName, background: backgroundLabel)
                })
            }
        }
        return drafts
    }

    /// The name of the colour drawn behind text `node` at `frame`, or `nil` for the window's
    /// background.
    private static func background(of node: NodeID, frame: CGRect, in context: AuditContext) -> String? {
        let graph = context.graph
        var child = node
        for ancestor in context.ancestors(of: node) {
            let children = Array(graph.children(of: ancestor))
            let behind = children.firstIndex(of: child).map { index in
                graph.kind(of: ancestor).layersBehind(child: index, childCount: children.count).map { children[$0] }
            } ?? []
            for layer in behind {
                if let color = coveringColor(in: layer, over: frame, in: context) { return color }
            }
            child = ancestor
        }
        return nil
    }

    /// The topmost colour in `layer`'s subtree that fills a frame covering `frame`.
    private static func coveringColor(in layer: NodeID, over frame: CGRect, in context: AuditContext) -> String? {
        let graph = context.graph
        for node in graph.subtree(of: layer).reversed() {
            guard case .shape = graph.kind(of: node), let color = graph.colorName(of: node)?.string, color != "clear",
                  graph.drawing(of: node)?.stroke == nil, let filled = context.frame(of: node),
                  filled.insetBy(dx: -0.5, dy: -0.5).contains(frame) else { continue }
            return color
        }
        return nil
    }
}
