import Foundation
import TrellisGraph
import TrellisSupport

/// Lays out one graph: the one caching wrapper every size question goes through, the
/// placement pass, and the record of decisions and warnings. Every behaviour of a node kind is
/// its rule's (see ``NodeRule``), reached through ``RuleTable``. One engine serves one layout
/// and is then thrown away; a layout session hands each of its engines the answers the last
/// one left (``RememberedAnswers``).
final class LayoutEngine {
    /// The graph and the facts of each node.
    let facts: TreeFacts
    /// Whether sizes are remembered per node and proposal.
    let memoize: Bool
    /// The answers measured so far: this layout's own, or a session's.
    private let answers: RememberedAnswers
    /// Whether the answers outlive this layout, so that the warnings raised while measuring
    /// must be remembered with them.
    private let answersOutliveLayout: Bool
    /// Every warning raised or answered from memory while measuring, duplicates included, so
    /// that each answer remembers the warnings measuring it raised; kept only when the answers
    /// outlive the layout. Every measurement reads its length, so it skips the dynamic
    /// exclusivity checks of a class's stored property (the engine serves one thread, and no
    /// access to it overlaps another).
    @exclusivity(unchecked) private var warningLog: [LayoutWarning] = []
    private let cache: MeasurementCache
    /// The counters and the frames are written on every measurement and placement; they live
    /// in storage of their own so that those writes skip the dynamic exclusivity checks that
    /// stored properties of a class carry.
    private let counters: StatisticsCounters
    /// The frames, which the result takes over once the layout is made.
    private let frameStorage: FrameStorage
    /// ``frameStorage``'s frames, written as nodes are placed.
    let frameBuffer: BorrowedColumn<CGRect>
    /// Problems noticed while laying out, each reported once per kind and node (a container
    /// placed again for an alignment query finds the same problem again).
    private(set) var placementWarnings: [LayoutWarning] = []
    private var warned: Set<WarningKey> = []

    /// Whether explain mode is on; with it off, nothing is recorded.
    let tracing: Bool
    /// Where cached answers that differ from fresh ones are reported, while a test checks them
    /// (``CachedAnswerCheck``).
    private let cachedAnswerCheck = CachedAnswerCheck.sink
    /// What explain mode recorded, packed (see ``TraceRecord``), until ``takeTraceRecord()``
    /// hands it to the result (the engine frees logs it kept). Only the `append` methods write
    /// it, once per event, and the engine serves one thread, so its writes skip the dynamic
    /// exclusivity checks, a large part of explain mode's cost on small graphs.
    @exclusivity(unchecked) private var logs = TraceRecord.Logs()
    /// Runs the graph's custom layouts and answers their subviews.
    let customLayouts: CustomLayoutHost
    /// The children's measurements each large stack keeps for its placement.
    private var keptMeasurements = KeptMeasurements()
    /// What the rules that keep state during a layout keep (``RuleState``).
    private let ruleStates = RuleStates()
    /// Each node's parent, for rules that look up the tree while placing (`ignoresSafeArea`).
    lazy var parents: [NodeID?] = facts.graph.parents()
    /// Whether a rule placed a node that keeps its content inside a safe rectangle (see
    /// ``ChildBounds/safeRectangle``), which the warnings about views out of bounds then check.
    var mayHaveSafeRectangles: Bool { safeRectanglesPlaced > 0 }
    /// The safe rectangles placed so far.
    var safeRectanglesPlaced = 0
    /// Whether a view was placed reaching beyond its parent's frame (by more than
    /// ``BoundsWarnings/tolerance``): unless one was, or a safe rectangle applies, no view is out
    /// of bounds but the root, and the warnings about views out of bounds need no walk.
    var anyChildStrays: Bool { straysFound > 0 }
    /// The views placed so far that reach beyond their parents' frames.
    private var straysFound = 0
    /// Where a layout session's last layout placed each node, when subtrees may be kept.
    private let placements: RememberedPlacements?
    /// The text measurements made so far, when memoising.
    var textMeasurements: TextMeasurementCache { answers.texts }
    /// Where the readers of this layout find the frames of anchored views (see `LayoutEngine+Anchors.swift`).
    var anchorFrames = AnchorFrames()
    /// The safe rectangle, in window coordinates, of the layout this one is nested in (a
    /// reader's content is laid out inside its reader's); `nil` at the top.
    var outerSafeArea: CGRect?

