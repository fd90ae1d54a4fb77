import Foundation
import TrellisGraph

extension LayoutEngine {
    /// Models `frame(width:height:alignment:)`. With both dimensions fixed the child is not
    /// consulted; otherwise the child is offered the fixed dimension in place of the proposal and
    /// answers for the other. The child is then centred (or aligned) in the frame.
    /// Rules: ``LayoutRule/fixedFrameIgnoresChild``, ``LayoutRule/fixedFrame``.
    func frameSize(_ spec: FrameSpec, child: NodeID?, node: NodeID, for proposal: ProposedViewSize) -> CGSize {
        if let width = spec.width, let height = spec.height {
            return CGSize(width: width, height: height)
        }
        let childSize = child.map {
            size(of: $0, for: ProposedViewSize(width: spec.width ?? proposal.width, height: spec.height ?? proposal.height), askedBy: node)
        } ?? .zero
        return CGSize(width: spec.width ?? childSize.width, height: spec.height ?? childSize.height)
    }

    /// Models `padding`: the child is offered the proposal minus the insets (never below 0, and
    /// `nil` stays `nil`) and the insets are added to its answer. Rule: ``LayoutRule/padding``.
    func paddingSize(_ insets: EdgeInsets, child: NodeID?, node: NodeID, for proposal: ProposedViewSize) -> CGSize {
        let childSize = child.map { size(of: $0, for: insetProposal(proposal, by: insets), askedBy: node) } ?? .zero
        return CGSize(width: childSize.width + insets[total: .horizontal], height: childSize.height + insets[total: .vertical])
    }

    /// The proposal padding passes to its child.
    func insetProposal(_ proposal: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets[total: .horizontal], 0) },
            height: proposal.height.map { max($0 - insets[total: .vertical], 0) })
    }

    /// Models `fixedSize(horizontal:vertical:)`: the child is proposed `nil` on the fixed axes,
    /// so it takes its ideal size there, and the parent's proposal on the others.
    /// Rule: ``LayoutRule/fixedSizeIdeal``.
    func fixedSizeSize(_ spec: FixedSizeSpec, child: NodeID?, node: NodeID, for proposal: ProposedViewSize) -> CGSize {
        child.map { size(of: $0, for: fixedSizeProposal(spec, proposal), askedBy: node) } ?? .zero
    }

    /// The proposal `fixedSize` passes to its child.
    func fixedSizeProposal(_ spec: FixedSizeSpec, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: spec.horizontal ? nil : proposal.width, height: spec.vertical ? nil : proposal.height)
    }

    /// Models `overlay` and `background`: the primary view is laid out as if unmodified; the
    /// secondary layer is offered exactly the primary's size and placed so that its alignment
    /// guide meets the primary's. The secondary never changes the modified view's size.
    /// Rule: ``LayoutRule/secondaryLayer``.
    func secondaryPlacements(_ node: NodeID, _ spec: SecondarySpec, proposal: ProposedViewSize, size: CGSize) -> [ChildPlacement] {
        let children = nodes.childRange(of: node)
        guard let primary = nodes.firstChild(of: node) else { return [] }
        var placements = [ChildPlacement(child: primary, proposal: proposal, origin: .zero, size: size)]
        if children.count > 1 {
            let secondary = nodes.childBuffer[children.lowerBound + 1]
            let secondaryProposal = ProposedViewSize(size)
            let secondarySize = self.size(of: secondary, for: secondaryProposal, askedBy: node)
            var origin = CGPoint.zero
            for axis in Axis.both {
                let key = spec.alignment[axis]
                origin[axis] = guide(key, of: primary, proposal: proposal, size: size)
                    - guide(key, of: secondary, proposal: secondaryProposal, size: secondarySize)
            }
            placements.append(ChildPlacement(child: secondary, proposal: secondaryProposal, origin: origin, size: secondarySize))
        }
        return spec.placement == .background ? placements.reversed() : placements
    }
}
