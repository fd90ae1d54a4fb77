import Foundation
import TrellisGraph

/// Everything the solver knows about one kind of node, in one place: how it sizes and places
/// (``SizingRule``), the facts the passes over the tree read (``FactsRule``) and what its
/// warnings need (``DiagnosticsRule``).
///
/// Each node kind of the graph has one rule, a type conforming to one of ``LeafRule``,
/// ``ModifierRule`` or ``ContainerRule`` in `Rules/`, and ``RuleTable`` is the one place that
/// maps a kind to its rule. Leaves and modifiers get defaults that fit them (a leaf passes
/// nothing on; a modifier passes its one child's facts on and places it with its own
/// proposal); a container states every fact, sizing answer and bound itself, so that no
/// container silently inherits a modifier's behaviour.
///
/// Rules are stateless: every requirement is static, and a rule sees the layout only through
/// the ``NodeContext`` of its node it is handed (its children and their answers through the
/// engine's caching `size(of:for:)`, the facts of the tree, the phase, its own ``RuleState``,
/// the decision record and the warnings, the engine's memory for its work, and the whole tree
/// for the few rules that look further), never the engine itself. Rules never touch the measurement cache; what a rule declares it reads
/// (``FactsRule/readDimensions(_:children:)``) is checked against fresh answers in tests
/// (``CachedAnswerCheck``).
typealias NodeRule = SizingRule & FactsRule & DiagnosticsRule

/// A rule of one kind of node, whose parameters are a `Spec` (which names the kind holding it,
/// so that a corrected spec can be written back).
protocol KindRule {
    /// The parameters a node of this kind carries in the graph.
    associatedtype Spec: NodeParameters
}

/// How a kind of node sizes itself, places its children and reports alignment guides.
protocol SizingRule: KindRule {
    /// The SwiftUI behaviour that decides the node's size, named in traces.
    static func name(_ spec: Spec, in context: NodeContext) -> LayoutRule

    /// The size the node chooses for `proposal`.
    static func size(_ spec: Spec, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize

    /// Where the node, given `proposal` and having chosen `size`, puts its children; `origin` is
    /// its own position in the window.
    static func placements(_ spec: Spec, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext) -> Placements

    /// The explicit value the node reports for guide `key` at `proposal`, if any. Called only
    /// for guides ``GuidePropagation`` says the node reports.
    static func explicitGuide(_ key: AlignmentKey, _ spec: Spec, proposal: ProposedViewSize, in context: NodeContext) -> CGFloat?

    /// Whether the node has work to do once placed (``didPlace(_:at:in:)``).
    static func followsPlacement(_ spec: Spec) -> Bool

    /// Work that follows the node's placement at `frame`, once its subtree is placed. Called
    /// only when ``followsPlacement(_:)`` says so.
    static func didPlace(_ spec: Spec, at frame: CGRect, in context: NodeContext)
}

/// What the passes over the tree learn about a kind of node before any layout: its corrected
/// parameters, how its answers are cached, and what it passes on to its parent and children.
protocol FactsRule: KindRule {
    /// Replaces invalid parameters the way SwiftUI treats them, reporting each replacement to
    /// `report`.
    static func normalize(_ spec: inout Spec, _ report: inout NormalizationReport)

    /// How the engine answers the node's size (see ``CachePolicy``), given its children's
    /// policies.
    static func cachePolicy(_ spec: Spec, children: ChildFacts<CachePolicy>) -> CachePolicy

