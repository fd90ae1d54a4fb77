import Foundation
import TrellisGraph

// Models: a user's SwiftUI Layout (spec §9).

extension LayoutEngine {
    /// Models a custom layout's size: its `sizeThatFits(proposal:subviews:cache:)`, whose
    /// subview measurements go through the memoised ``size(of:for:askedBy:)``.
    /// Rule: ``LayoutRule/customLayout``.
    func customLayoutSize(_ node: NodeID, _ spec: CustomLayoutSpec, for proposal: ProposedViewSize) -> CGSize {
        customLayouts.withLayout(of: node, spec) { layout, subviews, cache in
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// Models a custom layout's placement: its `placeSubviews(in:proposal:subviews:cache:)` with
    /// `bounds` (which start at the layout's place in the window). Each subview goes where the
    /// last `place` call put it; a subview never placed is centred with the layout's proposal,
    /// as SwiftUI documents.
    func customLayoutPlacements(_ node: NodeID, _ spec: CustomLayoutSpec, proposal: ProposedViewSize, bounds: CGRect) -> [ChildPlacement] {
        customLayouts.withLayout(of: node, spec) { layout, subviews, cache in
            customLayouts.placements(of: node, in: bounds, proposal: proposal) {
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }

    /// The explicit value of `key` the custom layout `node` reports for `proposal`: its
    /// `explicitAlignment(of:in:proposal:subviews:cache:)`, asked with bounds at the origin.
    func customLayoutExplicitGuide(_ key: AlignmentKey, of node: NodeID, _ spec: CustomLayoutSpec, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size(of: node, for: proposal))
        return customLayouts.withLayout(of: node, spec) { layout, subviews, cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}
