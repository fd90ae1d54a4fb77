import TrellisGraph

/// A built-in modifier, which Trellis lowers itself instead of through `body(content:)`.
package protocol PrimitiveModifier {
    /// Lowers the modifier around `content`, the nodes its content contributed, and returns
    /// the nodes the modified view contributes to its parent.
    func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID]
}

/// A modifier that becomes one layout node around each of its content's nodes.
///
/// As in SwiftUI, a layout modifier applied to content made of several views (such as a
/// `Group`) applies to each of them separately, and content with no views stays empty.
package protocol LayoutNodeModifier: PrimitiveModifier {
    /// The node put around each content node.
    var nodeKind: NodeKind { get }
}

extension LayoutNodeModifier {
    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        // One content node, the usual case, is its own node's list of children.
        if content.count == 1 { return [lowering.add(nodeKind, children: content)] }
        var wrapped: [NodeID] = []
        wrapped.reserveCapacity(content.count)
        for node in content {
            wrapped.append(lowering.add(nodeKind, children: [node]))
        }
        return wrapped
    }
}
