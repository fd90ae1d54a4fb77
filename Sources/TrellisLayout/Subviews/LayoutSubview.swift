import Foundation
import TrellisGeometry

/// A proxy for one subview of a custom layout: ask it for its size, then tell it where to go.
///
/// Proxies are valid while the layout that received them is being laid out.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    private unowned let host: any LayoutSubviewHost
    /// The subview's node.
    package let node: NodeID
    /// The node of the layout the subview belongs to.
    package let container: NodeID

    package init(host: any LayoutSubviewHost, node: NodeID, container: NodeID) {
        self.host = host
        self.node = node
        self.container = container
    }

    /// The value the subview gave `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        host.layoutValue(ObjectIdentifier(key), of: node) as? K.Value ?? K.defaultValue
    }

    /// The subview's layout priority (0 unless it sets one).
    public var priority: Double {
        host.priority(of: node)
    }

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        host.size(of: node, for: proposal)
    }

    /// The size and alignment guides the subview has for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        host.dimensions(of: node, in: proposal)
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        host.spacing(of: node)
    }

    /// Places the subview with its `anchor` at `position` (in the coordinates of the layout's
    /// `bounds`), at the size it chooses for `proposal`. Call it from `placeSubviews`; the last
    /// call for a subview wins, and a subview never placed is centred in the bounds with the
    /// layout's own proposal.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        host.place(node, in: container, at: position, anchor: anchor, proposal: proposal)
    }

    /// Whether both proxies stand for the same subview of the same layout.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.host === rhs.host && lhs.node == rhs.node && lhs.container == rhs.container
    }
}