    private struct WarningKey: Hashable {
        var kind: LayoutWarning.Kind
        var node: NodeID
    }

    /// An engine for the graph of `facts`; `customLayouts` is a host taken over from another
    /// engine for the same graph (see ``make(graph:normalizer:memoize:tracing:)``), and
    /// `answers` those a layout session kept from its earlier layouts of the graph.
    init(facts: TreeFacts, memoize: Bool, tracing: Bool, customLayouts: CustomLayoutHost? = nil, answers: RememberedAnswers? = nil,
         placements: RememberedPlacements? = nil) {
        self.placements = placements
        placements?.beginLayout()
        self.facts = facts
        self.customLayouts = customLayouts ?? CustomLayoutHost(facts.graph)
        self.memoize = memoize
        self.tracing = tracing
        let count = facts.graph.count
        answersOutliveLayout = answers != nil
        self.answers = answers ?? Self.freshAnswers(for: facts, memoize: memoize)
        cache = self.answers.sizes
        counters = StatisticsCounters()
        frameStorage = FrameStorage(count: count)
        frameBuffer = frameStorage.column
        self.customLayouts.engine = self
    }

    deinit {
        logs.free()
        keptMeasurements.free()
        placements?.adopt(frameStorage)
    }

    /// Room for the answers of one layout of the graph of `facts`, or of a session's layouts
    /// (`forSession`).
    static func freshAnswers(for facts: TreeFacts, memoize: Bool, forSession: Bool = false) -> RememberedAnswers {
        RememberedAnswers(nodeCount: facts.graph.count, cachedCount: memoize ? facts.columns.cachePolicy.lazy.filter { $0 == .cached }.count : 0,
                          forSession: forSession)
    }

    /// The graph being laid out, as corrected by the normaliser.
    var graph: LayoutGraph { facts.graph }

    /// How much work the layout took so far.
    var statistics: LayoutStatistics { counters.current }

    /// Each node's frame, `nil` for nodes that were not placed: the engine's own frames, which
    /// it must not place again once they are handed out.
    var frames: NodeFrames { NodeFrames(frameStorage) }

    /// The frame of `node` if it has been placed.
    func placedFrame(_ node: NodeID) -> CGRect? {
        let frame = frameBuffer[node.index]
        return frame.width.isNaN ? nil : frame
    }

    // MARK: - Recording

    /// Records in explain mode that `parent` asked `node` for its size for `proposal` and got
    /// `size`, from memory when `cacheHit`. The event is not even built otherwise.
    @inline(__always)
    func traceMeasurement(of node: NodeID, by parent: NodeID?, proposal: ProposedViewSize, size: CGSize, cacheHit: Bool = false) {
        guard tracing else { return }
        appendMeasurement(of: node, by: parent, proposal: proposal, size: size, cacheHit: cacheHit)
    }

    /// Appends a measurement's event. Out of line, so that the event is built in this
    /// function's frame: built inline, each event would take room in the frame of every
    /// measurement and placement, explain mode or not, and those frames recur at every level
    /// of the tree. It takes the event's values rather than a closure that builds the event,
    /// whose context the caller would fill in for every event.
    @inline(never)
    private func appendMeasurement(of node: NodeID, by parent: NodeID?, proposal: ProposedViewSize, size: CGSize, cacheHit: Bool) {
        _ = logs.entries.append(TraceRecord.Entry(phase: .measure, node: node, parent: parent, proposal: proposal, size: size,
                                                  rule: ruleName(of: node), cacheHit: cacheHit))
    }

    /// Records in explain mode that `parent` placed `node`, given `proposal` at `size`, at
    /// `origin`, for the decision at `cause`.
    @inline(__always)
    func tracePlacement(of node: NodeID, by parent: NodeID?, proposal: ProposedViewSize, size: CGSize, cause: Int?, origin: CGPoint) {
        guard tracing else { return }
        appendPlacement(of: node, by: parent, proposal: proposal, size: size, cause: cause, origin: origin)
    }

