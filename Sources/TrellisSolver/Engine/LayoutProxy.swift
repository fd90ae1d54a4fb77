import Foundation
import TrellisGraph

/// The whole layout, as the few rules that look beyond their node and its children see it
/// (``NodeContext/tree``): any node's kind, children, parent and frame, the graph's side
/// tables, the custom layouts' host, the readers' anchors and safe areas, and a solver for a
/// nested layout. The states of rules are handed it once every node is placed
/// (``RuleState/layoutDidFinish(in:)``).
///
/// It cannot reach the engine's storage (the measurement cache, the frame columns, the kept
/// measurements' memory), only the questions below. Every size question goes through
/// ``size(of:for:askedBy:)``, the engine's one caching wrapper. The proxy is a single reference
/// wide and its members are forwarded inline, so asking through it costs what asking the
/// engine does.
struct LayoutProxy {
    private let engine: LayoutEngine

    init(_ engine: LayoutEngine) {
        self.engine = engine
    }

    // MARK: - The tree

    /// The context of `node`, with its kind for parameters.
    func context(of node: NodeID) -> NodeContext<NodeKind> { NodeContext(node, engine.facts.kind(of: node), engine) }

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

    /// Each node's parent.
    var parents: [NodeID?] { engine.parents }

    // MARK: - Asking any node

    /// The size `node` chooses for `proposal`, asked by its container `parent`: answered by the
    /// engine's caching wrapper.
    @inline(__always)
    func size(of node: NodeID, for proposal: ProposedViewSize, askedBy parent: NodeID? = nil) -> CGSize {
        engine.size(of: node, for: proposal, askedBy: parent)
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

    // MARK: - Nested layouts

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

    /// The SwiftUI behaviour that decides `node`'s size.
    func ruleName(of node: NodeID) -> LayoutRule { engine.ruleName(of: node) }}
