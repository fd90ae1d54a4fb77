import Foundation
import TrellisGraph

/// One step of a layout, as explain mode records it.
public struct TraceEvent: Sendable, Hashable {
    /// What happened.
    public enum Phase: String, Sendable, Codable {
        /// A node was asked for its size; `proposal` and `size` are question and answer.
        case measure
        /// A container decided how much to offer a child; `size` holds the offer's result and
        /// `note` the arithmetic (for example the share of the remaining space).
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
    /// Numbers behind the decision, in words: "spacing 8 leaves 292".
    public var note: String?
    /// Whether the answer came from the measurement cache.
    public var cacheHit: Bool

    /// Creates an event. The solver records events only in explain mode.
    public init(phase: Phase, node: NodeID, parent: NodeID? = nil, proposal: ProposedViewSize, size: CGSize, origin: CGPoint? = nil, rule: LayoutRule, note: String? = nil, cacheHit: Bool = false) {
        self.phase = phase
        self.node = node
        self.parent = parent
        self.proposal = proposal
        self.size = size
        self.origin = origin
        self.rule = rule
        self.note = note
        self.cacheHit = cacheHit
    }
}
