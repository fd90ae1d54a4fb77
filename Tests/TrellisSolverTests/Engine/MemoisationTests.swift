import Testing
import Trellis
import TrellisTestSupport

@Suite("Memoisation keeps nested stacks linear")
@MainActor
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
@MainActor
struct NodeKindTests {
    @Test("node kinds are plain values, so the solver copies them without reference counting")
    func nodeKindsArePlainValues() {
        #expect(_isPOD(NodeKind.self))
    }

    @Test("a node kind is no larger than a flexible frame's parameters and its case: the solver reads one per node")
    func nodeKindsAreSmall() {
        #expect(MemoryLayout<NodeKind>.stride <= (MemoryLayout<FlexFrameSpec>.size + 1 + 7) / 8 * 8)
        #expect(MemoryLayout<TextSpec>.size <= MemoryLayout<FlexFrameSpec>.size)
    }

    @Test("a text's line counts read back as given, and no limit as nil")
    func textLineCounts() {
        var text = TextSpec("a", lineLimit: 3, reservedLines: 2)
        #expect(text.lineLimit == 3 && text.reservedLines == 2)
        text.lineLimit = nil
        #expect(text.lineLimit == nil)
        text.lineLimit = -4
        #expect(text.lineLimit == -4)
        text.lineLimit = Int.max
        #expect(text.lineLimit == Int(Int32.max))
    }

    @Test("interned strings read back as given")
    func textSurvivesInterning() {
        var spec = TextSpec("Hello")
        #expect(spec.string == "Hello")
        spec.string = "Goodbye"
        #expect(spec.string == "Goodbye" && TextSpec("Goodbye") == spec)
    }
}

@Suite("Measurements are keyed by the dimensions a view reads")
@MainActor
struct ProposalDimensionsTests {
    /// Alternating stacks whose every leaf is a fixed 10×10 frame (the benchmark's chain):
    /// nothing inside reads the proposal.
    private static func rigidChain(depth: Int) -> LayoutGraph {
        var graph = LayoutGraph()
        var inner = graph.add(.frame(FrameSpec(width: 10, height: 10)), children: [graph.color("blue")])
        for level in 0..<depth {
            let axis: Axis = level.isMultiple(of: 2) ? .horizontal : .vertical
            let fixed = graph.add(.frame(FrameSpec(width: 10, height: 10)), children: [graph.color()])
            let alignment = axis == .horizontal ? VerticalAlignment.top.key : HorizontalAlignment.leading.key
            inner = graph.add(.stack(StackSpec(axis: axis, alignment: alignment, spacing: 0)), children: [fixed, inner])
        }
        return graph
    }

    @Test("a stack of fixed frames is measured once, however its ancestors probe it")
    func rigidStacksAreMeasuredOnce() {
        let depth = 200
        let graph = Self.rigidChain(depth: depth)
        let result = LayoutSolver().layout(graph, proposal: .unspecified)
        // Each level's stack is offered a dozen different proposals by the stacks around it
        // (0, ∞ and a share along each axis); every one has the same answer. Measurements: each
        // stack once, and each fixed frame (which is not cached: it is arithmetic) each time
        // its stack is sized or placed.
        #expect(result.statistics.measurements < 3 * graph.count, "\(result.statistics)")
        #expect(result.rootFrame.size == CGSize(width: 10 * 101, height: 10 * 101))
        let uncached = LayoutSolver(memoize: false).layout(Self.rigidChain(depth: 12), proposal: .unspecified)
        #expect(uncached.frames == LayoutSolver().layout(Self.rigidChain(depth: 12), proposal: .unspecified).frames)
    }

    @Test("a column of text is measured once per width, whatever height it is offered")
    func heightIndependentColumn() {
        var graph = LayoutGraph()
        let texts = (0..<3).map { graph.add(.text(TextSpec("Some words that wrap \($0)"))) }
        let stack = graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0)), children: texts)
        let column = graph.add(.fixedSize(FixedSizeSpec(horizontal: false, vertical: true)), children: [stack])
        graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0)), children: [graph.color(), column])
        // The outer VStack probes the column at heights 0 and ∞, offers it a share and places
        // it: four proposals of the same width, one answer.
        let proposal = ProposedViewSize(width: 80, height: 400)
        let result = LayoutSolver(explain: true).layout(graph, proposal: proposal)
        let asked = result.trace.filter { $0.phase == .measure && $0.node == column }
        #expect(Set(asked.map(\.proposal.height)).count >= 3)
        #expect(asked.filter { !$0.cacheHit }.count == 1)
        #expect(result.frame(ofNode: column)!.height > 20, "the texts wrap at 80 pt")
        #expect(result.frames == LayoutSolver(memoize: false).layout(graph, proposal: proposal).frames)
    }
}
