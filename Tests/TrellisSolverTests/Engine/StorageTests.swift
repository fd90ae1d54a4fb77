import Foundation
import Testing
@testable import TrellisSolver
import Trellis
import TrellisTestSupport

/// The engine's storage types, tested directly: they do not validate their input in release
/// builds, so their contracts are pinned here.
@Suite("Engine storage")
struct StorageTests {
    @Test("the measurement cache tells nil, 0, -0 and ∞ apart per node, and keeps every answer as it grows")
    func measurementCache() {
        let cache = MeasurementCache(expected: 1, nodeCount: 200)
        let proposals: [ProposedViewSize] = [
            .unspecified, ProposedViewSize(width: 0, height: nil), ProposedViewSize(width: nil, height: 0),
            ProposedViewSize(width: .infinity, height: 10), ProposedViewSize(width: 10, height: .infinity),
            ProposedViewSize(width: 3, height: 4),
        ]
        // 200 nodes × 6 proposals: far more than the first table holds.
        for node in 0..<200 {
            for (offset, proposal) in proposals.enumerated() {
                #expect(cache.answer(node, proposal) == nil, "node \(node), \(proposal) found before it was stored")
                cache.remember(CGSize(width: node, height: offset), node, proposal)
            }
        }
        for node in [0, 17, 199] {
            for (offset, proposal) in proposals.enumerated() {
                #expect(cache.answer(node, proposal) == CGSize(width: node, height: offset), "node \(node), \(proposal)")
            }
        }
        // -0 is the same proposal as 0.
        #expect(cache.answer(5, ProposedViewSize(width: -0.0, height: nil)) == CGSize(width: 5, height: 1))
    }

    @Test("a child placement reads back its proposal and size: absent dimensions as nil, NaN as NaN, ∞ and -0 as given")
    func childPlacement() {
        let cases: [(ProposedViewSize, CGSize?)] = [
            (.unspecified, nil), (ProposedViewSize(width: 0, height: nil), CGSize(width: 0, height: 0)),
            (ProposedViewSize(width: nil, height: .infinity), CGSize(width: 3, height: CGFloat.infinity)),
            (ProposedViewSize(width: -0.0, height: 12.5), CGSize(width: -0.0, height: 1e-300)),
        ]
        for (proposal, size) in cases {
            let placement = ChildPlacement(child: NodeID(7), proposal: proposal, origin: CGPoint(x: 1, y: 2), size: size, decision: 3)
            #expect(placement.proposal == proposal && placement.size == size && placement.child == NodeID(7) && placement.decision == 3)
            #expect(placement.proposal.width?.sign == proposal.width?.sign)
        }
        let computed = ChildPlacement(child: NodeID(0), proposal: ProposedViewSize(width: .nan, height: nil), origin: .zero, size: CGSize(width: CGFloat.nan, height: 1))
        #expect(computed.proposal.width?.isNaN == true && computed.proposal.height == nil)
        #expect(computed.size?.width.isNaN == true && computed.size?.height == 1)
        #expect(ChildPlacement(child: NodeID(0), proposal: .unspecified, origin: .zero).decision == nil)
    }

    @Test("a table holds the answers it was made for without growing, filling up to three quarters of its slots")
    func measurementCacheFill() {
        let cache = MeasurementCache(expected: 3_000, nodeCount: 1_000)
        #expect(cache.slotCount == 4_096)
        for node in 0..<1_000 {
            for width in 0..<3 { cache.remember(CGSize(width: width, height: node), node, ProposedViewSize(width: CGFloat(width), height: nil)) }
        }
        #expect(cache.slotCount == 4_096)
        for node in 0..<72 { cache.remember(.zero, node, .unspecified) }
        #expect(cache.count == 3_072)
        #expect(cache.slotCount == 4_096, "3,072 answers fill three quarters")
        cache.remember(.zero, 72, .unspecified)
        #expect(cache.slotCount == 8_192, "the next answer grows the table")
        #expect(cache.answer(999, ProposedViewSize(width: 2, height: nil)) == CGSize(width: 2, height: 999))
    }

