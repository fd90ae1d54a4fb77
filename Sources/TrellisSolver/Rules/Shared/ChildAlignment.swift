import Foundation
import TrellisGraph

// Models: how SwiftUI's frames, overlays and centring modifiers position their one child —
// documented in the LayoutRules article, §3 and §5.

extension NodeContext {
    /// Places `child`, proposed `proposal`, so that its guide for `alignment` meets the same
    /// guide's default value in a container of `size` (how frames position their content).
    /// `cause` is the decision that gave the child its proposal, in explain mode.
    @inline(__always)
    func aligned(_ child: NodeID, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment, cause: Int? = nil) -> ChildPlacement {
        let childSize = self.size(of: child, for: proposal)
        let owner = recordOwner
        var origin = CGPoint.zero
        for axis in Axis.both {
            let key = alignment[axis]
            let line = key.builtinDefaultValue(for: size) ?? key.defaultValue(in: ViewDimensions(size: size))
            let value = guide(key, of: child, proposal: proposal, size: childSize)
            origin[axis] = line - value
            record(.aligned(guide: key, line: line, childValue: value), about: child, by: node, proposal: proposal, size: childSize, rule: owner.tree.ruleName(of: owner.node))
        }
        return ChildPlacement(child: child, proposal: proposal, origin: origin, size: childSize, decision: cause)
    }

    /// Places `child`, proposed `proposal`, with its centre on the centre of a container of
    /// `size`, whatever its alignment guides say (how `fixedSize` and `aspectRatio` position
    /// their content). `cause` is the decision that gave the child its proposal.
    @inline(__always)
    func centred(_ child: NodeID, proposal: ProposedViewSize, in size: CGSize, cause: Int? = nil) -> ChildPlacement {
        let childSize = self.size(of: child, for: proposal)
        let origin = CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
        return ChildPlacement(child: child, proposal: proposal, origin: origin, size: childSize, decision: cause)
    }

    /// Records in explain mode that the node, offered `received`, offered its child `offered`
    /// for `reason`, when the two differ; returns the decision's index.
    @inline(__always)
    func recordOffer(_ reason: @autoclosure () -> Decision.OfferReason, to child: NodeID, received: ProposedViewSize,
                     offered: ProposedViewSize) -> Int? {
        let owner = recordOwner
        return record(.offer(reason: reason(), received: received, offered: offered), about: child, by: node, proposal: offered,
               rule: owner.tree.ruleName(of: owner.node),
               when: received != offered)
    }

    /// The node's context without its parameters, for what the decision record's closures
    /// capture: capturing the context itself would copy its spec on every call, explain mode
    /// or not.
    @inline(__always)
    fileprivate var recordOwner: NodeContext<Void> { NodeContext<Void>(self, spec: ()) }
}
