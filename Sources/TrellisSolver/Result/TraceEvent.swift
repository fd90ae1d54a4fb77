import Foundation
import TrellisGraph

/// One step of a layout, as explain mode records it.
public struct TraceEvent: Sendable, Hashable {
    /// What happened.
    public enum Phase: String, Sendable, Codable {
        /// A node was asked for its size; `proposal` and `size` are question and answer.
        case measure
        /// A container decided how much to offer a child; `size` holds the offer's result and
        /// `decision` the numbers behind it (for example the share of the remaining space).
        case decide
        /// A node was given its final frame; `size` is its size and `origin` its position.
        case place
    }

    /// What kind of step this is.
    public var phase: Phase
    /// The node the event is about.
    public var node: NodeID
    /// The container that asked, when there is one.
    public var parent: NodeID?
    /// The size the node was proposed.
    public var proposal: ProposedViewSize
    /// The node's answer to the proposal; for a decision, the size the offer produced.
    public var size: CGSize
    /// For placements, the node's origin in window coordinates.
    public var origin: CGPoint?
    /// The rule that produced the size, named after the SwiftUI behaviour it models.
    public var rule: LayoutRule
    /// For a decision, what was decided, with its numbers.
    public var decision: Decision?
    /// For a placement, the index in the trace of the decision that gave the view its proposal
    /// (a stack's share, for example), if a container decided it.
    public var cause: Int?
    /// Whether the answer came from the measurement cache.
    public var cacheHit: Bool

    /// Creates an event. The solver records events only in explain mode.
    public init(phase: Phase, node: NodeID, parent: NodeID? = nil, proposal: ProposedViewSize, size: CGSize, origin: CGPoint? = nil, rule: LayoutRule, decision: Decision? = nil, cause: Int? = nil, cacheHit: Bool = false) {
        self.phase = phase
        self.node = node
        self.parent = parent
        self.proposal = proposal
        self.size = size
        self.origin = origin
        self.rule = rule
        self.decision = decision
        self.cause = cause
        self.cacheHit = cacheHit
    }
}