    @Test("a node asked at ever new proposals, as in a long layout session, keeps a bounded number of answers and leaves its neighbours' alone")
    func measurementCacheBound() {
        let cache = MeasurementCache(expected: 200, nodeCount: 100)
        func proposal(_ width: CGFloat) -> ProposedViewSize { ProposedViewSize(width: width, height: nil) }
        for node in 0..<100 {
            for width in [0, CGFloat.infinity] { cache.remember(CGSize(width: width, height: CGFloat(node)), node, proposal(width)) }
        }
        for width in 1...1_000 { cache.remember(CGSize(width: CGFloat(width), height: 50), 50, proposal(CGFloat(width))) }
        // Without a bound, node 50's answers would take a run of 1,000 slots.
        #expect(cache.count <= 200 + 64)
        for node in 0..<100 where node != 50 {
            for width in [0, CGFloat.infinity] {
                #expect(cache.answer(node, proposal(width)) == CGSize(width: width, height: CGFloat(node)), "node \(node)'s answer to \(width)")
            }
        }
        #expect(cache.answer(50, proposal(1_000)) == CGSize(width: 1_000, height: 50), "node 50's latest answer")
    }

    @Test("removed answers are not found again, and the answers stored after them take their slots")
    func measurementCacheRemoval() {
        let cache = MeasurementCache(expected: 40, nodeCount: 10)
        let proposals = (0..<4).map { ProposedViewSize(width: CGFloat($0), height: nil) }
        for node in 0..<10 { proposals.forEach { cache.remember(CGSize(width: 1, height: 1), node, $0) } }
        let filled = cache.count
        cache.removeAnswers(of: NodeID(4))
        for proposal in proposals {
            #expect(cache.answer(4, proposal) == nil, "node 4's answer to \(proposal) survived its removal")
            #expect(cache.answer(5, proposal) != nil, "node 5's answer to \(proposal) went with node 4's")
        }
        proposals.forEach { cache.remember(CGSize(width: 1, height: 1), 4, $0) }
        #expect(cache.count == filled)
    }

    @Test("a session's table keeps the answers its last layout stored or found, and drops the others")
    func measurementCacheKeepsLastLayout() {
        let cache = MeasurementCache(expected: 8, nodeCount: 10, notesUses: true)
        func proposal(_ width: CGFloat) -> ProposedViewSize { ProposedViewSize(width: width, height: 100) }
        // Layout 1 measures node 1 at widths 10 and 20, node 2 at 10.
        cache.remember(CGSize(width: 10, height: 1), 1, proposal(10))
        cache.remember(CGSize(width: 20, height: 1), 1, proposal(20))
        cache.remember(CGSize(width: 10, height: 2), 2, proposal(10))
        // Layout 2 finds node 1 at 20 and measures node 3.
        cache.beginLayout()
        #expect(cache.answer(1, proposal(20)) == CGSize(width: 20, height: 1))
        cache.remember(CGSize(width: 30, height: 3), 3, proposal(30))
        cache.keepOnlyLastLayoutsAnswers()
        #expect(cache.count == 2)
        #expect(cache.answer(1, proposal(20)) == CGSize(width: 20, height: 1))
        #expect(cache.answer(3, proposal(30)) == CGSize(width: 30, height: 3))
        #expect(cache.answer(1, proposal(10)) == nil, "an answer layout 2 did not use was kept")
        #expect(cache.answer(2, proposal(10)) == nil, "an answer layout 2 did not use was kept")
        // A table of one layout notes no uses and drops nothing.
        let single = MeasurementCache(expected: 8, nodeCount: 10)
        single.remember(CGSize(width: 10, height: 1), 1, proposal(10))
        single.beginLayout()
        single.keepOnlyLastLayoutsAnswers()
        #expect(single.answer(1, proposal(10)) == CGSize(width: 10, height: 1))
    }

