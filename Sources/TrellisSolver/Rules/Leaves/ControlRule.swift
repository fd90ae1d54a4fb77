import Foundation
import TrellisGraph

// Models: SwiftUI's controls laid out as leaves (`ProgressView`, `Slider`, `Toggle`, …) —
// documented in the ContentViewMetrics article.

/// A control's fixed lengths stay whatever it is offered; its flexible ones take the proposal
/// (their ideal length when unspecified).
enum ControlRule: LeafRule {
    typealias Spec = ControlSpec

    static func normalize(_ spec: inout ControlSpec, _ report: inout NormalizationReport) {
        func usable(_ length: ControlSpec.Length, _ parameter: LayoutWarning.Parameter) -> ControlSpec.Length {
            switch length {
            case .fixed(let value): return .fixed(report.usableLength(value, parameter))
            case .flexible(let ideal): return .flexible(ideal: report.usableLength(ideal, parameter))
            }
        }
        spec.width = usable(spec.width, .controlWidth)
        spec.height = usable(spec.height, .controlHeight)
    }

    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<ControlSpec>) -> CachePolicy { .recomputed }

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<ControlSpec>) -> ProposalDimensions {
        var read: ProposalDimensions = []
        if case .flexible = context.spec.width { read.insert(.widthReadsWidth) }
        if case .flexible = context.spec.height { read.insert(.heightReadsHeight) }
        return read
    }

    static func name(in context: NodeContext<ControlSpec>) -> LayoutRule { .controlSize }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<ControlSpec>) -> CGSize {
        func length(_ length: ControlSpec.Length, _ offered: CGFloat?) -> CGFloat {
            switch length {
            case .fixed(let value): return value
            case .flexible(let ideal): return offered ?? ideal
            }
        }
        return CGSize(width: length(context.spec.width, proposal.width), height: length(context.spec.height, proposal.height))
    }
}
