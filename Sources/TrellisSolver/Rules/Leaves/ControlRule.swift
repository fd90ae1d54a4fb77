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

    static func cachePolicy(_ spec: ControlSpec, children: ChildFacts<CachePolicy>) -> CachePolicy { .recomputed }

    static func readDimensions(_ spec: ControlSpec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions {
        var read: ProposalDimensions = []
        if case .flexible = spec.width { read.insert(.widthReadsWidth) }
        if case .flexible = spec.height { read.insert(.heightReadsHeight) }
        return read
    }

    static func name(_ spec: ControlSpec, in context: NodeContext) -> LayoutRule { .controlSize }

    static func size(_ spec: ControlSpec, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize {
        func length(_ length: ControlSpec.Length, _ offered: CGFloat?) -> CGFloat {
            switch length {
            case .fixed(let value): return value
            case .flexible(let ideal): return offered ?? ideal
            }
        }
        return CGSize(width: length(spec.width, proposal.width), height: length(spec.height, proposal.height))
    }
}
