import Foundation
import TrellisGraph

/// Everything the solver knows about one kind of node, in one place.
///
/// Each node kind of the graph has one rule, a type conforming to this protocol in
/// `Rules/`, and ``RuleTable`` is the one place that maps a kind to its rule. A rule answers
/// every question the solver and its warnings ask about its kind: how bad parameters are
/// corrected, which proposal dimensions its size reads, what priority, spacing and alignment
/// guides it passes on to its parent, what its children learn about where they stand, how it
/// sizes itself, where it places its children, its explicit alignment guides, the name of the
/// behaviour it models and the structural warnings it gives. Most requirements have defaults
/// that fit a modifier with one child; a rule implements only what differs.
///
/// Rules are stateless: every requirement is static, and a rule sees the layout only through
/// the ``LayoutEngine`` it is handed (its caching `size(of:for:askedBy:)`, its facts and its
/// decision record). Rules never touch the measurement cache.
protocol NodeRule {
    /// The parameters a node of this kind carries in the graph.
    associatedtype Spec

    /// The node kind holding `spec`, so that a corrected spec can be written back.
    static func kind(_ spec: Spec) -> NodeKind

    // MARK: - Correcting parameters

    /// Replaces invalid parameters the way SwiftUI treats them, reporting each replacement to
    /// `report`. The default accepts every value.
    static func normalize(_ spec: inout Spec, _ report: inout NormalizationReport)

    // MARK: - Facts about the node in its tree

    /// How the engine answers the node's size (see ``CachePolicy``), given its children's
    /// policies. The default caches.
    static func cachePolicy(_ spec: Spec, children: ChildFacts<CachePolicy>) -> CachePolicy

