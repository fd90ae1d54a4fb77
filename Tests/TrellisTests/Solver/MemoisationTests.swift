import Testing
import Trellis

@Suite("Memoisation keeps nested stacks linear")
struct MemoisationTests {
    @Test("measurements grow linearly with the depth of alternating stacks")
    func measurementsGrowLinearly() {
        let counts = [50, 100, 500].map { depth in
            LayoutSolver().layout(.alternatingChain(depth: depth), in: CGSize(width: 20_000, height: 20_000)).statistics.measurements
        }
        // The window is large enough that no level is squeezed to zero. Per level the work is a
        // constant number of measurements; doubling or quintupling
        // the depth must scale the count by the same factor (within the constant overhead).
        let perLevel = counts.enumerated().map { Double($0.element) / Double([50, 100, 500][$0.offset]) }
        #expect(perLevel.max()! - perLevel.min()! < 0.5, "measurements per level: \(perLevel)")
    }

    @Test("the cache answers repeated questions")
    func cacheAnswersRepeatedProbes() {
        let stats = LayoutSolver().layout(.alternatingChain(depth: 20), in: CGSize(width: 500, height: 500)).statistics
        #expect(stats.cacheHits > 0)
        #expect(stats.placements == LayoutGraph.alternatingChain(depth: 20).count)
    }

    @Test("layout without memoisation gives the same frames")
    func memoisationDoesNotChangeFrames() {
        let graph = LayoutGraph.alternatingChain(depth: 8)
        let window = CGSize(width: 300, height: 200)
        let cached = LayoutSolver().layout(graph, in: window)
        let uncached = LayoutSolver(memoize: false).layout(graph, in: window)
        #expect(cached.frames == uncached.frames)
        #expect(uncached.statistics.cacheHits == 0)
        #expect(uncached.statistics.measurements > cached.statistics.measurements * 4)
    }
}

@Suite("Node kinds")
struct NodeKindTests {
    @Test("node kinds are plain values, so the solver copies them without reference counting")
    func nodeKindsArePlainValues() {
        #expect(_isPOD(NodeKind.self))
    }

    @Test("interned strings read back as given")
    func textSurvivesInterning() {
        var spec = TextSpec("Hello")
        #expect(spec.string == "Hello")
        spec.string = "Goodbye"
        #expect(spec.string == "Goodbye" && TextSpec("Goodbye") == spec)
    }
}
