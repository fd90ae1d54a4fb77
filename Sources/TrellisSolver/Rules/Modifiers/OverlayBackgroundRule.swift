import Foundation
import TrellisGraph

// Models: SwiftUI's `overlay(alignment:content:)` and `background(alignment:content:)` —
// documented in the LayoutRules article, §3.

/// The primary view (child 0) is laid out as if unmodified and gives the modified view its
/// size, priority, spacing and guides; the overlay or background (child 1) is offered exactly
/// the primary's size and placed so that its alignment guide meets the primary's. It never
/// changes the modified view's size. A background is placed, and drawn, before its primary.
enum OverlayBackgroundRule: ModifierRule {
    typealias Spec = OverlayBackgroundSpec

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<OverlayBackgroundSpec>) -> ProposalDimensions { children.first ?? [] }

    /// Only the primary stands in the stack around the modifier.
    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<OverlayBackgroundSpec>) -> InheritedContext {
        index == 0 ? inherited.passedOn : inherited.outsideStacks
    }

    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<OverlayBackgroundSpec>) -> Bool { context.spec.alignment[key.axis] == key }

    static func name(in context: NodeContext<OverlayBackgroundSpec>) -> LayoutRule { .overlayBackgroundLayer }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<OverlayBackgroundSpec>) -> CGSize {
        context.sizeOfOnlyChild(for: proposal)
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<OverlayBackgroundSpec>) -> Placements {
        let children = context.children
        guard let primary = children.first else { return .none }
        let primaryPlacement = ChildPlacement(child: primary, proposal: proposal, origin: .zero, size: size)
        guard children.count > 1 else { return .one(primaryPlacement) }
        let layer = children[1]
        let layerProposal = ProposedViewSize(size)
        let layerSize = context.size(of: layer, for: layerProposal)
        var layerOrigin = CGPoint.zero
        for axis in Axis.both {
            let key = context.spec.alignment[axis]
            layerOrigin[axis] = context.guide(key, of: primary, proposal: proposal, size: size)
                - context.guide(key, of: layer, proposal: layerProposal, size: layerSize)
        }
        let layerPlacement = ChildPlacement(child: layer, proposal: layerProposal, origin: layerOrigin, size: layerSize)
        return .many(context.spec.placement == .background ? [layerPlacement, primaryPlacement] : [primaryPlacement, layerPlacement])
    }

    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<OverlayBackgroundSpec>) -> CGFloat? {
        GuidePropagation.ofFirstChild(key, proposal: proposal, in: context)
    }
}
