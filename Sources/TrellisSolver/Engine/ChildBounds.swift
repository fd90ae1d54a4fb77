import Foundation
import TrellisGraph

/// Where a node's children may lie on purpose, for the warnings about views placed out of
/// bounds (``BoundsWarnings``): beyond the node's own frame, beyond the window, or in the
/// insets of a safe area.
struct ChildBounds {
    /// Whether a child may lie beyond the node's frame on purpose: moved by an `offset` or a
    /// `position`, or scrolled content.
    var mayLeaveNode = false
    /// Whether the whole subtree may lie beyond the window and its safe area: scrolled content.
    var mayLeaveWindow = false
    /// The edges on which the whole subtree may reach into the safe area's insets: those of a
    /// view that ignores the safe area.
    var mayEnterInsets: Edge.Set = []
    /// The rectangle, in window coordinates, that the node's first child must stay in: what a
    /// window's (or keyboard's) safe area leaves once its insets are taken off.
    var safeRectangle: CGRect?
}

/// Where a placed node's children may lie on purpose.
struct ChildBoundsQuestion: RuleQuestion {
    typealias Answer = ChildBounds

    let node: NodeID
    let frame: CGRect
    let engine: LayoutEngine

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> ChildBounds {
        Rule.childBounds(at: frame, in: NodeContext(node, spec, engine))
    }
}