    /// Appends a placement's event, and its origin to the log of origins. Out of line, as
    /// ``appendMeasurement(of:by:proposal:size:cacheHit:)`` is.
    @inline(never)
    private func appendPlacement(of node: NodeID, by parent: NodeID?, proposal: ProposedViewSize, size: CGSize, cause: Int?, origin: CGPoint) {
        var packed = TraceRecord.Entry(phase: .place, node: node, parent: parent, proposal: proposal, size: size, rule: ruleName(of: node), cause: cause)
        packed.present.insert(.origin)
        _ = logs.origins.append(origin)
        _ = logs.entries.append(packed)
    }

    /// Appends the event of a decision about `node`, with the decision `decision` makes, each
    /// built straight into its log. Out of line, and from the event's values, as
    /// ``appendMeasurement(of:by:proposal:size:cacheHit:)`` is.
    @inline(never)
    private func appendDecision(_ decision: () -> Decision, about node: NodeID, by container: NodeID?, proposal: ProposedViewSize,
                                size: CGSize, rule: () -> LayoutRule, cause: Int?) -> Int {
        var packed = TraceRecord.Entry(phase: .decide, node: node, parent: container, proposal: proposal, size: size, rule: rule(), cause: cause)
        packed.present.insert(.decision)
        _ = logs.decisions.append(decision())
        return logs.entries.append(packed)
    }

    /// What explain mode recorded, handed to the result: the engine records nothing more.
    func takeTraceRecord() -> TraceRecord {
        guard tracing else { return .empty }
        defer { logs = TraceRecord.Logs() }
        return TraceRecord(logs)
    }

    /// Records in explain mode that `node`'s container decided `decision` when offering it
    /// `proposal`, to which it answered `size`; returns the event's index.
    @inline(__always)
    @discardableResult
    func record(_ decision: @autoclosure () -> Decision, about node: NodeID, by container: NodeID? = nil, proposal: ProposedViewSize,
                size: CGSize = .zero, rule: @autoclosure () -> LayoutRule, cause: Int? = nil) -> Int? {
        guard tracing else { return nil }
        return appendDecision(decision, about: node, by: container, proposal: proposal, size: size, rule: rule, cause: cause)
    }

    /// Records a warning about `node`, once per kind of problem. Out of line, so that the
    /// rare warning takes no room in the frames of the rules that may raise it.
    @inline(never)
    func warn(_ kind: LayoutWarning.Kind, _ node: NodeID, _ detail: @autoclosure () -> LayoutWarning.Detail) {
        if answersOutliveLayout {
            raise(LayoutWarning(kind: kind, node: node, in: facts.graph, detail: detail()))
            return
        }
        guard warned.insert(WarningKey(kind: kind, node: node)).inserted else { return }
        placementWarnings.append(LayoutWarning(kind: kind, node: node, in: facts.graph, detail: detail()))
    }

    /// Logs `warning` for the answer being measured, and reports it unless its kind was
    /// reported for its node already.
    private func raise(_ warning: LayoutWarning) {
        warningLog.append(warning)
        guard warned.insert(WarningKey(kind: warning.kind, node: warning.node)).inserted else { return }
        placementWarnings.append(warning)
    }

    // MARK: - Sizing

