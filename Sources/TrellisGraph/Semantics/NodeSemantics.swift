/// What a node means to a person using the app, beside its layout: whether it is a control,
/// whether it is described to accessibility, the colour its text is drawn in and the audit
/// kinds turned off for it. Layout never reads it; the layout audit does. Each fact is recorded
/// on the nodes a modifier or control gives its parent, and applies to their subtrees where
/// SwiftUI's environment would (a foreground colour, an audit suppression).
public struct NodeSemantics: Hashable, Sendable {
    /// The control the node is the whole of, if any (the outermost one when controls nest on
    /// one node).
    public var role: InteractiveRole?
    /// Whether `accessibilityLabel(_:)` described the node.
    public var hasAccessibilityLabel = false
    /// The colour set with `foregroundStyle(_:)` or `foregroundColor(_:)` for the node's
    /// subtree, innermost first: the one its texts are drawn in.
    public var foreground: ColorName?
    /// The audit kinds `.layoutAudit(ignore:)` turned off for the node's subtree.
    public var ignoredAuditKinds: Set<LayoutAuditKind> = []
    /// Whether the system takes the node's frame as the hit region of the controls inside it,
    /// however small they are drawn: a list row (a button in a row is tapped anywhere in the
    /// row) or the row of a navigation bar or toolbar (bar buttons are tapped across the bar's
    /// height).
    public var extendsHitRegion = false

    /// Semantics with nothing recorded.
    public init() {}

    /// These semantics with `outer`'s added where they have none: what a node carries when the
    /// views around it recorded `outer` after the view that made it recorded these.
    package func adding(outer: NodeSemantics) -> NodeSemantics {
        var merged = self
        merged.role = outer.role ?? role
        merged.hasAccessibilityLabel = hasAccessibilityLabel || outer.hasAccessibilityLabel
        merged.foreground = foreground ?? outer.foreground
        merged.ignoredAuditKinds.formUnion(outer.ignoredAuditKinds)
        merged.extendsHitRegion = extendsHitRegion || outer.extendsHitRegion
        return merged
    }
}

extension LayoutGraph {
    /// What node `id` means beside its layout (its control role, accessibility label,
    /// foreground colour and audit suppressions), if anything was recorded; nothing for a graph
    /// read from a file.
    public func semantics(of id: NodeID) -> NodeSemantics? { semantics[id] }

    /// Records that `node` is the whole of a control of `role`; a role recorded later (by a
    /// view around it) wins.
    package mutating func setRole(_ role: InteractiveRole, of node: NodeID) {
        semantics[node, default: NodeSemantics()].role = role
    }

    /// Records that `node` has an accessibility label.
    package mutating func setAccessibilityLabelled(_ node: NodeID) {
        semantics[node, default: NodeSemantics()].hasAccessibilityLabel = true
    }

    /// Records that `node`'s subtree is drawn in `color`, unless a view inside set its own.
    package mutating func setForeground(_ color: ColorName, of node: NodeID) {
        if semantics[node]?.foreground == nil { semantics[node, default: NodeSemantics()].foreground = color }
    }

    /// Records that the system takes `node`'s frame as the hit region of the controls inside it.
    package mutating func setExtendsHitRegion(_ node: NodeID) {
        semantics[node, default: NodeSemantics()].extendsHitRegion = true
    }

    /// Records that the audit ignores `kinds` in `node`'s subtree.
    package mutating func ignoreAuditKinds(_ kinds: Set<LayoutAuditKind>, in node: NodeID) {
        semantics[node, default: NodeSemantics()].ignoredAuditKinds.formUnion(kinds)
    }
}
