import Foundation
import TrellisGraph

/// The engine's memory for a rule's work, handed out by its ``NodeContext``: room to measure
/// children into, which the engine keeps for a large container's placement when it keeps
/// measurements; the order a distribution takes children in, which it remembers for a stack's
/// own children; and the measurements of texts. What is kept, and for how long, is the
/// engine's choice: a rule asks the same way whether or not anything is kept.
struct Workspace {
    /// The engine, held as the ``NodeContext`` that hands out the workspace holds it: without
    /// counting a reference, for the workspace is used only while the context's question is asked.
    private let lent: Unmanaged<LayoutEngine>

    /// The memory of the layout of the engine `lent`.
    @inline(__always)
    init(_ lent: Unmanaged<LayoutEngine>) {
        self.lent = lent
    }

    /// The engine, borrowed for `body`.
    @inline(__always)
    private func withEngine<Result>(_ body: (LayoutEngine) -> Result) -> Result {
        lent._withUnsafeGuaranteedRef(body)
    }

    /// The result of `body`, given room for one placement per child of `children` to measure
    /// them into for `proposal`. For a large enough node's own children, the engine keeps what
    /// `body` measured, so that placing the node with the same proposal finds it
    /// (``keptPlacements(of:for:arrange:)``); otherwise the room is a temporary.
    @inline(__always)
    func measuringChildren<Result>(_ children: Children, keepingFor proposal: ProposedViewSize,
                                   _ body: (ChildMeasurements) -> Result) -> Result {
        if let owner = children.owner, let room = withEngine({ $0.roomToKeepMeasurements(of: owner, count: children.count) }) {
            let result = body(ChildMeasurements(room))
            withEngine { $0.noteKeptMeasurements(of: owner, answer: proposal) }
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
        guard let owner = children.owner, let room = withEngine({ $0.roomToKeepMeasurements(of: owner, count: children.count) }) else { return }
        fill(ChildMeasurements(room))
        withEngine { $0.noteKeptMeasurements(of: owner, answer: proposal) }
    }

    /// The placements kept for `children` by ``measuringChildren(_:keepingFor:_:)`` or
    /// ``keepPlacements(of:for:_:)``, if they were kept for `proposal`, once `arrange` has
    /// given them their origins; `nil` when none were kept for it.
    @inline(__always)
    func keptPlacements(of children: Children, for proposal: ProposedViewSize,
                        arrange: (ChildMeasurements) -> Void = { _ in }) -> Placements? {
        guard let owner = children.owner, let kept = withEngine({ $0.takeKeptMeasurements(of: owner, count: children.count, for: proposal) }) else { return nil }
        arrange(ChildMeasurements(kept.placements))
        return .taken(kept)
    }

    /// The result of `body` given `count` candidates in distribution order, as `sort` writes
    /// them. For a node's own children (`remembering`), the engine remembers the order per
    /// proposal `minor` across the node's axis and hands it back without sorting again.
    @inline(__always)
    func withDistributionOrder<Result>(count: Int, remembering children: Children? = nil, minor: CGFloat? = nil,
                                       sort: (DistributionOrder) -> Void, _ body: (DistributionOrder) -> Result) -> Result {
        withEngine { $0.withDistributionOrder(of: children?.owner, count: count, minor: minor, sort: sort, body) }
    }

    /// The text measurement of `node` for `proposal`: the one kept for it, or for a proposal
    /// whose measurement reaches it, when the engine keeps measurements and `keep` says so;
    /// otherwise the one `measure()` makes, with the other proposals it answers.
    @inline(__always)
    func textMeasurement(of node: NodeID, for proposal: ProposedViewSize, keep: Bool,
                         _ measure: () -> (measurement: TextMeasurement, reach: TextMeasurementReach)) -> TextMeasurement {
        withEngine { engine in
            guard keep, engine.memoize else { return measure().measurement }
            return engine.textMeasurements.measurement(of: node, for: proposal, measure: measure)
        }
    }

    /// `text`, the text of `node`, prepared for the built-in model (``PreparedText``): once per
    /// text and layout when the engine keeps measurements.
    @inline(__always)
    func preparedText(of node: NodeID, _ text: TextSpec) -> PreparedText {
        withEngine { engine in
            guard engine.memoize else { return PreparedText(text) }
            return engine.textMeasurements.preparation(of: node, text)
        }
    }
}