    @Test("a packed trace event reads back as the event it packs: absent parents, proposal dimensions, origins and causes stay absent")
    func packedTraceEvents() {
        let events = [
            TraceEvent(phase: .measure, node: NodeID(3), proposal: .unspecified, size: CGSize(width: 10, height: 10), rule: .shapeTakesProposal),
            TraceEvent(phase: .place, node: NodeID(4), parent: NodeID(9), proposal: ProposedViewSize(width: 0, height: nil), size: CGSize(width: 0, height: 7),
                       origin: CGPoint(x: -0.0, y: 2.5), rule: .stackSize, cause: 0, cacheHit: false),
            TraceEvent(phase: .decide, node: NodeID(5), parent: NodeID(9), proposal: ProposedViewSize(width: .infinity, height: 20), size: .zero,
                       rule: .stackDistribution, decision: .stackSpacing(total: 8, remaining: 92), cause: 1),
            TraceEvent(phase: .measure, node: NodeID(6), parent: NodeID(0), proposal: ProposedViewSize(width: nil, height: 0), size: CGSize(width: 1, height: 2),
                       rule: .fixedFrame, cacheHit: true),
            TraceEvent(phase: .place, node: NodeID(6), parent: NodeID(9), proposal: ProposedViewSize(width: nil, height: 0), size: CGSize(width: 1, height: 2),
                       origin: CGPoint(x: 30, y: -4), rule: .fixedFrame, cause: 2, cacheHit: false),
        ]
        var logs = TraceRecord.Logs()
        for event in events {
            var entry = TraceRecord.Entry(phase: event.phase, node: event.node, parent: event.parent, proposal: event.proposal, size: event.size,
                                          rule: event.rule, cause: event.cause, cacheHit: event.cacheHit)
            if let decision = event.decision {
                entry.present.insert(.decision)
                _ = logs.decisions.append(decision)
            }
            if let origin = event.origin {
                entry.present.insert(.origin)
                _ = logs.origins.append(origin)
            }
            _ = logs.entries.append(entry)
        }
        let record = TraceRecord(logs)
        #expect(record.events == events)
        #expect(record.events == events, "read twice")
    }

    @Test("a trace log keeps its events in order across its blocks, from scratch memory and past it")
    func traceLogBlocks() {
        var log = TraceLog<TraceRecord.Entry>()
        // More than the 15.75 MB of the blocks from scratch memory (48-byte events).
        let count = 350_000
        for index in 0..<count {
            let entry = TraceRecord.Entry(phase: .measure, node: NodeID(Int32(index)), parent: nil, proposal: .unspecified, size: .zero, rule: .shapeTakesProposal)
            #expect(log.append(entry) == index)
        }
        #expect(log.blocks.count == 7)
        var expected: Int32 = 0, inOrder = true
        log.forEach { entry in
            inOrder = inOrder && entry.node == expected
            expected += 1
        }
        #expect(inOrder && Int(expected) == count)
        log.free()
    }

    @Test("a trace log of values that hold references keeps them until it is freed, then releases each once")
    func traceLogReleasesValues() {
        final class Tally { var alive = 0 }
        final class Counted {
            let tally: Tally
            init(_ tally: Tally) {
                self.tally = tally
                tally.alive += 1
            }
            deinit { tally.alive -= 1 }
        }
        let tally = Tally()
        var log = TraceLog<[Counted]>()
        // More than the first block holds (256 KB of 8-byte arrays), so the values span blocks.
        let count = 40_000
        for _ in 0..<count { _ = log.append([Counted(tally)]) }
        #expect(tally.alive == count)
        #expect(log.blocks.count == 2)
        #expect(Array(log).count == count)
        log.free()
        #expect(tally.alive == 0)
        var decisions = TraceLog<Decision>()
        _ = decisions.append(.gridTracks(columns: [10, 20], rows: [5]))
        _ = decisions.append(.mirrored(aboutX: 3))
        #expect(Array(decisions) == [.gridTracks(columns: [10, 20], rows: [5]), .mirrored(aboutX: 3)])
        decisions.free()
    }

    @Test("the stack order cache forgets one stack's orders, or all of them")
    func stackOrderCacheForgetting() {
        let cache = StackOrderCache(nodeCount: 3)
        for node in [NodeID(1), NodeID(2)] {
            let order = cache.allocate(1)
            order.initialize(0, to: DistributionCandidate(offset: 0, rank: 0, minimum: 0, maximum: 10))
            cache.store(order, of: node, minor: nil)
        }
        cache.forget(NodeID(1))
        #expect(cache.order(of: NodeID(1), minor: nil) == nil)
        #expect(cache.order(of: NodeID(2), minor: nil)?.map(\.offset) == [0])
        cache.removeAll()
        #expect(cache.order(of: NodeID(2), minor: nil) == nil)
        #expect(cache.count == 0)
    }

    @Test("the stack order cache keeps one order per stack and proposal across it, nil apart from 0")
    func stackOrderCache() {
        let cache = StackOrderCache(nodeCount: 3)
        // Nothing stored yet: every stack answers no order (and the cache keeps no per-node list).
        #expect(cache.order(of: NodeID(2), minor: 0) == nil)
        let order = cache.allocate(2)
        order.initialize(0, to: DistributionCandidate(offset: 1, rank: 0, minimum: 0, maximum: 10))
        order.initialize(1, to: DistributionCandidate(offset: 0, rank: 0, minimum: 0, maximum: .infinity))
        cache.store(order, of: NodeID(2), minor: 0)
        #expect(cache.order(of: NodeID(2), minor: 0)?.map(\.offset) == [1, 0])
        #expect(cache.order(of: NodeID(2), minor: nil) == nil)
        #expect(cache.order(of: NodeID(1), minor: 0) == nil)
    }

