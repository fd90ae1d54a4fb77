import Foundation
import Testing
@testable import TrellisSolver
import Trellis
import TrellisSupport
import TrellisTestSupport

/// A large stack places its children from the measurement its size question made, when it is
/// placed with the proposal it was last measured at.
@Suite("Kept stack measurements") @MainActor
struct KeptMeasurementsTests {
    /// An `HStack` of `count` colours in flexible frames, as the graph of a screen would hold it.
    private static func row(_ count: Int) -> LayoutGraph {
        var graph = LayoutGraph()
        let children = (0..<count).map { index in
            let colour = graph.add(.shape(ShapeSpec(shape: .color)), color: "orange")
            let width = FlexFrameSpec.Limits(min: CGFloat(index % 5), max: 4 + CGFloat(index % 7))
            return graph.add(.flexFrame(FlexFrameSpec(width: width, height: FlexFrameSpec.Limits(), alignment: .center)), children: [colour])
        }
        graph.add(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 2)), children: children)
        return graph
    }

    @Test("the measurements answer only the proposal they were made for, and only once")
    func keptAnswersItsProposal() throws {
        var kept = KeptMeasurements()
        defer { kept.free() }
        let stack = NodeID(40)
        let wide = ProposedViewSize(width: 300, height: 50), narrow = ProposedViewSize(width: 100, height: 50)
        let room = kept.room(for: stack, count: 16)
        for index in room.indices {
            room.initialize(index, to: ChildPlacement(child: NodeID(Int32(index)), proposal: wide, origin: .zero, size: CGSize(width: 10, height: 5)))
        }
        // While the stack is being measured, the room answers nothing.
        #expect(kept.take(stack, for: wide) == nil)
        kept.finish(stack, for: wide)
        #expect(kept.take(stack, for: narrow) == nil)
        let answer = kept.take(stack, for: wide)
        let taken = try #require(answer)
        #expect(taken.map(\.child) == (0..<16).map { NodeID(Int32($0)) })
        #expect(kept.take(stack, for: wide) == nil, "a measurement is handed over once")
        ScratchMemory.giveBack(taken)

        // Measured at one proposal and then at another, the stack keeps the last one only.
        _ = kept.room(for: stack, count: 16)
        kept.finish(stack, for: wide)
        _ = kept.room(for: stack, count: 16)
        kept.finish(stack, for: narrow)
        #expect(kept.take(stack, for: wide) == nil)
        let lastAnswer = kept.take(stack, for: narrow)
        let last = try #require(lastAnswer)
        ScratchMemory.giveBack(last)
    }

    @Test("a stack of 16 children places from its measurement: it asks fewer questions than a stack of 15")
    func largeStackMeasuresOnce() {
        let window = CGSize(width: 400, height: 100)
        let fifteen = LayoutSolver().layout(Self.row(15), in: window).statistics.measurements
        let sixteen = LayoutSolver().layout(Self.row(16), in: window).statistics.measurements
        // Measuring the children again to place them would cost the sixteenth stack more.
        #expect(sixteen < fifteen, "15 children: \(fifteen) measurements, 16: \(sixteen)")
    }

    @Test("random graphs of large stacks get the frames of a layout that remembers nothing", arguments: Array(UInt64(1)...30))
    func sameFramesAsMeasuringAgain(seed: UInt64) {
        let graph = RandomGraphs.graph(seed: seed, depth: 3, stackChildren: 12...20)
        var random = SeededGenerator(seed: seed &* 17)
        let window = CGSize(width: CGFloat(Int.random(in: 0...900, using: &random)), height: CGFloat(Int.random(in: 0...900, using: &random)))
        let plain = LayoutSolver().layout(graph, in: window)
        #expect(plain.frames == LayoutSolver(memoize: false).layout(graph, in: window).frames, "seed \(seed)")
        #expect(plain.frames == LayoutSolver(explain: true).layout(graph, in: window).frames, "seed \(seed)")
    }

    @Test("in explain mode each child placed from the kept measurement points at the share that sized it")
    func placementsPointAtTheirShares() throws {
        let graph = Self.row(20)
        let result = LayoutSolver(explain: true).layout(graph, in: CGSize(width: 400, height: 100))
        let placed = result.trace.filter { $0.phase == .place && $0.parent == graph.root }
        #expect(placed.count == 20)
        for event in placed {
            let cause = try #require(event.cause, "node \(event.node)")
            guard case .share(let share)? = result.trace[cause].decision else {
                Issue.record("node \(event.node) was placed for \(String(describing: result.trace[cause].decision))")
                continue
            }
            #expect(result.trace[cause].node == event.node)
            #expect(share.offered == event.proposal.width)
        }
    }
}
