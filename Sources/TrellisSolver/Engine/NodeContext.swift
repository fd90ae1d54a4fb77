import Foundation
import TrellisGraph

/// All a rule sees of the layout while it answers for one node: the node and its parameters
/// (`Spec`, the rule's own), its children and their answers through the engine's caching
/// wrapper, the facts the passes learnt about them, the phase, the decision record and the
/// warnings, its own state, and the engine's memory for its work. Fifteen members; the few
/// rules that look further up or down the tree (a safe area walks up to its parents, a layout
/// direction mirrors its subtree, a reader lays out a nested graph) ask the named capability
/// ``tree`` for it.
///
/// A context is a reference to the engine, a node ID and the node's parameters wide, and its
/// members are forwarded inline, so asking through it costs what asking the engine does. It
/// must not outlive the call it is handed to.
struct NodeContext<Spec> {
    /// The node the rule answers for.
    let node: NodeID
    /// The node's parameters, corrected by its rule (``FactsRule/normalize(_:_:)``).
    let spec: Spec
    /// The engine, reached only through the members below. A context lives only while a
    /// question about its node is asked, by a caller that holds the engine, so it holds the
    /// engine without counting a reference: copying a context (with its spec) then counts none.
    private let lent: Unmanaged<LayoutEngine>

    /// The engine, for the members that hand it on.
    @inline(__always)
    private var engine: LayoutEngine { lent.takeUnretainedValue() }

    /// The context of `node`, whose parameters are `spec`, in the layout `engine` makes.
    @inline(__always)
    init(_ node: NodeID, _ spec: Spec, _ engine: LayoutEngine) {
        self.node = node
        self.spec = spec
        self.lent = Unmanaged.passUnretained(engine)
    }

    /// The context of the same node with `spec` for parameters: for a rule that answers
    /// through another rule (a relative frame, once sized, is a fixed frame).
    @inline(__always)
    init<Other>(_ context: NodeContext<Other>, spec: Spec) {
        self.init(context.node, spec, context.engine)
    }

    /// The node's children, in order.
    @inline(__always)
    var children: Children { lent._withUnsafeGuaranteedRef { Children($0.facts.children(of: node), ownedBy: node) } }

    /// The node's first child, if any: the view a modifier modifies.
    @inline(__always)
    var firstChild: NodeID? { lent._withUnsafeGuaranteedRef { $0.facts.firstChild(of: node) } }

    /// How many children the node has.
    @inline(__always)
    var childCount: Int { lent._withUnsafeGuaranteedRef { $0.facts.childCount(of: node) } }

    /// The size `child` chooses for `proposal`, asked by the node: answered by the engine's
    /// caching wrapper.
    @inline(__always)
    func size(of child: NodeID, for proposal: ProposedViewSize) -> CGSize {
        lent._withUnsafeGuaranteedRef { $0.size(of: child, for: proposal, askedBy: node) }
    }

    /// The value of guide `key` of `child`, offered `proposal`, having chosen `size`.
    @inline(__always)
    func guide(_ key: AlignmentKey, of child: NodeID, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        lent._withUnsafeGuaranteedRef { $0.guide(key, of: child, proposal: proposal, size: size) }
    }

    /// The explicit value `child` reports for guide `key` at `proposal`, if any.
    @inline(__always)
    func explicitGuide(_ key: AlignmentKey, of child: NodeID, proposal: ProposedViewSize) -> CGFloat? {
        lent._withUnsafeGuaranteedRef { $0.explicitGuide(key, of: child, proposal: proposal) }
    }

    /// What the passes over the tree learnt about the node and its children.
    @inline(__always)
    var facts: NodeFacts { NodeFacts(lent) }

    /// The phase: whether the node has its frame, so that its placement is the real one and
    /// not a guide question laying it out on the way.
    @inline(__always)
    var isPlaced: Bool { lent._withUnsafeGuaranteedRef { $0.placedFrame(node) != nil } }

    /// Records in explain mode that `node`'s container decided `decision`, when `condition`
    /// holds; returns the event's index. Outside explain mode the record is a sink: nothing is
    /// built, kept or even tested.
    @inline(__always)
    @discardableResult
    func record(_ decision: @autoclosure () -> Decision, about node: NodeID, by container: NodeID? = nil, proposal: ProposedViewSize,
                size: CGSize = .zero, rule: @autoclosure () -> LayoutRule, cause: Int? = nil, when condition: @autoclosure () -> Bool = true) -> Int? {
        guard lent._withUnsafeGuaranteedRef({ $0.tracing }), condition() else { return nil }
        return engine.record(decision(), about: node, by: container, proposal: proposal, size: size, rule: rule(), cause: cause)
    }

    /// Records a warning about `node` (this node or one of its children), once per kind of problem.
    func warn(_ kind: LayoutWarning.Kind, _ node: NodeID, _ detail: @autoclosure () -> LayoutWarning.Detail) {
        engine.warn(kind, node, detail())
    }

    /// The state the rule keeps during this layout (``RuleState``), made empty on first use.
    @inline(__always)
    func state<State: RuleState>(_ type: State.Type) -> State { lent._withUnsafeGuaranteedRef { $0.state(type) } }

    /// The engine's memory for the rule's work: room to measure children into, the
    /// measurements it keeps, distribution orders and text measurements.
    @inline(__always)
    var workspace: Workspace { Workspace(lent) }

    /// The whole layout, for the rules that look beyond their node and its children.
    @inline(__always)
    var tree: LayoutProxy { LayoutProxy(engine) }
}