    /// The proposal dimensions the node's answer can depend on, given its children's. The
    /// default is conservative: both.
    static func readDimensions(_ spec: Spec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions

    /// How the node passes on the layout priority of its children. The default passes its first
    /// child's, as modifiers that are not layouts do.
    static func priorityPassing(_ spec: Spec, childCount: Int) -> PriorityPassing

    /// The node's spacing preferences, given its children's and the facts of `inputs`.
    /// The default passes the first child's on, as modifiers that add no edges do.
    static func spacing(_ spec: Spec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing

    /// What the child at `index` learns about where it stands, given the node's own `context`.
    /// The default passes the stack axis and the layout direction on to every child.
    static func childContext(_ spec: Spec, _ context: InheritedContext, child index: Int, graph: LayoutGraph) -> InheritedContext

    /// Whether the node lays its subtree out mirrored (a layout direction differing from the
    /// one around it). The default is no.
    static func mirrorsSubtree(_ spec: Spec, in context: InheritedContext) -> Bool

    /// How the node passes its children's explicit alignment guides on to its parent (see
    /// ``GuidePassing``). The default passes its first child's, moved with the child.
    static func guidePassing(_ spec: Spec, childCount: Int) -> GuidePassing

    /// Whether the node may align one of its children by `key`, which makes an
    /// `alignmentGuide` for `key` below it effective. The default is no.
    static func mayAlignChildren(on key: AlignmentKey, _ spec: Spec) -> Bool

    // MARK: - Layout

    /// The SwiftUI behaviour that decides the node's size, named in traces.
    static func name(_ spec: Spec, of node: NodeID, in engine: LayoutEngine) -> LayoutRule

    /// The size the node chooses for `proposal`.
    static func size(_ spec: Spec, of node: NodeID, for proposal: ProposedViewSize, in engine: LayoutEngine) -> CGSize

    /// Where the node, given `proposal` and having chosen `size`, puts its children; `origin` is
    /// its own position in the window. The default gives a first child the node's proposal
    /// at the node's origin.
    static func placements(_ spec: Spec, of node: NodeID, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in engine: LayoutEngine) -> Placements

    /// The explicit value the node reports for guide `key` at `proposal`, if any. Called only
    /// for guides ``GuidePropagation`` says the node reports. The default is the value of the
    /// child the node places, moved by where it places it.
    static func explicitGuide(_ key: AlignmentKey, _ spec: Spec, of node: NodeID, proposal: ProposedViewSize, in engine: LayoutEngine) -> CGFloat?

    /// What the node has to do with `containerRelativeFrame` inside scroll views (see
    /// ``RelativeFrameContainers``). The default is nothing.
    static func relativeFrameRole(_ spec: Spec) -> RelativeFrameRole

    /// Whether the node has work to do once placed (``didPlace(_:_:at:in:)``). The default is no.
    static func followsPlacement(_ spec: Spec) -> Bool

    /// Work that follows the node's placement at `frame`, once its subtree is placed. Called
    /// only when ``followsPlacement(_:)`` says so; the default does nothing.
    static func didPlace(_ spec: Spec, _ node: NodeID, at frame: CGRect, in engine: LayoutEngine)

    // MARK: - Warnings

    /// Where the node's children, placed with the node at `frame`, may lie on purpose (see
    /// ``ChildBounds``). The default: inside the node, the window and any safe area.
    static func childBounds(_ spec: Spec, of node: NodeID, at frame: CGRect, in engine: LayoutEngine) -> ChildBounds

    /// Whether the node may give structural warnings, so that only such nodes are visited.
    static var mayWarn: Bool { get }

    /// The warnings the node's place in the tree calls for: a modifier that does nothing
    /// where it stands, for example. The default gives none.
    static func structuralWarnings(_ spec: Spec, of node: NodeID, _ inputs: WarningInputs) -> [LayoutWarning]
}

extension NodeRule {
    static func normalize(_ spec: inout Spec, _ report: inout NormalizationReport) {}

    static func cachePolicy(_ spec: Spec, children: ChildFacts<CachePolicy>) -> CachePolicy { .cached }

    static func readDimensions(_ spec: Spec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions { .both }

    static func priorityPassing(_ spec: Spec, childCount: Int) -> PriorityPassing { .fromFirstChild }

    static func spacing(_ spec: Spec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing {
        children.first ?? .none
    }

    static func childContext(_ spec: Spec, _ context: InheritedContext, child index: Int, graph: LayoutGraph) -> InheritedContext {
        context.passedOn
    }

    static func mirrorsSubtree(_ spec: Spec, in context: InheritedContext) -> Bool { false }

    static func guidePassing(_ spec: Spec, childCount: Int) -> GuidePassing { .fromFirstChild() }

    static func mayAlignChildren(on key: AlignmentKey, _ spec: Spec) -> Bool { false }

    static func placements(_ spec: Spec, of node: NodeID, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in engine: LayoutEngine) -> Placements {
        guard let child = engine.facts.firstChild(of: node) else { return .none }
        return .one(ChildPlacement(child: child, proposal: proposal, origin: .zero, size: size))
    }

    static func explicitGuide(_ key: AlignmentKey, _ spec: Spec, of node: NodeID, proposal: ProposedViewSize, in engine: LayoutEngine) -> CGFloat? {
        GuidePropagation.throughPlacedChild(key, of: node, spec, rule: Self.self, proposal: proposal, in: engine)
    }

    static func followsPlacement(_ spec: Spec) -> Bool { false }

    static func didPlace(_ spec: Spec, _ node: NodeID, at frame: CGRect, in engine: LayoutEngine) {}

    static func childBounds(_ spec: Spec, of node: NodeID, at frame: CGRect, in engine: LayoutEngine) -> ChildBounds { ChildBounds() }

    static var mayWarn: Bool { false }

    static func structuralWarnings(_ spec: Spec, of node: NodeID, _ inputs: WarningInputs) -> [LayoutWarning] { [] }
}

/// A rule for a view with no children, whose defaults suit a leaf: it reports no guides and no
/// spacing and hides nothing, since it has nothing to pass on.
protocol LeafRule: NodeRule {}

extension LeafRule {
    static func priorityPassing(_ spec: Spec, childCount: Int) -> PriorityPassing { .own(0) }

    static func spacing(_ spec: Spec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing { .none }

    static func guidePassing(_ spec: Spec, childCount: Int) -> GuidePassing { .none }

    static func placements(_ spec: Spec, of node: NodeID, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in engine: LayoutEngine) -> Placements {
        .none
    }
}