    @Test("the specialised sort gives the order any sort by the distribution rule gives", arguments: [1, 2, 15, 16, 17, 100, 333])
    func distributionSort(count: Int) {
        var generator = SeededGenerator(seed: UInt64(count))
        let candidates = (0..<count).map { offset in
            let minimum = CGFloat(generator.next() % 50)
            let maximum = generator.next() % 5 == 0 ? CGFloat.infinity : minimum + CGFloat(generator.next() % 50)
            return DistributionCandidate(offset: offset, rank: Int32(generator.next() % 3), minimum: minimum, maximum: maximum)
        }
        let expected = candidates.sorted(by: DistributionCandidate.precedes).map(\.offset)
        var sorted = candidates
        sorted.withUnsafeMutableBufferPointer { $0.sortInDistributionOrder() }
        #expect(sorted.map(\.offset) == expected)
    }

    @Test("an order decided by flexibility alone, sorted by its keys' bytes, is the order any sort gives",
          arguments: [(65, false), (100, false), (1_000, false), (1_000, true)])
    func flexibilitySort(count: Int, oneUnbounded: Bool) {
        var generator = SeededGenerator(seed: UInt64(count))
        let candidates = (0..<count).map { offset in
            // Widths in quarter points from -0 up, many of them equal, and a few large ones;
            // with `oneUnbounded`, one child takes any width, which the key sort leaves to the
            // merge sort.
            let minimum: CGFloat = offset % 7 == 0 ? -0.0 : CGFloat(generator.next() % 20) / 4
            let range: CGFloat = offset % 11 == 0 ? 1e9 + CGFloat(generator.next() % 3) : CGFloat(generator.next() % 97) / 4
            let maximum = oneUnbounded && offset == count / 2 ? CGFloat.infinity : minimum + range
            return DistributionCandidate(offset: offset, rank: 0, minimum: minimum, maximum: maximum)
        }
        let expected = candidates.sorted(by: DistributionCandidate.precedes).map(\.offset)
        var sorted = candidates
        sorted.withUnsafeMutableBufferPointer { $0.sortInDistributionOrder() }
        #expect(sorted.map(\.offset) == expected)
    }

    @Test("the distribution offers each child an equal share of what remains, least flexible first")
    func distributionShares() {
        // A fixed 50-pt child and two that take anything, sharing 300: the fixed one goes first
        // (offered 100, takes 50), then 250 / 2 = 125 each.
        let lengths: [(CGFloat) -> CGFloat] = [{ _ in 50 }, { $0 }, { $0 }]
        var offers: [Int: CGFloat] = [:]
        ScratchBuffer<DistributionCandidate>.withTemporary(3) { room in
            let order = DistributionOrder(room)
            Distribution.order(order, priority: { _ in 0 }) { lengths[$0]($1) }
            Distribution.share(order, available: 300) { turn in
                offers[turn.candidate.offset] = turn.offer
                return lengths[turn.candidate.offset](turn.offer)
            }
        }
        #expect(offers == [0: 100, 1: 125, 2: 125])
    }

    @Test("the distribution ranks differing priorities, highest first, and orders by them before flexibility")
    func distributionRanks() {
        // Priorities 1, 0, 1, -1 and 0.5 rank 0, 2, 0, 3 and 1; within a rank the less flexible
        // child goes first, and the fixed child of priority 1 before the flexible one.
        let priorities: [Double] = [1, 0, 1, -1, 0.5]
        let maximums: [CGFloat] = [.infinity, 20, 30, 40, 50]
        ScratchBuffer<DistributionCandidate>.withTemporary(priorities.count) { room in
            let order = DistributionOrder(room)
            Distribution.order(order, priority: { priorities[$0] }) { offset, offer in min(offer, maximums[offset]) }
            #expect(order.map(\.offset) == [2, 0, 4, 1, 3])
            #expect(order.map(\.rank) == [0, 0, 1, 2, 3])
        }
        // Equal priorities, whatever their value, leave every child in one group.
        ScratchBuffer<DistributionCandidate>.withTemporary(3) { room in
            let order = DistributionOrder(room)
            Distribution.order(order, priority: { _ in 2 }) { offset, offer in min(offer, maximums[offset]) }
            #expect(order.map(\.rank) == [0, 0, 0])
            #expect(order.map(\.offset) == [1, 2, 0])
        }
        // An order remembered for every stack of a session takes 24 bytes a child.
        #expect(MemoryLayout<DistributionCandidate>.stride == 24)
    }