    /// The size `node` chooses for `proposal`: the one place every measurement goes through,
    /// answered from the cache when the same question was asked before (or one that differs
    /// only in dimensions the node does not read, see ``ProposalDimensions``). Leaves whose
    /// answer is plain arithmetic on the proposal are not cached: computing them costs less
    /// than looking them up (see ``CachePolicy``).
    func size(of node: NodeID, for proposal: ProposedViewSize, askedBy parent: NodeID? = nil) -> CGSize {
        let policy = facts.columns.cachePolicy[node.index]
        guard memoize, policy == .cached else {
            counters.countMeasurement()
            let size = policy == .takesProposal ? ShapeRule.size(for: proposal) : computeSize(of: node, for: proposal)
            traceMeasurement(of: node, by: parent, proposal: proposal, size: size)
            return size
        }
        let key = facts.columns.readDimensions[node.index].canonical(proposal)
        let vacancy: MeasurementCache.Vacancy
        switch cache.size(of: node, for: key) {
        case .found(let size):
            counters.countCacheHit()
            if let check = cachedAnswerCheck { CachedAnswerCheck.compare(size, of: node, for: proposal, in: self, sink: check) }
            if answersOutliveLayout, let remembered = answers.warnings(of: node, for: key) {
                remembered.forEach(raise)
            }
            traceMeasurement(of: node, by: parent, proposal: proposal, size: size, cacheHit: true)
            return size
        case .vacant(let slot):
            vacancy = slot
        }
        counters.countMeasurement()
        let logged = warningLog.count
        let size = computeSize(of: node, for: proposal)
        cache.store(size, of: node, for: key, at: vacancy)
        if warningLog.count > logged { answers.remember(warningLog[logged...], of: node, for: key) }
        traceMeasurement(of: node, by: parent, proposal: proposal, size: size)
        return size
    }

    /// The state a rule keeps during this layout, made empty on first use.
    func state<State: RuleState>(_ type: State.Type) -> State {
        ruleStates.of(type)
    }

    /// Lets the rules that keep state finish their work, once every node has its frame.
    func finishRuleWork() {
        ruleStates.layoutDidFinish(in: LayoutProxy(self))
    }

    /// `result` completed by the rules that keep state (a reader's content spliced in).
    func completing(_ result: LayoutResult) -> LayoutResult {
        ruleStates.completing(result)
    }

    /// The size `node`'s rule computes for `proposal`.
    @inline(__always)
    func computeSize(of node: NodeID, for proposal: ProposedViewSize) -> CGSize {
        RuleTable.ask(SizeQuestion(node: node, proposal: proposal, engine: self), of: facts.kind(of: node))
    }

    /// Room the engine keeps for the measurements of stack `node`'s `count` children, so that
    /// placing the stack with the proposal they answer finds them
    /// (``takeKeptMeasurements(of:count:for:)``); `nil` for a stack too small to keep them. The
    /// measurements answer no proposal until ``noteKeptMeasurements(of:answer:)`` says which.
    @inline(__always)
    func roomToKeepMeasurements(of node: NodeID, count: Int) -> ScratchBuffer<ChildPlacement>? {
        guard memoize, count >= KeptMeasurements.leastChildren else { return nil }
        return keptMeasurements.room(for: node, count: count)
    }

    /// Notes that the room kept for stack `node`'s children holds their measurements for `proposal`.
    func noteKeptMeasurements(of node: NodeID, answer proposal: ProposedViewSize) {
        keptMeasurements.finish(node, for: proposal)
    }

    /// The measurements of stack `node`'s `count` children kept in the room of
    /// ``roomToKeepMeasurements(of:count:)``, if they answer `proposal`, handed over
    /// to be placed from (``Placements/taken(_:)``). A stack too small to keep any looks nothing up.
    @inline(__always)
    func takeKeptMeasurements(of node: NodeID, count: Int, for proposal: ProposedViewSize) -> KeptPlacements? {
        guard count >= KeptMeasurements.leastChildren else { return nil }
        return keptMeasurements.take(node, for: proposal).map(KeptPlacements.init)
    }

