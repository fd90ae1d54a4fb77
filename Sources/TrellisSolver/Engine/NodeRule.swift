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
/// the ``NodeContext`` of its node it is handed (its parameters, `context.spec`, its children
/// and their answers through the engine's caching `size(of:for:)`, the facts of the tree, the
/// phase, its own ``RuleState``, the decision record and the warnings, the engine's memory for
/// its work, and the whole tree for the few rules that look further), never the engine itself.
/// The passes over the tree, which run before any layout, hand a rule a ``FactsContext``
/// instead: its node, parameters and child count. Only ``FactsRule/normalize(_:_:)``, which
/// corrects the parameters, takes them on their own. Rules never touch the measurement cache; what a rule declares it reads
/// (``FactsRule/readDimensions(children:in:)``) is checked against fresh answers in tests
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
    static func name(in context: NodeContext<Spec>) -> LayoutRule

    /// The size the node chooses for `proposal`.
    static func size(for proposal: ProposedViewSize, in context: NodeContext<Spec>) -> CGSize

    /// Where the node, given `proposal` and having chosen `size`, puts its children; `origin` is
    /// its own position in the window.
    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<Spec>) -> Placements

    /// The explicit value the node reports for guide `key` at `proposal`, if any. Called only
    /// for guides ``GuidePropagation`` says the node reports.
    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<Spec>) -> CGFloat?

    /// Work that follows the node's placement at `frame`, once its subtree is placed. Called
    /// only when the node's ``FactsRule/roles(in:)`` include ``NodeRoles/followsPlacement``.
    static func didPlace(at frame: CGRect, in context: NodeContext<Spec>)
}

/// What the passes over the tree learn about a kind of node before any layout: its corrected
/// parameters, how its answers are cached, and what it passes on to its parent and children.
protocol FactsRule: KindRule {
    /// Replaces invalid parameters the way SwiftUI treats them, reporting each replacement to
    /// `report`.
    static func normalize(_ spec: inout Spec, _ report: inout NormalizationReport)

    /// How the engine answers the node's size (see ``CachePolicy``), given its children's
    /// policies.
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<Spec>) -> CachePolicy

    /// The proposal dimensions the node's answer can depend on, given its children's.
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<Spec>) -> ProposalDimensions

    /// How the node passes on the layout priority of its children.
    static func priorityPassing(in context: FactsContext<Spec>) -> PriorityPassing

    /// The node's spacing preferences, given its children's and the facts of `inputs`.
    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<Spec>) -> EdgeSpacing

    /// What the child at `index` learns about where it stands, given what the node itself
    /// `inherited`. A node whose children are handed another layout direction than its own
    /// lays its subtree out mirrored (``NodeFacts/mirrorsSubtree(_:)``).
    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<Spec>) -> InheritedContext

    /// How the node passes its children's explicit alignment guides on to its parent (see
    /// ``GuidePassing``).
    static func guidePassing(in context: FactsContext<Spec>) -> GuidePassing

    /// Whether the node may align one of its children by `key`, which makes an
    /// `alignmentGuide` for `key` below it effective.
    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<Spec>) -> Bool

    /// The passes besides sizing and placement the node takes part in: work after its
    /// placement, structural warnings, and `containerRelativeFrame` inside scroll views (see
    /// ``NodeRoles``).
    static func roles(in context: FactsContext<Spec>) -> NodeRoles
}

/// What the warnings ask of a kind of node.
protocol DiagnosticsRule: KindRule {
    /// Where the node's children, placed with the node at `frame`, may lie on purpose (see
    /// ``ChildBounds``).
    static func childBounds(at frame: CGRect, in context: NodeContext<Spec>) -> ChildBounds

    /// The warnings the node's place in the tree calls for: a modifier that does nothing
    /// where it stands, for example. Asked only when the node's ``FactsRule/roles(in:)``
    /// include ``NodeRoles/mayWarn``.
    static func structuralWarnings(_ inputs: WarningInputs, in context: FactsContext<Spec>) -> [LayoutWarning]

    /// Where the node's length along `axis`, `length` in its placed frame, comes from: what a
    /// warning about a view too long follows down to its cause (see ``LengthOrigin``).
    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<Spec>) -> LengthOrigin
}

/// A rule whose node kind needs no corrections, plays no part in `containerRelativeFrame`, has
/// no work after placement and gives no structural warnings,
/// unless it says otherwise: what leaves, modifiers and containers rarely think about.
protocol UneventfulRule: NodeRule {}

extension UneventfulRule {
    @inline(__always)
    static func normalize(_ spec: inout Spec, _ report: inout NormalizationReport) {}

    @inline(__always)
    static func roles(in context: FactsContext<Spec>) -> NodeRoles { NodeRoles() }

    @inline(__always)
    static func didPlace(at frame: CGRect, in context: NodeContext<Spec>) {}

    @inline(__always)
    static func structuralWarnings(_ inputs: WarningInputs, in context: FactsContext<Spec>) -> [LayoutWarning] { [] }
}

/// An uneventful rule of a view with at most one child, which unless it says otherwise caches
/// its answers reading both proposal dimensions, passes its context on, aligns no child by a
/// guide, lets its child lie anywhere inside it, the window or a safe area, and takes its
/// length from its child (a leaf, having none, chose it itself).
protocol SimpleRule: UneventfulRule {}

extension SimpleRule {
    @inline(__always)
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<Spec>) -> CachePolicy { .cached }

    @inline(__always)
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<Spec>) -> ProposalDimensions { .both }

    @inline(__always)
    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<Spec>) -> InheritedContext {
        inherited.passedOn
    }

    @inline(__always)
    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<Spec>) -> Bool { false }

    @inline(__always)
    static func childBounds(at frame: CGRect, in context: NodeContext<Spec>) -> ChildBounds { ChildBounds() }

    @inline(__always)
    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<Spec>) -> LengthOrigin { .fromChildren }
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
    @inline(__always)
    static func priorityPassing(in context: FactsContext<Spec>) -> PriorityPassing { .fromFirstChild }

    @inline(__always)
    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<Spec>) -> EdgeSpacing {
        children.first ?? .none
    }

    @inline(__always)
    static func guidePassing(in context: FactsContext<Spec>) -> GuidePassing { .fromFirstChild() }

    @inline(__always)
    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<Spec>) -> Placements {
        guard let child = context.firstChild else { return .none }
        return .one(ChildPlacement(child: child, proposal: proposal, origin: .zero, size: size))
    }

    @inline(__always)
    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<Spec>) -> CGFloat? {
        GuidePropagation.throughPlacedChild(key, rule: Self.self, proposal: proposal, in: context)
    }
}

/// A rule for a view with no children: besides what a ``SimpleRule`` does, it reports no guides
/// and no spacing, places nothing and hides nothing, since it has nothing to pass on.
protocol LeafRule: SimpleRule {}

extension LeafRule {
    @inline(__always)
    static func priorityPassing(in context: FactsContext<Spec>) -> PriorityPassing { .own(0) }

    @inline(__always)
    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<Spec>) -> EdgeSpacing { .none }

    @inline(__always)
    static func guidePassing(in context: FactsContext<Spec>) -> GuidePassing { .none }

    @inline(__always)
    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<Spec>) -> Placements {
        .none
    }

    @inline(__always)
    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<Spec>) -> CGFloat? {
        nil
    }
}
