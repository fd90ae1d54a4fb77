import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A layout session must give exactly what a layout from scratch gives, for every window it is
/// resized to and after every edit, while answering from what it measured before.
@Suite("Incremental layout")
struct IncrementalLayoutTests {
    /// Windows that repeat, shrink, grow and change one dimension at a time.
    private static let windows: [CGSize] = [
        CGSize(width: 390, height: 844), CGSize(width: 320, height: 568), CGSize(width: 390, height: 844),
        CGSize(width: 391, height: 844), CGSize(width: 1024, height: 300), CGSize(width: 0, height: 0),
        CGSize(width: 200, height: 200), CGSize(width: 200, height: 200), CGSize(width: 390, height: 600),
        CGSize(width: 390, height: 844),
    ]

    private static func expectSame(_ session: LayoutResult, _ cold: LayoutResult, _ context: String) {
        #expect(session.frames == cold.frames, "\(context): frames differ")
        // The same warnings (compared in words: a NaN in one would never equal itself); one
        // answered from memory may come earlier than it would from scratch.
        #expect(session.warnings.map(\.message).sorted() == cold.warnings.map(\.message).sorted(), "\(context): warnings differ")
        #expect(session.windowSize == cold.windowSize, "\(context): window differs")
    }

    @Test("resized again and again, a session lays out 200 random graphs exactly as layouts from scratch do", arguments: 1...200)
    func resizes(seed: UInt64) {
        let graph = RandomGraphs.graph(seed: seed, depth: 5)
        let session = IncrementalLayout(graph)
        for (index, window) in Self.windows.enumerated() {
            Self.expectSame(session.layout(in: window), LayoutSolver().layout(graph, in: window), "seed \(seed), window \(index) \(window)")
        }
        let ideal = ProposedViewSize.unspecified
        Self.expectSame(session.layout(proposal: ideal), LayoutSolver().layout(graph, proposal: ideal), "seed \(seed), ideal size")
    }

