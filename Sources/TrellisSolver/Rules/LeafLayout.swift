import Foundation
import TrellisGraph

extension LayoutEngine {
    /// Models SwiftUI's default leaf layout (`Color`, `Rectangle` and the other shapes): the
    /// view takes the size it is offered, an unspecified dimension becomes 10 pt, and an
    /// infinite proposal is returned as is. Rule: ``LayoutRule/shapeTakesProposal``.
    func shapeSize(for proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Models `Spacer(minLength:)`. Inside an `HStack`/`VStack` it is as long as offered along the
    /// stack axis, never shorter than its minimum (8 pt by default), and 0 thick across it.
    /// Outside any stack it grows the same way on both axes. Rules: ``LayoutRule/spacerInStack``,
    /// ``LayoutRule/spacerOutsideStack``.
    func spacerSize(_ spec: SpacerSpec, axis: Axis?, for proposal: ProposedViewSize) -> CGSize {
        let minLength = spec.minLength ?? EdgeSpacing.defaultDistance
        func length(_ offered: CGFloat?) -> CGFloat { max(offered ?? -.infinity, minLength) }
        guard let axis else {
            return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
        return CGSize(major: length(proposal[axis]), minor: 0, along: axis)
    }
}
