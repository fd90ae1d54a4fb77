import Foundation
import TrellisGraph

// Models: SwiftUI's `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)` — documented in
// the LayoutRules article, §12.

/// A view that ignores the safe area is sized as its child: its parent lays it out as if the
/// modifier were not there. Once placed, on each ignored edge where its frame reaches the edge
/// of what an enclosing safe area of an ignored region leaves, it grows out to that safe area's
/// own edge, from the nearest safe area outwards; its child is offered the grown size and
/// centred in it.
enum IgnoresSafeAreaRule: ModifierRule {
    typealias Spec = IgnoresSafeAreaSpec

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<IgnoresSafeAreaSpec>) -> ProposalDimensions { children.first ?? [] }

    static func name(in context: NodeContext<IgnoresSafeAreaSpec>) -> LayoutRule { .ignoresSafeArea }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<IgnoresSafeAreaSpec>) -> CGSize {
        context.firstChild.map { context.size(of: $0, for: proposal) } ?? .zero
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<IgnoresSafeAreaSpec>) -> Placements {
        guard let child = context.firstChild else { return .none }
        let frame = CGRect(origin: origin, size: size)
        let grown = grownFrame(context.spec, of: context.node, from: frame, in: context)
        guard grown != frame else { return .one(ChildPlacement(child: child, proposal: proposal, origin: .zero, size: size)) }
        let offer = ProposedViewSize(
            width: grown.width != frame.width ? grown.width : proposal.width,
            height: grown.height != frame.height ? grown.height : proposal.height)
        let childSize = context.size(of: child, for: offer)
        let decision = context.record(.grewIntoSafeArea(frame: frame, grown: grown), about: child, by: context.node, proposal: offer, size: childSize, rule: .ignoresSafeArea)
        let childOrigin = CGPoint(x: grown.minX - frame.minX + (grown.width - childSize.width) / 2,
                                  y: grown.minY - frame.minY + (grown.height - childSize.height) / 2)
        return .one(ChildPlacement(child: child, proposal: offer, origin: childOrigin, size: childSize, decision: decision))
    }

    /// The modifier reports its child's guides as they are without the safe area: its parent
    /// aligns it before it grows.
    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<IgnoresSafeAreaSpec>) -> CGFloat? {
        context.firstChild.flatMap { context.explicitGuide(key, of: $0, proposal: proposal) }
    }

    static func roles(in context: FactsContext<IgnoresSafeAreaSpec>) -> NodeRoles { .followsPlacement }

    /// The modifier's own frame is the grown one, as its child's is.
    static func didPlace(at frame: CGRect, in context: NodeContext<IgnoresSafeAreaSpec>) {
        context.tree.movePlaced(context.node, to: grownFrame(context.spec, of: context.node, from: frame, in: context))
    }

    /// The view reaches into the safe area's insets on its ignored edges on purpose.
    static func childBounds(at frame: CGRect, in context: NodeContext<IgnoresSafeAreaSpec>) -> ChildBounds {
        ChildBounds(mayEnterInsets: context.spec.edges)
    }

    /// `frame` grown into the insets of every enclosing safe area of an ignored region whose
    /// inner edge it reaches on an ignored edge, nearest first.
    static func grownFrame(_ spec: IgnoresSafeAreaSpec, of node: NodeID, from frame: CGRect, in context: NodeContext<Spec>) -> CGRect {
        var (minX, minY, maxX, maxY) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
        let tolerance: CGFloat = 0.001
        var current = node
        while let parent = context.tree.parents[current.index] {
            let index = context.tree.children(of: parent).firstIndex(of: current) ?? 0
            current = parent
            guard let area = SafeAreaRule.placedSafeArea(parent, enteredThrough: index, in: context), spec.regions.contains(area.region) else { continue }
            let outer = area.frame, insets = area.insets
            if spec.edges.contains(.top), insets.top > 0, minY <= outer.minY + insets.top + tolerance { minY = min(minY, outer.minY) }
            if spec.edges.contains(.leading), insets.leading > 0, minX <= outer.minX + insets.leading + tolerance { minX = min(minX, outer.minX) }
            if spec.edges.contains(.bottom), insets.bottom > 0, maxY >= outer.maxY - insets.bottom - tolerance { maxY = max(maxY, outer.maxY) }
            if spec.edges.contains(.trailing), insets.trailing > 0, maxX >= outer.maxX - insets.trailing - tolerance { maxX = max(maxX, outer.maxX) }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
