import Foundation
import Testing
import Trellis
import TrellisSupport

/// One rule at a time, its children fakes: each child answers from a script and remembers every
/// proposal it was offered, so a test reads what the rule under test asked and where it put
/// the answers, with no other rule involved. Expected values are SwiftUI's rules as the
/// LayoutRules article gives them.
@Suite("Single rules against fake children")
struct SingleRuleTests {
    /// A child whose size for a proposal comes from `answer`, and which remembers the
    /// proposals it was offered.
    final class FakeChild: Sendable {
        let name: String
        private let offered = LockedValue<[ProposedViewSize]>([])
        private let answer: @Sendable (ProposedViewSize) -> CGSize

        init(_ name: String, answer: @escaping @Sendable (ProposedViewSize) -> CGSize) {
            self.name = name
            self.answer = answer
        }

        /// A child that is `size` whatever it is offered.
        static func fixed(_ name: String, _ size: CGSize) -> FakeChild { FakeChild(name) { _ in size } }

        /// Every proposal offered, in order.
        var proposals: [ProposedViewSize] { offered.withLock { $0 } }

        /// Adds the child to `graph` as a leaf.
        func add(to graph: inout LayoutGraph) -> NodeID {
            graph.addMeasuredLeaf(SizeFunction(name: name) { [self] proposal in
                offered.withLock { $0.append(proposal) }
                return answer(proposal)
            }, ids: [name])
        }
    }

    /// The graph's layout for `proposal`, the root at the origin, without memoising, so that
    /// every question reaches the fakes.
    private func layout(_ graph: LayoutGraph, _ proposal: ProposedViewSize) -> LayoutResult {
        LayoutSolver(memoize: false).layout(graph, proposal: proposal)
    }

    @Test("stack: the least flexible child is offered its share first, the rest goes to the flexible one")
    func stack() {
        var graph = LayoutGraph()
        let flexible = FakeChild("flexible") { CGSize(width: $0.width ?? 10, height: 20) }
        let fixed = FakeChild.fixed("fixed", CGSize(width: 50, height: 20))
        let children = [flexible.add(to: &graph), fixed.add(to: &graph)]
        _ = graph.add(.stack(StackSpec(axis: .horizontal, alignment: AlignmentKey(axis: .vertical, guide: .center), spacing: 10)), children: children)
        let result = layout(graph, ProposedViewSize(width: 200, height: 100))
        // 200 less 10 of spacing is shared by two: the fixed child is offered half, 95, and
        // takes 50; the flexible one is offered the 140 left.
        #expect(fixed.proposals.contains(ProposedViewSize(width: 95, height: 100)))
        #expect(flexible.proposals.contains(ProposedViewSize(width: 140, height: 100)))
        #expect(result.frame(of: "flexible") == CGRect(x: 0, y: 0, width: 140, height: 20))
        #expect(result.frame(of: "fixed") == CGRect(x: 150, y: 0, width: 50, height: 20))
        #expect(result.rootFrame.size == CGSize(width: 200, height: 20))
    }

    @Test("fixed frame: offers its size to the child and centres the child's choice")
    func frame() {
        var graph = LayoutGraph()
        let child = FakeChild("child") { CGSize(width: min($0.width ?? 60, 60), height: 30) }
        _ = graph.add(.frame(FrameSpec(width: 80, height: 40)), children: [child.add(to: &graph)])
        let result = layout(graph, ProposedViewSize(width: 300, height: 300))
        #expect(child.proposals.allSatisfy { $0 == ProposedViewSize(width: 80, height: 40) } && !child.proposals.isEmpty)
        #expect(result.rootFrame.size == CGSize(width: 80, height: 40))
        #expect(result.frame(of: "child") == CGRect(x: 10, y: 5, width: 60, height: 30))
    }

    @Test("padding: offers the proposal less its insets and places the child inside them")
    func padding() {
        var graph = LayoutGraph()
        let child = FakeChild("child") { CGSize(width: $0.width ?? 10, height: $0.height ?? 10) }
        _ = graph.add(.padding(EdgeInsets(top: 10, leading: 4, bottom: 6, trailing: 8)), children: [child.add(to: &graph)])
        let result = layout(graph, ProposedViewSize(width: 100, height: 50))
        #expect(child.proposals.contains(ProposedViewSize(width: 88, height: 34)))
        #expect(result.frame(of: "child") == CGRect(x: 4, y: 10, width: 88, height: 34))
        #expect(result.rootFrame.size == CGSize(width: 100, height: 50))
    }

    @Test("grid: columns as wide as their widest cell, 8 apart; a row as tall as its tallest; cells centred")
    func grid() {
        var graph = LayoutGraph()
        let narrow = FakeChild.fixed("narrow", CGSize(width: 30, height: 10))
        let wide = FakeChild.fixed("wide", CGSize(width: 50, height: 20))
        let row = graph.add(.gridRow(GridRowSpec()), children: [narrow.add(to: &graph), wide.add(to: &graph)])
        _ = graph.add(.grid(GridSpec()), children: [row])
        let result = layout(graph, ProposedViewSize(width: 300, height: 300))
        #expect(result.frame(of: "narrow") == CGRect(x: 0, y: 5, width: 30, height: 10))
        #expect(result.frame(of: "wide") == CGRect(x: 38, y: 0, width: 50, height: 20))
        #expect(result.rootFrame.size == CGSize(width: 88, height: 20))
    }

    @Test("ViewThatFits: shows the first child whose ideal size fits the proposal")
    func viewThatFits() {
        var graph = LayoutGraph()
        let long = FakeChild.fixed("long", CGSize(width: 300, height: 20))
        let short = FakeChild.fixed("short", CGSize(width: 100, height: 20))
        _ = graph.add(.viewThatFits(ViewThatFitsSpec()), children: [long.add(to: &graph), short.add(to: &graph)])
        let result = layout(graph, ProposedViewSize(width: 200, height: 50))
        // The first is asked its ideal size (an unspecified proposal) and does not fit 200.
        #expect(long.proposals.contains(.unspecified))
        #expect(result.frame(of: "short")?.size == CGSize(width: 100, height: 20))
        #expect(result.rootFrame.size == CGSize(width: 100, height: 20))
        #expect(result.frame(of: "long") == nil)
    }
}
