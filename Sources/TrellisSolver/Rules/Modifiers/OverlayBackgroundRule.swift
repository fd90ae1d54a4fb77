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

    static func readDimensions(_ spec: OverlayBackgroundSpec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions { children.first ?? [] }

    /// Only the primary stands in the stack around the modifier.
    static func childContext(_ spec: OverlayBackgroundSpec, _ context: InheritedContext, child index: Int, graph: LayoutGraph) -> InheritedContext {
        index == 0 ? context.passedOn : context.outsideStacks
    }

    static func mayAlignChildren(on key: AlignmentKey, _ spec: OverlayBackgroundSpec) -> Bool { spec.alignment[key.axis] == key }

    static func name(_ spec: OverlayBackgroundSpec, in context: NodeContext) -> LayoutRule { .overlayBackgroundLayer }

    static func size(_ spec: OverlayBackgroundSpec, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize {
        context.sizeOfOnlyChild(for: proposal)
    }

    static func placements(_ spec: OverlayBackgroundSpec, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext) -> Placements {
        let children = context.children
        guard let primary = children.first else { return .none }
        let primaryPlacement = ChildPlacement(child: primary, proposal: proposal, origin: .zero, size: size)
        guard children.count > 1 else { return .one(primaryPlacement) }
        let layer = children[1]
        let layerProposal = ProposedViewSize(size)
        let layerSize = context.size(of: layer, for: layerProposal)
        var layerOrigin = CGPoint.zero
        for axis in Axis.both {
            let key = spec.alignment[axis]
            layerOrigin[axis] = context.guide(key, of: primary, proposal: proposal, size: size)
                - context.guide(key, of: layer, proposal: layerProposal, size: layerSize)
        }
        let layerPlacement = ChildPlacement(child: layer, proposal: layerProposal, origin: layerOrigin, size: layerSize)
        return .many(spec.placement == .background ? [layerPlacement, primaryPlacement] : [primaryPlacement, layerPlacement])
    }

    static func explicitGuide(_ key: AlignmentKey, _ spec: OverlayBackgroundSpec, proposal: ProposedViewSize, in context: NodeContext) -> CGFloat? {
        GuidePropagation.ofFirstChild(key, proposal: proposal, in: context)
    }
}