    @Test("resized point by point, and edited on the way, a session lays out random graphs as from scratch while dropping the answers it no longer uses",
          arguments: 1...40)
    func longResize(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &* 104_729)
        var graph = RandomGraphs.graph(seed: seed, depth: 5)
        let session = IncrementalLayout(graph)
        // 60 widths leave far more answers behind than one layout asks, so the session drops
        // the old ones several times on the way.
        for step in 0..<60 {
            let window = CGSize(width: 200 + CGFloat(step) * 3, height: 600 - CGFloat(step))
            if step.isMultiple(of: 20), let (node, kind) = RandomEdits.edit(in: graph, using: &random) {
                try graph.replaceKind(of: node, with: kind)
                try session.replaceKind(of: node, with: kind)
            }
            Self.expectSame(session.layout(in: window), LayoutSolver().layout(graph, in: window), "seed \(seed), step \(step)")
        }
        // What the last layout used is kept: the same window again measures what a session that
        // has just laid the graph out in it measures (the leaves that are never cached).
        let window = CGSize(width: 200 + 59 * 3, height: 600 - 59)
        let again = session.layout(in: window)
        let short = IncrementalLayout(graph)
        _ = short.layout(in: CGSize(width: 100, height: 100))
        _ = short.layout(in: window)
        #expect(again.statistics.measurements == short.layout(in: window).statistics.measurements, "seed \(seed)")
        Self.expectSame(again, LayoutSolver().layout(graph, in: window), "seed \(seed), the last window again")
    }

    @Test("after each edit of a frame, a padding or a stack, a session lays out exactly as from scratch", arguments: 1...150)
    func edits(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &* 7919)
        var graph = RandomGraphs.graph(seed: seed, depth: 5)
        let session = IncrementalLayout(graph)
        let window = CGSize(width: 390, height: 844)
        _ = session.layout(in: window)
        for round in 0..<6 {
            guard let (node, kind) = RandomEdits.edit(in: graph, using: &random) else { break }
            try graph.replaceKind(of: node, with: kind)
            try session.replaceKind(of: node, with: kind)
            // Mostly the window of the layout before, whose unchanged subtrees are kept; now and
            // then another.
            for size in round.isMultiple(of: 3) ? [window, CGSize(width: 300, height: 500)] : [window] {
                Self.expectSame(session.layout(in: size), LayoutSolver().layout(graph, in: size), "seed \(seed), edit \(round) of node \(node.rawValue), window \(size)")
            }
        }
    }

    @Test("a layout in a window laid out before measures nothing it measured then")
    func reusesAnswers() {
        // Three rows of four flexible boxes.
        var graph = LayoutGraph()
        let rows = (0..<3).map { _ in
            graph.add(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.center.key)),
                      children: (0..<4).map { _ in graph.add(.padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)), children: [graph.color("red")]) })
        }
        graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: rows)
        let session = IncrementalLayout(graph)
        let window = CGSize(width: 390, height: 844)
        let first = session.layout(in: window)
        let second = session.layout(in: window)
        #expect(first.statistics.measurements > 0)
        #expect(second.statistics.measurements < first.statistics.measurements)
        #expect(second.statistics.cacheHits > 0)
        #expect(second.frames == first.frames)
    }

    @Test("after an edit of one leaf, only the views the change moved are placed again")
    func keepsUnchangedSubtrees() throws {
        // Four columns of four boxes; the first box's fixed height changes.
        var graph = LayoutGraph()
        var first: NodeID?
        let columns = (0..<4).map { _ in
            graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: (0..<4).map { _ in
                let box = graph.add(.frame(FrameSpec(width: 20, height: 10)), children: [graph.color("red")])
                if first == nil { first = box }
                return box
            })
        }
        graph.add(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.top.key)), children: columns)
        let session = IncrementalLayout(graph)
        // Laid out from the origin: centred in a window, the taller root would move every view.
        let proposal = ProposedViewSize(width: 390, height: 844)
        let cold = session.layout(proposal: proposal)
        let edited = try #require(first)
        try graph.replaceKind(of: edited, with: .frame(FrameSpec(width: 20, height: 30)))
        try session.replaceKind(of: edited, with: .frame(FrameSpec(width: 20, height: 30)))
        let after = session.layout(proposal: proposal)
        #expect(after.frames == LayoutSolver().layout(graph, proposal: proposal).frames)
        #expect(after.frames != cold.frames)
        // The root, the first column and its boxes are placed again (the boxes below the edited
        // one move down); the other three columns keep their frames.
        #expect(after.statistics.placements < cold.statistics.placements / 2)
    }

    @Test("a warning raised while measuring is raised again when the answer comes from memory")
    func warningsFromMemory() throws {
        // An image with no natural size warns when it is measured; the second layout answers
        // the image's size from memory and must still report it.
        var graph = LayoutGraph()
        let image = graph.add(.image(ImageSpec(name: "missing", naturalSize: .zero)), ids: ["image"])
        let framed = graph.add(.padding(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)), children: [image])
        _ = graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: [framed, graph.color("red")])
        let session = IncrementalLayout(graph)
        let window = CGSize(width: 200, height: 200)
        let cold = LayoutSolver().layout(graph, in: window)
        #expect(cold.warnings.map(\.kind).contains(.imageWithoutSize))
        _ = session.layout(in: window)
        let again = session.layout(in: window)
        #expect(again.statistics.cacheHits > 0)
        #expect(again.warnings == cold.warnings)
    }

    @Test("an edit the graph cannot take is refused with the node and the reason, and changes nothing")
    func refusedEdits() {
        var graph = LayoutGraph()
        let leaf = graph.addMeasuredLeaf(SizeFunction(name: "leaf") { _ in CGSize(width: 5, height: 6) })
        let session = IncrementalLayout(graph)
        #expect(throws: LayoutGraph.EditError.kindWithContent(leaf, kind: "MeasuredLeaf")) {
            try session.replaceKind(of: leaf, with: .padding(EdgeInsets()))
        }
        #expect(throws: LayoutGraph.EditError.noSuchNode(NodeID(7), count: 1)) {
            try session.replaceKind(of: NodeID(7), with: .padding(EdgeInsets()))
        }
        #expect(LayoutGraph.EditError.noSuchNode(NodeID(7), count: 1).description == "node 7 does not exist: the graph has 1 nodes")
        guard case .measuredLeaf = session.graph.kind(of: leaf) else {
            Issue.record("the refused edit changed the node")
            return
        }
    }

    @Test("a text given other words is measured again, and its stack with it")
    func textEdit() throws {
        var graph = LayoutGraph()
        let text = graph.addText(TextSpec("Hi"), measurer: nil)
        _ = graph.add(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.center.key)), children: [text, graph.color("red")])
        let session = IncrementalLayout(graph)
        let window = CGSize(width: 300, height: 200)
        let short = session.layout(in: window)
        try session.replaceKind(of: text, with: .text(TextSpec("Hello, wide world")))
        try graph.replaceKind(of: text, with: .text(TextSpec("Hello, wide world")))
        let long = session.layout(in: window)
        #expect(long.frames == LayoutSolver().layout(graph, in: window).frames)
        #expect(long.frames[text.index]!.width > short.frames[text.index]!.width)
    }
}
