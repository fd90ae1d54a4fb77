import Testing
@testable import Trellis

@Suite("LayoutHost: layouts that lower again only what changed")
@MainActor
struct LayoutHostTests {
    let window = CGSize(width: 390, height: 844)

    /// The layout of `view` from scratch with the state the host keeps: its views lowered from
    /// the root and laid out by a new solver.
    private func coldLayout(_ host: LayoutHost<some View>, in window: CGSize) -> LayoutResult {
        let environment = host.environment.inWindow(of: window, safeAreaInsets: nil)
        return LayoutSolver().layout(host.rootView.layoutGraph(environment: environment, store: host.store), in: window)
    }

    /// Expects `result` to be `cold`'s node for node: the same kinds, names and frames.
    private func expectSame(_ result: LayoutResult, _ cold: LayoutResult, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.graph.count == cold.graph.count, comment, sourceLocation: sourceLocation)
        guard result.graph.count == cold.graph.count else { return }
        for node in cold.graph.nodeIDs {
            #expect("\(result.graph[node].kind)" == "\(cold.graph[node].kind)", comment, sourceLocation: sourceLocation)
            #expect(result.graph[node].ids == cold.graph[node].ids, comment, sourceLocation: sourceLocation)
            #expect(result.graph.viewTypes(of: node) == cold.graph.viewTypes(of: node), comment, sourceLocation: sourceLocation)
        }
        #expect(result.frames == cold.frames, comment, sourceLocation: sourceLocation)
    }

    @Test("a state change lowers again only the view that declares the state, and gives the frames of a layout from scratch")
    func stateChangeLowersOneView() {
        let registry = StateRegistry()
        let tree = Piece.vStack([
            .named(.stateful(1, [.color(width: 100, height: 40), .hStack([.color(width: 60, height: 20), .text("two words")])]), "first"),
            .stateful(2, [.color(width: 50, height: 50), .color(width: 80, height: 10)]),
        ])
        let host = LayoutHost(rootView: PieceView(piece: tree, registry: registry))
        let first = host.layout(in: window).result
        #expect(host.lowerings == [.whole])
        #expect(first.frame(of: "first")?.size == CGSize(width: 100, height: 40))
        registry.resetEvaluations()
        registry.set(1, to: 1)
        let second = host.layout(in: window).result
        #expect(host.lowerings == [.views(1)])
        #expect(registry.evaluations == [1: 1], "view 2's body is not evaluated again")
        // An HStack of a 60-point colour and a text, named by the `.id` around the stateful view.
        #expect(second.frame(of: "first")?.width ?? 0 > 60)
        expectSame(second, coldLayout(host, in: window))
    }

    @Test("a resize lays out the graph again without lowering it, until the size class changes")
    func resizeKeepsTheGraph() {
        let registry = StateRegistry()
        let host = LayoutHost(rootView: PieceView(piece: .hStack([.stateful(1, [.spacer, .color(width: 30, height: nil)]), .text("hello world")]), registry: registry))
        _ = host.layout(in: window)
        registry.resetEvaluations()
        let narrower = CGSize(width: 320, height: 600)
        let result = host.layout(in: narrower).result
        #expect(host.lowerings == [.none])
        #expect(registry.evaluations.isEmpty)
        expectSame(result, coldLayout(host, in: narrower))
        // 700 points wide is a regular width: views may read the size class, so all are lowered again.
        _ = host.layout(in: CGSize(width: 700, height: 600))
        #expect(host.lowerings == [.whole])
    }

    @Test("a body that now gives its parent another number of views lowers the whole tree")
    func changedViewCount() {
        let registry = StateRegistry()
        let host = LayoutHost(rootView: HStack { OneOrTwo(registry: registry); Color.blue.frame(width: 10, height: 10) })
        _ = host.layout(in: window)
        registry.set(0, to: 1)
        let result = host.layout(in: window).result
        #expect(host.lowerings == [.whole])
        #expect(result.frame(of: "second") != nil)
        expectSame(result, coldLayout(host, in: window))
    }

    @Test("a changed view keeps the names, view types and layout values the views around it gave its nodes")
    func outerAnnotationsCarriedOver() {
        let registry = StateRegistry()
        let host = LayoutHost(rootView: RankedColumn {
            Color.red.frame(width: 20, height: 20).id("plain")
            StatefulPiece(id: 1, variants: [.color(width: 10, height: 10), .color(width: 30, height: 20)], registry: registry)
                .layoutValue(key: RankKey.self, value: 2)
                .id("ranked")
        })
        _ = host.layout(in: window)
        registry.set(1, to: 1)
        let result = host.layout(in: window).result
        #expect(host.lowerings == [.views(1)])
        // The column, 30 × 40, is centred in the window: (390 − 30) / 2 = 180, (844 − 40) / 2 = 402.
        // The ranked view, written second, comes first as its rank says, now 30 × 20; the plain one
        // below it.
        #expect(result.frame(of: "ranked") == CGRect(x: 180, y: 402, width: 30, height: 20))
        #expect(result.frame(of: "plain") == CGRect(x: 180, y: 422, width: 20, height: 20))
        expectSame(result, coldLayout(host, in: window))
    }

    @Test("a change inside another changed view lowers the outer one only")
    func nestedAndStructuralChanges() {
        let registry = StateRegistry()
        let tree = Piece.vStack([
            .stateful(1, [.hStack([.stateful(2, [.color(width: 10, height: 10), .text("a")]), .spacer]), .padded(.stateful(2, [.spacer, .spacer]), 4)]),
            .color(width: 20, height: 20),
        ])
        let host = LayoutHost(rootView: PieceView(piece: tree, registry: registry))
        _ = host.layout(in: window)
        registry.set(2, to: 1)
        registry.set(1, to: 1)
        let result = host.layout(in: window).result
        #expect(host.lowerings == [.views(1)])
        expectSame(result, coldLayout(host, in: window))
    }

    @Test("a view whose body is another view with state: each change lowers the right one, in either order")
    func viewOverTheSameNodes() {
        let registry = StateRegistry()
        let tree = Piece.vStack([
            .stateful(1, [.stateful(2, [.color(width: 10, height: 10), .color(width: 20, height: 20)]), .hStack([.text("a b"), .spacer])]),
            .counter(3),
        ])
        let host = LayoutHost(rootView: PieceView(piece: tree, registry: registry))
        _ = host.layout(in: window)
        for (id, value) in [(2, 1), (1, 1), (1, 0), (2, 0), (3, 2), (2, 1)] {
            registry.set(id, to: value)
            let result = host.layout(in: window).result
            #expect(host.lowerings == [.views(1)], "after setting \(id) to \(value)")
            expectSame(result, coldLayout(host, in: window), "after setting \(id) to \(value)")
        }
    }

    @Test("setting the root view lowers every view again")
    func newRootView() {
        let registry = StateRegistry()
        let host = LayoutHost(rootView: PieceView(piece: .color(width: 10, height: 10), registry: registry))
        _ = host.layout(in: window)
        host.rootView = PieceView(piece: .named(.color(width: 30, height: 10), "box"), registry: registry)
        let result = host.layout(in: window).result
        #expect(host.lowerings == [.whole])
        #expect(result.frame(of: "box")?.size == CGSize(width: 30, height: 10))
    }

    @Test("state set by onPreferenceChange settles in rounds, as a layout from scratch does")
    func preferenceRounds() {
        let host = LayoutHost(rootView: HStack { Growing(name: "a", target: 40); Growing(name: "b", target: 70) })
        let session = host.layout(in: window)
        #expect(session.settled)
        #expect(session.result.frame(of: "a")?.width == 40)
        #expect(session.result.frame(of: "b")?.width == 70)
        // Their subtrees set a preference, so they are lowered again from the root.
        #expect(host.lowerings.first == .whole)
        #expect(host.lowerings.dropFirst().allSatisfy { $0 == .whole })
    }

    @Test("random trees and random state changes: every layout equals the layout from scratch", arguments: 0..<100)
    func randomStateChanges(seed: UInt64) {
        var random = RandomPieces(seed: seed)
        let tree = Piece.vStack([random.piece(depth: 5), random.piece(depth: 5)])
        let registry = StateRegistry()
        let host = LayoutHost(rootView: PieceView(piece: tree, registry: registry))
        let windows = [window, CGSize(width: 320, height: 568), CGSize(width: 600, height: 844)]
        _ = host.layout(in: window)
        for step in 0..<8 {
            let live = Array(registry.bindings.keys).sorted()
            for _ in 0..<(1 + random.below(2)) where !live.isEmpty {
                registry.set(live[random.below(live.count)], to: random.below(3))
            }
            let size = windows[random.below(windows.count)]
            let result = host.layout(in: size).result
            expectSame(result, coldLayout(host, in: size), "seed \(seed), step \(step), \(host.lowerings)")
        }
    }
}
