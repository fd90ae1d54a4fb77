import Foundation
import TrellisGraph

// Models: SwiftUI's `Text`, measured by the built-in model or the environment's
// `TextMeasurer` — documented in the ContentViewMetrics article.

/// A text's size is its measurer's answer for the proposal; its first and last baselines are
/// explicit guides. Each proposal is measured once for both, when memoising.
enum TextRule: LeafRule {
    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<TextSpec>) -> LengthOrigin { .chosen(.text) }

    typealias Spec = TextSpec

    /// The guides a `Text` reports explicitly.
    private static let baselines: Set<AlignmentKey> = [
        AlignmentKey(axis: .vertical, guide: .firstTextBaseline), AlignmentKey(axis: .vertical, guide: .lastTextBaseline),
    ]


    static func normalize(_ spec: inout TextSpec, _ report: inout NormalizationReport) {
        spec.font.size = report.usableLength(spec.font.size, .fontSize)
    }

    static func guidePassing(in context: FactsContext<TextSpec>) -> GuidePassing { .fromFirstChild(own: baselines) }

    /// A text's top and bottom edges keep another text its font's leading away.
    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<TextSpec>) -> EdgeSpacing {
        EdgeSpacing(text: context.spec.font.textEdgeSpacing(displayScale: context.spec.displayScale))
    }

    static func name(in context: NodeContext<TextSpec>) -> LayoutRule {
        context.spec.measurer == nil ? .textBuiltInModel : .textCustomMeasurer
    }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<TextSpec>) -> CGSize {
        measurement(context.spec, of: context.node, for: proposal, in: context).size
    }

    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<TextSpec>) -> CGFloat? {
        switch key.guide {
        case .firstTextBaseline: return measurement(context.spec, of: context.node, for: proposal, in: context).firstBaseline
        case .lastTextBaseline: return measurement(context.spec, of: context.node, for: proposal, in: context).lastBaseline
        default: return nil
        }
    }

    /// Once placed, the text's lines are recorded in explain mode, and a text cut short with an
    /// ellipsis or scaled down is warned about, with the size it needed on one line.
    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<TextSpec>) -> Placements {
        let sized = measurement(context.spec, of: context.node, for: proposal, in: context)
        let truncated = sized.isTruncated
        let scale = sized.scaleFactor
        // The lines are laid out for the warning about a text cut short, and otherwise only
        // when the record keeps them (explain mode).
        let laidOut = truncated || scale < 1 ? measurement(context.spec, of: context.node, for: proposal, in: context, withLines: true) : nil
        context.record(.textLines(lines: (laidOut ?? measurement(context.spec, of: context.node, for: proposal, in: context, withLines: true)).lines,
                                  truncated: truncated, scaleFactor: scale),
                       about: context.node, proposal: proposal, size: size, rule: context.tree.ruleName(of: context.node))
        if let laidOut {
            let needed = measurement(context.spec, of: context.node, for: .unspecified, in: context).size
            context.warn(.textTruncated, context.node, .textCut(needed: needed, got: size, lineCount: laidOut.lines.count, truncated: truncated, scaleFactor: scale))
        }
        return .none
    }

    /// The text measured by the measurer set in its environment, or the built-in model. The
    /// built-in model leaves the lines' characters out, which sizing does not need, unless
    /// `withLines`; those measurements are not kept. The built-in model measures the text as
    /// prepared once for the layout, and each measurement comes with the other proposals it
    /// answers, so that the stack asking about them finds it; another measurer's answers only
    /// its own.
    private static func measurement(_ spec: TextSpec, of node: NodeID, for proposal: ProposedViewSize, in context: NodeContext<Spec>,
                                    withLines: Bool = false) -> TextMeasurement {
        func measure() -> (measurement: TextMeasurement, reach: TextMeasurementReach) {
            guard let id = spec.measurer else {
                return BuiltInTextMeasurer().measureWithReach(context.workspace.preparedText(of: node, spec), proposal: proposal, withLines: withLines)
            }
            return (context.tree.graph.textMeasurers[Int(id.rawValue)].measure(spec, proposal: proposal), .ownProposalOnly)
        }
        return context.workspace.textMeasurement(of: node, for: proposal, keep: !(withLines && spec.measurer == nil), measure)
    }
}
