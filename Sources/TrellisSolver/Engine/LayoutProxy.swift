import Foundation
import TrellisGraph

/// All a rule sees of the layout it takes part in: its node's children and their answers, the
/// facts the passes over the tree learnt, its own state, and the record of its decisions and
/// warnings.
///
/// The engine hands each rule a proxy (``NodeRule``); a rule cannot reach the engine's
/// storage (the measurement cache, the frame columns, the kept measurements' memory), only the
/// questions below. Every size question goes through ``size(of:for:askedBy:)``, the engine's one
/// caching wrapper. The proxy is a single reference wide and its members are forwarded inline,
/// so asking through it costs what asking the engine did.
struct LayoutProxy {
    private let engine: LayoutEngine

    init(_ engine: LayoutEngine) {
        self.engine = engine
    }

    // MARK: - The tree

    /// The graph being laid out, with its side tables (size functions, guide functions, text
    /// measurers, readers' content).
    var graph: LayoutGraph { engine.facts.graph }

    /// What `node` is.
    @inline(__always)
    func kind(of node: NodeID) -> NodeKind { engine.facts.kind(of: node) }

    /// The children of `node`, in order.
    @inline(__always)
    func children(of node: NodeID) -> Children { Children(engine.facts.children(of: node), ownedBy: node) }

    /// The first child of `node`, if any: the view a modifier modifies.
    @inline(__always)
    func firstChild(of node: NodeID) -> NodeID? { engine.facts.firstChild(of: node) }

    /// How many children `node` has.
    @inline(__always)
    func childCount(of node: NodeID) -> Int { engine.facts.childCount(of: node) }

    /// The axis of the stack `node` stands in, if it stands in one.
    @inline(__always)
    func stackAxis(of node: NodeID) -> Axis? { engine.facts.stackAxis(of: node) }

    /// The spacing preferences of `node`'s edges (the leaves-up pass's answer).
    @inline(__always)
    func spacing(of node: NodeID) -> EdgeSpacing { engine.facts.columns.spacing[node.index] }

    /// The proposal dimensions `node`'s answer depends on.
    @inline(__always)
    func readDimensions(of node: NodeID) -> ProposalDimensions { engine.facts.columns.readDimensions[node.index] }

    /// The layout priority `node` has in its container.
    @inline(__always)
    func priority(of node: NodeID) -> Double { engine.priority(of: node) }

    /// Whether the row `node` is a row of a grid (and not a one-row grid of its own).
    func isRowOfGrid(_ node: NodeID) -> Bool { engine.facts.childrenOfGrids.contains(node) }

    /// Whether the layout direction `node` sets differs from the one around it.
    func mirrorsSubtree(_ node: NodeID) -> Bool { engine.facts.mirroredSubtrees.contains(node) }

    /// Whether the scroll view `node` holds a `containerRelativeFrame` that reads its visible size.
    func holdsRelativeFrames(_ node: NodeID) -> Bool { engine.facts.relativeFrameContainers.containers.contains(node) }

    /// Each node's parent.
    var parents: [NodeID?] { engine.parents }

    // MARK: - Asking children

    /// The size `node` chooses for `proposal`, asked by its container `parent`: answered by the
    /// engine's caching wrapper.
    @inline(__always)
    func size(of node: NodeID, for proposal: ProposedViewSize, askedBy parent: NodeID? = nil) -> CGSize {
        engine.size(of: node, for: proposal, askedBy: parent)
    }

    /// The value of guide `key` of `node`, offered `proposal`, having chosen `size`.
    @inline(__always)
    func guide(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        engine.guide(key, of: node, proposal: proposal, size: size)
    }

    /// The explicit value `node` reports for guide `key` at `proposal`, if any.
    @inline(__always)
    func explicitGuide(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize) -> CGFloat? {
        engine.explicitGuide(key, of: node, proposal: proposal)
    }