    @Test("spacing preferences: 0 on an edge that meets wins, none on both is 8 pt, and a node's preferences take 20 bytes")
    func edgeSpacing() {
        let spacer = EdgeSpacing.spacer(along: .horizontal)
        #expect(EdgeSpacing.none.distance(to: .none, along: .horizontal) == 8)
        #expect(spacer.distance(to: .none, along: .horizontal) == 0)
        #expect(EdgeSpacing.none.distance(to: spacer, along: .horizontal) == 0)
        // A horizontal spacer's edges do not meet its neighbours in a column.
        #expect(spacer.distance(to: .none, along: .vertical) == 8)
        var padded = EdgeSpacing(zeroOn: .all)
        padded.forget(.trailing)
        #expect(padded.distance(to: .none, along: .horizontal) == 8)
        #expect(padded.distance(to: .none, along: .vertical) == 0)
        padded.reset(.vertical)
        #expect(padded == EdgeSpacing(zeroOn: .leading))
        // A row's own preferences: its first child's leading edge, its last child's trailing
        // edge, and the union of all of them across the row.
        let row = StackRule.stackSpacing([EdgeSpacing(zeroOn: .top), spacer, EdgeSpacing.none], axis: .horizontal)
        #expect(row == EdgeSpacing(zeroOn: .top))
        let framed = StackRule.stackSpacing([spacer, EdgeSpacing(zeroOn: [.trailing, .bottom])], axis: .horizontal)
        #expect(framed == EdgeSpacing(zeroOn: [.leading, .trailing, .bottom]))
        // Two texts' preferences meeting in a column: the lower text's leading apart; in a row,
        // or with a view that is not text, 8. A merged edge keeps the larger line spacing's.
        let body = EdgeSpacing(text: TextEdgeSpacing(lineSpacing: 22, leading: 2))
        let title = EdgeSpacing(text: TextEdgeSpacing(lineSpacing: 34, leading: 1))
        #expect(body.distance(to: title, along: .vertical) == 1)
        #expect(title.distance(to: body, along: .vertical) == 2)
        #expect(body.distance(to: title, along: .horizontal) == 8)
        #expect(body.distance(to: .none, along: .vertical) == 8)
        var merged = body
        merged.formUnion(title)
        #expect(merged == title)
        var paddedText = body
        paddedText.forget(paddedBy: EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0))
        #expect(body.distance(to: paddedText, along: .vertical) == 8)
        // A node's preferences: one byte of edges that ask for no space, then the text
        // preferences of its top and bottom edges (a line spacing and a leading, two 32-bit
        // floats each) at their 4-byte alignment: 4 + 2 × 8 = 20 bytes.
        #expect(MemoryLayout<TextEdgeSpacing>.size == 2 * MemoryLayout<Float32>.size)
        #expect(MemoryLayout<EdgeSpacing>.size == MemoryLayout<Float32>.alignment + 2 * MemoryLayout<TextEdgeSpacing>.size)
    }

    @Test("a node column reads back what was written, per node")
    func nodeColumn() {
        let column = NodeColumn<Int32>(4, -1)
        column[2] = 7
        #expect(Array(column) == [-1, -1, 7, -1])
    }
}

extension MeasurementCache {
    /// The answer remembered for node `node` and `proposal`, if any.
    fileprivate func answer(_ node: Int, _ proposal: ProposedViewSize) -> CGSize? {
        guard case .found(let size) = size(of: NodeID(Int32(node)), for: proposal) else { return nil }
        return size
    }

    /// Remembers `size` as the answer of node `node` to `proposal`, unless it has one.
    fileprivate func remember(_ size: CGSize, _ node: Int, _ proposal: ProposedViewSize) {
        guard case .vacant(let vacancy) = self.size(of: NodeID(Int32(node)), for: proposal) else { return }
        store(size, of: NodeID(Int32(node)), for: proposal, at: vacancy)
    }
}