    /// Calls `body` with `count` candidates in distribution order: for the children of stack
    /// `node` (see ``StackOrderCache``), the order remembered for `minor` across its axis when
    /// there is one, or the one `sort` writes into room for `count` children; with no `node`,
    /// the order `sort` writes into a temporary. Sorting measures the children, so an order
    /// answered from a session's memory raises the warnings sorting raised when it was made.
    func withDistributionOrder<Result>(of node: NodeID?, count: Int, minor: CGFloat?,
                                       sort: (DistributionOrder) -> Void, _ body: (DistributionOrder) -> Result) -> Result {
        guard let node, memoize else {
            return ScratchBuffer.withTemporary(count) { room in
                let order = DistributionOrder(room)
                sort(order)
                return body(order)
            }
        }
        let orders = answers.stackOrders
        if let order = orders.order(of: node, minor: minor) {
            if answersOutliveLayout, let remembered = answers.orderWarnings(of: node, minor: minor) { remembered.forEach(raise) }
            return body(DistributionOrder(order))
        }
        let room = orders.allocate(count)
        let logged = warningLog.count
        sort(DistributionOrder(room))
        orders.store(room, of: node, minor: minor)
        if warningLog.count > logged { answers.remember(warningLog[logged...], ofOrderOf: node, minor: minor) }
        return body(DistributionOrder(room))
    }

    /// The behaviour that decides the size of `node`, named in its trace events.
    func ruleName(of node: NodeID) -> LayoutRule {
        RuleTable.ask(NameQuestion(node: node, engine: self), of: facts.kind(of: node))
    }

    /// The layout priority a container reads for `node` (see ``PriorityPropagation``).
    @inline(__always)
    func priority(of node: NodeID) -> Double { facts.columns.priority[node.index] }

    // MARK: - Placement

    /// Gives `node` its frame at `origin` (window coordinates) for `proposal`, then places its
    /// children. `measured` is the size the parent already had for this proposal, and `cause`
    /// the decision that gave the node its proposal.
    func place(_ node: NodeID, at origin: CGPoint, proposal: ProposedViewSize, parent: NodeID? = nil, measured: CGSize? = nil, cause: Int? = nil) {
        let size = measured ?? self.size(of: node, for: proposal, askedBy: parent)
        if let placements { return place(node, at: origin, proposal: proposal, size: size, parent: parent, cause: cause, remembering: placements) }
        setFrame(CGRect(origin: origin, size: size), of: node, parent: parent)
        placeChildren(of: node, at: origin, proposal: proposal, size: size, parent: parent, cause: cause)
    }

    /// ``place(_:at:proposal:parent:measured:cause:)`` in a layout session, which keeps the
    /// subtree the last layout placed the same way and remembers every other placement. Out of
    /// line, so that a layout outside a session carries none of it in the frame of every
    /// placement.
    @inline(never)
    private func place(_ node: NodeID, at origin: CGPoint, proposal: ProposedViewSize, size: CGSize, parent: NodeID?, cause: Int?,
                       remembering placements: RememberedPlacements) {
        let frame = CGRect(origin: origin, size: size)
        if let first = placements.keptSubtree(of: node, as: .init(origin: origin, proposal: proposal, size: size)) {
            keep(node, from: first, frame: frame, parent: parent, in: placements)
            return
        }
        setFrame(frame, of: node, parent: parent)
        let (strays, safeRectangles, logged) = (straysFound, safeRectanglesPlaced, warningLog.count)
        placeChildren(of: node, at: origin, proposal: proposal, size: size, parent: parent, cause: cause)
        placements.remember(node, .init(origin: origin, proposal: proposal, size: size), effects: .init(
            strays: straysFound > strays, safeRectangles: safeRectanglesPlaced > safeRectangles,
            warnings: warningLog.count > logged ? Array(warningLog[logged...]) : []))
    }

    /// Moves the placed `node` to `frame`, for a rule that grows or mirrors what it placed.
    func movePlaced(_ node: NodeID, to frame: CGRect) {
        frameBuffer[node.index] = frame
    }

    /// Writes `node`'s frame and notes whether it reaches beyond its parent's.
    @inline(__always)
    private func setFrame(_ frame: CGRect, of node: NodeID, parent: NodeID?) {
        frameBuffer[node.index] = frame
        if let parent, Self.strays(frame, from: frameBuffer[parent.index]) { straysFound += 1 }
    }

