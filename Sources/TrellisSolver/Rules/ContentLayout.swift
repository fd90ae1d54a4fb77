import Foundation
import TrellisGraph

extension LayoutEngine {
    /// Measures the `Text` `node` with the measurer set in its environment, or the built-in
    /// model; when memoising, each proposal is measured once for both size and baselines.
    /// Rules: ``LayoutRule/textBuiltInModel``, ``LayoutRule/textCustomMeasurer``.
    func textMeasurement(_ node: NodeID, _ spec: TextSpec, for proposal: ProposedViewSize) -> TextMeasurement {
        func measure() -> TextMeasurement {
            guard let id = spec.measurer else { return BuiltInTextMeasurer().measure(spec, proposal: proposal) }
            return nodes.textMeasurers[Int(id.rawValue)].measure(spec, proposal: proposal)
        }
        return memoize ? textMeasurements.measurement(of: node, for: proposal, measure: measure) : measure()
    }

    /// The explicit value the `Text` `node` reports for `key`: its first or last baseline.
    func textBaseline(_ key: AlignmentKey, of node: NodeID, _ spec: TextSpec, for proposal: ProposedViewSize) -> CGFloat? {
        switch key.guide {
        case .firstTextBaseline: return textMeasurement(node, spec, for: proposal).firstBaseline
        case .lastTextBaseline: return textMeasurement(node, spec, for: proposal).lastBaseline
        default: return nil
        }
    }

    /// Models `Image`: its natural size, or with `resizable()` the proposal, the natural length
    /// standing in for an unspecified axis. Rules: ``LayoutRule/imageNaturalSize``,
    /// ``LayoutRule/imageResizable``.
    func imageSize(_ spec: ImageSpec, for proposal: ProposedViewSize) -> CGSize {
        guard spec.isResizable else { return spec.naturalSize }
        return CGSize(width: proposal.width ?? spec.naturalSize.width, height: proposal.height ?? spec.naturalSize.height)
    }

    /// Models a control leaf: fixed lengths stay, flexible ones take the proposal (their ideal
    /// when unspecified). Rule: ``LayoutRule/controlSize``.
    func controlSize(_ spec: ControlSpec, for proposal: ProposedViewSize) -> CGSize {
        func length(_ length: ControlSpec.Length, _ offered: CGFloat?) -> CGFloat {
            switch length {
            case .fixed(let value): return value
            case .flexible(let ideal): return offered ?? ideal
            }
        }
        return CGSize(width: length(spec.width, proposal.width), height: length(spec.height, proposal.height))
    }

    /// Models `Divider`: `thickness` along the enclosing stack's axis (vertical outside any
    /// stack, so the line is horizontal) and the proposal across it, 10 pt when unspecified.
    /// Rule: ``LayoutRule/dividerAcrossStack``.
    func dividerSize(_ spec: DividerSpec, axis: Axis?, for proposal: ProposedViewSize) -> CGSize {
        let axis = axis ?? .vertical
        return CGSize(major: spec.thickness, minor: proposal[axis.perpendicular] ?? 10, along: axis)
    }
}