    /// The proposal dimensions the node's answer can depend on, given its children's.
    static func readDimensions(_ spec: Spec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions

    /// How the node passes on the layout priority of its children.
    static func priorityPassing(_ spec: Spec, childCount: Int) -> PriorityPassing

    /// The node's spacing preferences, given its children's and the facts of `inputs`.
    static func spacing(_ spec: Spec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing

    /// What the child at `index` learns about where it stands, given the node's own `context`.
    static func childContext(_ spec: Spec, _ context: InheritedContext, child index: Int, graph: LayoutGraph) -> InheritedContext

    /// Whether the node lays its subtree out mirrored (a layout direction differing from the
    /// one around it).
    static func mirrorsSubtree(_ spec: Spec, in context: InheritedContext) -> Bool

    /// How the node passes its children's explicit alignment guides on to its parent (see
    /// ``GuidePassing``).
    static func guidePassing(_ spec: Spec, childCount: Int) -> GuidePassing

    /// Whether the node may align one of its children by `key`, which makes an
    /// `alignmentGuide` for `key` below it effective.
    static func mayAlignChildren(on key: AlignmentKey, _ spec: Spec) -> Bool

    /// What the node has to do with `containerRelativeFrame` inside scroll views (see
    /// ``RelativeFrameContainers``).
    static func relativeFrameRole(_ spec: Spec) -> RelativeFrameRole
}

/// What the warnings ask of a kind of node.
protocol DiagnosticsRule: KindRule {
    /// Where the node's children, placed with the node at `frame`, may lie on purpose (see
    /// ``ChildBounds``).
    static func childBounds(_ spec: Spec, at frame: CGRect, in context: NodeContext) -> ChildBounds

    /// Whether the node may give structural warnings, so that only such nodes are visited.
    static var mayWarn: Bool { get }

    /// The warnings the node's place in the tree calls for: a modifier that does nothing
    /// where it stands, for example.
    static func structuralWarnings(_ spec: Spec, of node: NodeID, _ inputs: WarningInputs) -> [LayoutWarning]

    /// Where the node's length along `axis`, `length` in its placed frame, comes from: what a
    /// warning about a view too long follows down to its cause (see ``LengthOrigin``).
    static func lengthOrigin(_ spec: Spec, along axis: Axis, length: CGFloat) -> LengthOrigin
}

/// A rule whose node kind needs no corrections, lays nothing out mirrored, plays no part in
/// `containerRelativeFrame`, has no work after placement and gives no structural warnings,
/// unless it says otherwise: what leaves, modifiers and containers rarely think about.
protocol UneventfulRule: NodeRule {}

extension UneventfulRule {
    static func normalize(_ spec: inout Spec, _ report: inout NormalizationReport) {}

    static func mirrorsSubtree(_ spec: Spec, in context: InheritedContext) -> Bool { false }

    static func relativeFrameRole(_ spec: Spec) -> RelativeFrameRole { .none }

    static func followsPlacement(_ spec: Spec) -> Bool { false }

    static func didPlace(_ spec: Spec, at frame: CGRect, in context: NodeContext) {}

    static var mayWarn: Bool { false }

    static func structuralWarnings(_ spec: Spec, of node: NodeID, _ inputs: WarningInputs) -> [LayoutWarning] { [] }
}

/// An uneventful rule of a view with at most one child, which unless it says otherwise caches
/// its answers reading both proposal dimensions, passes its context on, aligns no child by a
/// guide, lets its child lie anywhere inside it, the window or a safe area, and takes its
/// length from its child (a leaf, having none, chose it itself).
protocol SimpleRule: UneventfulRule {}

extension SimpleRule {
    static func cachePolicy(_ spec: Spec, children: ChildFacts<CachePolicy>) -> CachePolicy { .cached }

    static func readDimensions(_ spec: Spec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions { .both }

    static func childContext(_ spec: Spec, _ context: InheritedContext, child index: Int, graph: LayoutGraph) -> InheritedContext {
        context.passedOn
    }

    static func mayAlignChildren(on key: AlignmentKey, _ spec: Spec) -> Bool { false }

    static func childBounds(_ spec: Spec, at frame: CGRect, in context: NodeContext) -> ChildBounds { ChildBounds() }

    static func lengthOrigin(_ spec: Spec, along axis: Axis, length: CGFloat) -> LengthOrigin { .fromChildren }
}

/// A rule for a container of any number of children. It has no defaults for what it passes
/// on, how it caches, places and reports, what it bounds and where its length comes from:
/// each container says so itself.
/// Only what an ``UneventfulRule`` leaves out has a default.
protocol ContainerRule: UneventfulRule {}

/// A rule for a modifier: a view with one child (its content) that, unless it says otherwise,
/// passes its child's priority, spacing and guides on and places it with its own proposal at
/// its own origin, besides what a ``SimpleRule`` does.
protocol ModifierRule: SimpleRule {}

extension ModifierRule {
    static func priorityPassing(_ spec: Spec, childCount: Int) -> PriorityPassing { .fromFirstChild }

    static func spacing(_ spec: Spec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing {
        children.first ?? .none
    }

    static func guidePassing(_ spec: Spec, childCount: Int) -> GuidePassing { .fromFirstChild() }

    static func placements(_ spec: Spec, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext) -> Placements {
        guard let child = context.firstChild else { return .none }
        return .one(ChildPlacement(child: child, proposal: proposal, origin: .zero, size: size))
    }

    static func explicitGuide(_ key: AlignmentKey, _ spec: Spec, proposal: ProposedViewSize, in context: NodeContext) -> CGFloat? {
        GuidePropagation.throughPlacedChild(key, spec, rule: Self.self, proposal: proposal, in: context)
    }
}

/// A rule for a view with no children: besides what a ``SimpleRule`` does, it reports no guides
/// and no spacing, places nothing and hides nothing, since it has nothing to pass on.
protocol LeafRule: SimpleRule {}

extension LeafRule {
    static func priorityPassing(_ spec: Spec, childCount: Int) -> PriorityPassing { .own(0) }

    static func spacing(_ spec: Spec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing { .none }

    static func guidePassing(_ spec: Spec, childCount: Int) -> GuidePassing { .none }

    static func placements(_ spec: Spec, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext) -> Placements {
        .none
    }

    static func explicitGuide(_ key: AlignmentKey, _ spec: Spec, proposal: ProposedViewSize, in context: NodeContext) -> CGFloat? {
        nil
    }
}