    /// Gives `node`, placed at `frame`, the frames of its subtree from the session's last
    /// layout, which placed it there for the same proposal, and does again what placing the
    /// subtree did besides.
    private func keep(_ node: NodeID, from first: Int, frame: CGRect, parent: NodeID?, in placements: RememberedPlacements) {
        let effects = placements.keep(node, from: first, into: frameBuffer)
        if let parent, Self.strays(frame, from: frameBuffer[parent.index]) { straysFound += 1 }
        if effects.strays { straysFound += 1 }
        if effects.safeRectangles { safeRectanglesPlaced += 1 }
        effects.warnings.forEach(raise)
    }

    /// Records the placement of `node` and places its children.
    @inline(__always)
    private func placeChildren(of node: NodeID, at origin: CGPoint, proposal: ProposedViewSize, size: CGSize, parent: NodeID?, cause: Int?) {
        counters.countPlacement()
        tracePlacement(of: node, by: parent, proposal: proposal, size: size, cause: cause, origin: origin)
        // A shape has no children and nothing to do once placed.
        guard facts.columns.cachePolicy[node.index] != .takesProposal else { return }
        let kind = facts.kind(of: node)
        RuleTable.ask(PlaceChildrenQuestion(node: node, proposal: proposal, size: size, origin: origin, engine: self), of: kind)
        if facts.followsPlacement(node) {
            RuleTable.ask(DidPlaceQuestion(node: node, frame: CGRect(origin: origin, size: size), engine: self), of: kind)
        }
    }

    /// Whether `frame` reaches beyond `bounds` by more than ``BoundsWarnings/tolerance`` (a NaN
    /// frame compares false everywhere).
    @inline(__always)
    private static func strays(_ frame: CGRect, from bounds: CGRect) -> Bool {
        let tolerance = BoundsWarnings.tolerance
        return frame.origin.x < bounds.origin.x - tolerance || frame.origin.y < bounds.origin.y - tolerance
            || frame.origin.x + frame.size.width > bounds.origin.x + bounds.size.width + tolerance
            || frame.origin.y + frame.size.height > bounds.origin.y + bounds.size.height + tolerance
    }

    /// Places the child of `placement`, which `node`, placed at `origin`, put there.
    func place(_ placement: ChildPlacement, in node: NodeID, at origin: CGPoint) {
        place(placement.child, at: CGPoint(x: origin.x + placement.origin.x, y: origin.y + placement.origin.y),
              proposal: placement.proposal, parent: node, measured: placement.size, cause: placement.decision)
    }

    /// How `node`, given `proposal` and having chosen `size`, places each of its children,
    /// relative to its own origin.
    func placements(of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> Placements {
        RuleTable.ask(PlacementQuestion(node: node, proposal: proposal, size: size, origin: .zero, engine: self), of: facts.kind(of: node))
    }

    // MARK: - Alignment guides

    /// The value of guide `key` for `node` laid out with `proposal` at `size`: its explicit
    /// value when it or its content sets one, otherwise the guide's default.
    func guide(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        if let value = explicitGuide(key, of: node, proposal: proposal) { return value }
        return key.builtinDefaultValue(for: size) ?? key.defaultValue(in: dimensions(of: node, proposal: proposal, size: size))
    }

    /// The dimensions a parent or a guide closure sees for `node`.
    func dimensions(of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> ViewDimensions {
        guard facts.hasExplicitGuides(node: node) else { return ViewDimensions(size: size) }
        return ViewDimensions(size: size) { [unowned self] key in self.explicitGuide(key, of: node, proposal: proposal) }
    }

    /// The explicit value of `key` that `node` reports for `proposal`, if any (see
    /// ``GuidePropagation``).
    @inline(__always)
    func explicitGuide(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize) -> CGFloat? {
        guard facts.hasExplicitGuide(key, node: node) else { return nil }
        return askExplicitGuide(key, of: node, proposal: proposal)
    }

    /// Asks `node`'s rule for its explicit value of `key`. Out of line, because the answer can
    /// run through every kind's guide propagation, and the placements that align children ask
    /// for a guide whether or not a view sets one.
    @inline(never)
    private func askExplicitGuide(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize) -> CGFloat? {
        RuleTable.ask(ExplicitGuideQuestion(key: key, node: node, proposal: proposal, engine: self), of: facts.kind(of: node))
    }
}
