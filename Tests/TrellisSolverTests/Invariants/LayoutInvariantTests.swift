import Testing
import Trellis
import TrellisTestSupport

/// Properties every layout must have, checked on random graphs from a fixed seed list.
@Suite("Layout invariants") @MainActor
struct LayoutInvariantTests {
    nonisolated static let seeds: [UInt64] = Array(1...120)

    private static func window(_ seed: UInt64) -> CGSize {
        var random = SeededGenerator(seed: seed &* 31)
        return CGSize(width: CGFloat(Int.random(in: 0...900, using: &random)), height: CGFloat(Int.random(in: 0...900, using: &random)))
    }

    @Test("every frame is finite, and laying out twice gives the same frames", arguments: seeds)
    func finiteAndRepeatable(seed: UInt64) {
        let graph = RandomGraphs.graph(seed: seed, depth: 6)
        let window = Self.window(seed)
        let first = LayoutSolver().layout(graph, in: window)
        for case let frame? in first.frames {
            #expect(frame.isFiniteFrame, "seed \(seed): \(frame)")
        }
        #expect(LayoutSolver().layout(graph, in: window).frames == first.frames, "seed \(seed)")
    }

    @Test("memoisation on and off give the same frames", arguments: seeds.prefix(40))
    func memoisationIsInvisible(seed: UInt64) {
        // Without the cache nested stacks cost exponentially more, so these trees are shallow.
        let graph = RandomGraphs.graph(seed: seed, depth: 4)
        let window = Self.window(seed)
        #expect(LayoutSolver(memoize: false).layout(graph, in: window).frames == LayoutSolver().layout(graph, in: window).frames, "seed \(seed)")
    }

    @Test("sizeThatFits is a pure function of the proposal", arguments: seeds.prefix(60))
    func sizeThatFitsIsPure(seed: UInt64) {
        let graph = RandomGraphs.graph(seed: seed, depth: 6)
        let probe = SizeProbe(graph)
        for proposal in [ProposedViewSize.zero, .infinity, .unspecified, ProposedViewSize(width: 123, height: nil), ProposedViewSize(width: 40, height: 300)] {
            let answer = probe.size(of: graph.root, for: proposal)
            #expect(probe.size(of: graph.root, for: proposal) == answer, "seed \(seed), \(proposal)")
            #expect(LayoutSolver().sizeThatFits(graph, proposal: proposal) == answer, "seed \(seed), \(proposal)")
        }
    }

    @Test("right-to-left is the mirror image of left-to-right", arguments: seeds.prefix(60))
    func rightToLeftMirrors(seed: UInt64) {
        var graph = RandomGraphs.graph(seed: seed, depth: 5)
        let window = Self.window(seed)
        let ltr = LayoutSolver().layout(graph, in: window)
        let root = graph.root
        graph.add(.layoutDirection(.rightToLeft), children: [root])
        let rtl = LayoutSolver().layout(graph, in: window)
        for id in ltr.graph.nodeIDs {
            guard let left = ltr.frames[id.index], let right = rtl.frames[id.index] else {
                #expect(ltr.frames[id.index] == nil && rtl.frames[id.index] == nil, "seed \(seed), node \(id)")
                continue
            }
            #expect(abs(right.minX - (window.width - left.maxX)) < 1e-6 && right.minY == left.minY && right.size == left.size, "seed \(seed), node \(id)")
        }
    }

    @Test("without overflow, a stack's children do not overlap along its axis", arguments: seeds)
    func stackChildrenDoNotOverlap(seed: UInt64) {
        let graph = RandomGraphs.graph(seed: seed, depth: 6)
        let result = LayoutSolver().layout(graph, in: Self.window(seed))
        let overflowing = Set(result.warnings.filter { $0.kind == .overflow }.map(\.node))
        for id in graph.nodeIDs {
            guard case .stack(let spec) = graph.kind(of: id), !overflowing.contains(id), result.frames[id.index] != nil else { continue }
            let spans = graph.children(of: id).compactMap { result.frames[$0.index] }
                .map { spec.axis == .horizontal ? ($0.minX, $0.maxX) : ($0.minY, $0.maxY) }
            for (previous, next) in zip(spans, spans.dropFirst()) {
                #expect(next.0 >= previous.1 - 1e-6, "seed \(seed), stack \(id): \(previous) then \(next)")
            }
        }
    }

    @Test("snapping to pixels twice changes nothing", arguments: seeds.prefix(40))
    func snappingIsIdempotent(seed: UInt64) {
        let graph = RandomGraphs.graph(seed: seed, depth: 5)
        let result = LayoutSolver(displayScale: 3).layout(graph, in: Self.window(seed))
        for case let frame? in result.renderedFrames {
            #expect(LayoutResult.snap(frame, scale: 3) == frame, "seed \(seed)")
        }
    }
}
