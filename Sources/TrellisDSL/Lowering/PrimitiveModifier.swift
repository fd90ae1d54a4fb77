import TrellisGraph

/// A built-in modifier, which Trellis lowers itself instead of through `body(content:)`.
package protocol PrimitiveModifier {
    /// Lowers the modifier around `content`, the nodes its content contributed, and returns
    /// the nodes the modified view contributes to its parent.
    func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID]

    /// Lowers the modifier around its content's nodes, `nodes[start...]`, and puts the nodes the
    /// modified view contributes to its parent in their place: what ``lower(content:into:)``
    /// does, without lists of its own. The default calls ``lower(content:into:)``.
    func lower(contentIn nodes: inout [NodeID], from start: Int, into lowering: inout GraphLowering)
}

extension PrimitiveModifier {
    package func lower(contentIn nodes: inout [NodeID], from start: Int, into lowering: inout GraphLowering) {
        let content = Array(nodes[start...])
        nodes.removeSubrange(start...)
        nodes += lower(content: content, into: &lowering)
    }
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
        var wrapped = content
        lower(contentIn: &wrapped, from: 0, into: &lowering)
        return wrapped
    }

    package func lower(contentIn nodes: inout [NodeID], from start: Int, into lowering: inout GraphLowering) {
        for index in start..<nodes.count {
            nodes[index] = lowering.add(nodeKind, child: nodes[index])
        }
    }
}