    /// `node`'s dimensions as an `alignmentGuide`'s function sees them.
    func dimensions(of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> ViewDimensions {
        engine.dimensions(of: node, proposal: proposal, size: size)
    }

    /// Where `node`'s rule puts its children.
    func placements(of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> Placements {
        engine.placements(of: node, proposal: proposal, size: size)
    }

    /// The frame of `node` if it has been placed.
    @inline(__always)
    func placedFrame(_ node: NodeID) -> CGRect? { engine.placedFrame(node) }

    /// Moves the placed `node` to `frame` (a rule that grows or mirrors what it placed).
    func movePlaced(_ node: NodeID, to frame: CGRect) { engine.movePlaced(node, to: frame) }

    /// The graph's custom layouts and their subviews.
    var customLayouts: CustomLayoutHost { engine.customLayouts }

    // MARK: - Rule state and kept work

    /// The state a rule keeps during this layout (``RuleState``).
    @inline(__always)
    func state<State: RuleState>(_ type: State.Type) -> State { engine.state(type) }

    /// The result of `body`, given room for one placement per child of `children` to measure
    /// them into for `proposal`. For a large enough node's own children, the engine keeps what
    /// `body` measured, so that placing the node with the same proposal finds it
    /// (``keptPlacements(of:for:arrange:)``); otherwise the room is a temporary.
    @inline(__always)
    func measuringChildren<Result>(_ children: Children, keepingFor proposal: ProposedViewSize,
                                   _ body: (ChildMeasurements) -> Result) -> Result {
        if let owner = children.owner, let room = engine.roomToKeepMeasurements(of: owner, count: children.count) {
            let result = body(ChildMeasurements(room))
            engine.noteKeptMeasurements(of: owner, answer: proposal)
            return result
        }
        return ScratchBuffer<ChildPlacement>.withTemporary(children.count) { body(ChildMeasurements($0)) }
    }

    /// Lets `fill` write the placements of `children` for `proposal` into room the engine keeps
    /// for the node's placement, when it keeps them for such children; otherwise `fill` is not
    /// called. For a rule that places its children on the way to its size only when its
    /// placement can take them (``keptPlacements(of:for:arrange:)``).
    @inline(__always)
    func keepPlacements(of children: Children, for proposal: ProposedViewSize, _ fill: (ChildMeasurements) -> Void) {
        guard let owner = children.owner, let room = engine.roomToKeepMeasurements(of: owner, count: children.count) else { return }
        fill(ChildMeasurements(room))
        engine.noteKeptMeasurements(of: owner, answer: proposal)
    }

    /// The placements kept for `children` by ``measuringChildren(_:keepingFor:_:)`` or
    /// ``keepPlacements(of:for:_:)``, if they were kept for `proposal`, once `arrange` has
    /// given them their origins; `nil` when none were kept for it.
    @inline(__always)
    func keptPlacements(of children: Children, for proposal: ProposedViewSize,
                        arrange: (ChildMeasurements) -> Void = { _ in }) -> Placements? {
        guard let owner = children.owner, let kept = engine.takeKeptMeasurements(of: owner, count: children.count, for: proposal) else { return nil }
        arrange(ChildMeasurements(kept.placements))
        return .taken(kept)
    }

    /// The result of `body` given `count` candidates in distribution order, as `sort` writes
    /// them. For a node's own children (`remembering`), the engine remembers the order per
    /// proposal `minor` across the node's axis and hands it back without sorting again.
    @inline(__always)
    func withDistributionOrder<Result>(count: Int, remembering children: Children? = nil, minor: CGFloat? = nil,
                                       sort: (DistributionOrder) -> Void, _ body: (DistributionOrder) -> Result) -> Result {
        engine.withDistributionOrder(of: children?.owner, count: count, minor: minor, sort: sort, body)
    }

    /// The text measurement of `node` for `proposal`: the one kept for it when the engine keeps
    /// measurements and `keep` says so, otherwise `measure()`.
    @inline(__always)
    func textMeasurement(of node: NodeID, for proposal: ProposedViewSize, keep: Bool, _ measure: () -> TextMeasurement) -> TextMeasurement {
        guard keep, engine.memoize else { return measure() }
        return engine.textMeasurements.measurement(of: node, for: proposal, measure: measure)
    }

    /// A solver for a layout nested in this one (a reader's content), in the same modes.
    func nestedSolver() -> LayoutSolver { LayoutSolver(explain: engine.tracing, memoize: engine.memoize) }

    // MARK: - Safe areas, anchors and scroll views

    /// The safe rectangle, in window coordinates, of the layout this one is nested in (a
    /// reader's content is laid out inside its reader's); `nil` at the top.
    var outerSafeArea: CGRect? { engine.outerSafeArea }

    /// Notes that a rule placed a view that keeps its content inside a safe rectangle.
    func noteSafeRectanglePlaced() { engine.safeRectanglesPlaced += 1 }

    /// Where this layout's readers find the frames of anchored views.
    var anchorFrames: AnchorFrames { engine.anchorFrames }

    /// The visible size of the scroll view a `containerRelativeFrame` `node` is sized from.
    func relativeFrameContainerSize(of node: NodeID) -> ProposedViewSize? { engine.relativeFrameContainerSize(of: node) }

    // MARK: - The record

    /// Whether explain mode is on; with it off, nothing is recorded.
    var tracing: Bool { engine.tracing }

    /// The SwiftUI behaviour that decides `node`'s size.
    func ruleName(of node: NodeID) -> LayoutRule { engine.ruleName(of: node) }

    /// Records in explain mode that `node`'s container decided `decision`; returns the event's index.
    @inline(__always)
    @discardableResult
    func record(_ decision: @autoclosure () -> Decision, about node: NodeID, by container: NodeID? = nil, proposal: ProposedViewSize,
                size: CGSize = .zero, rule: @autoclosure () -> LayoutRule, cause: Int? = nil) -> Int? {
        engine.record(decision(), about: node, by: container, proposal: proposal, size: size, rule: rule(), cause: cause)
    }

    /// Records a warning about `node`, once per kind of problem.
    func warn(_ kind: LayoutWarning.Kind, _ node: NodeID, _ detail: @autoclosure () -> LayoutWarning.Detail) {
        engine.warn(kind, node, detail())
    }
}
