import Foundation
import Testing
@testable import TrellisSolver
import Trellis

/// One rule called directly, through the ``NodeContext`` a rule is handed, over fake children:
/// no placement pass and no other rule runs, so what a fake child was offered is what the rule
/// under test asked, and the rule's answer is read as it gives it. Expected values are SwiftUI's
/// rules as the LayoutRules article gives them (the same cases `SingleRuleTests` checks through
/// the whole solver).
@Suite("Single rules through a context over fake children")
struct RuleThroughContextTests {
    typealias FakeChild = SingleRuleTests.FakeChild

    /// An engine for `graph` that measures afresh on every question, so every question reaches
    /// the fakes.
    private func engine(_ graph: LayoutGraph) -> LayoutEngine { RuleHarness(graph).engine }

    /// Where each placed child went, by child.
    private func origins(_ placements: Placements) -> [NodeID: CGPoint] { RuleHarness.origins(placements) }

    @Test("StackRule: offers the least flexible child its share first and sums lengths and spacing")
    func stack() {
        var graph = LayoutGraph()
        let flexible = FakeChild("flexible") { CGSize(width: $0.width ?? 10, height: 20) }
        let fixed = FakeChild.fixed("fixed", CGSize(width: 50, height: 20))
        let children = [flexible.add(to: &graph), fixed.add(to: &graph)]
        let spec = StackSpec(axis: .horizontal, alignment: AlignmentKey(axis: .vertical, guide: .center), spacing: 10)
        let stack = graph.add(.stack(spec), children: children)
        let layout = engine(graph)
        let proposal = ProposedViewSize(width: 200, height: 100)

        let size = StackRule.size(for: proposal, in: NodeContext(stack, spec, layout))
        // Each child is first asked for its flexibility (offered 0 and infinity along the axis);
        // then 200 less 10 of spacing is shared by two: the fixed child is offered 95 and takes
        // 50, the flexible one is offered the 140 left.
        for child in [flexible, fixed] {
            let probes: [CGFloat] = child.proposals.prefix(2).compactMap { $0.width }.sorted()
            #expect(probes == [0, CGFloat.infinity])
        }
        #expect(fixed.proposals.dropFirst(2).first == ProposedViewSize(width: 95, height: 100))
        #expect(flexible.proposals.last == ProposedViewSize(width: 140, height: 100))
        #expect(size == CGSize(width: 200, height: 20))

        let placed = origins(StackRule.placements(proposal: proposal, size: size, origin: .zero, in: NodeContext(stack, spec, layout)))
        #expect(placed == [children[0]: CGPoint(x: 0, y: 0), children[1]: CGPoint(x: 150, y: 0)])
    }

    @Test("FixedFrameRule: offers its size, answers it without asking the child, and centres the child")
    func frame() {
        var graph = LayoutGraph()
        let child = FakeChild("child") { CGSize(width: min($0.width ?? 60, 60), height: 30) }
        let spec = FrameSpec(width: 80, height: 40)
        let frame = graph.add(.frame(spec), children: [child.add(to: &graph)])
        let layout = engine(graph)
        let proposal = ProposedViewSize(width: 300, height: 300)

        let size = FixedFrameRule.size(for: proposal, in: NodeContext(frame, spec, layout))
        #expect(size == CGSize(width: 80, height: 40))
        // With both lengths fixed, the frame ignores its child when sizing.
        #expect(child.proposals.isEmpty)

        let placed = FixedFrameRule.placements(proposal: proposal, size: size, origin: .zero, in: NodeContext(frame, spec, layout)).all()
        #expect(child.proposals == [ProposedViewSize(width: 80, height: 40)])
        #expect(placed.map(\.origin) == [CGPoint(x: 10, y: 5)])
    }

    @Test("PaddingRule: offers the proposal less its insets and adds them to the child's answer")
    func padding() {
        var graph = LayoutGraph()
        let child = FakeChild("child") { CGSize(width: $0.width ?? 10, height: $0.height ?? 10) }
        let insets = EdgeInsets(top: 10, leading: 4, bottom: 6, trailing: 8)
        let padding = graph.add(.padding(insets), children: [child.add(to: &graph)])
        let layout = engine(graph)

        #expect(PaddingRule.size(for: ProposedViewSize(width: 100, height: 50), in: NodeContext(padding, insets, layout)) == CGSize(width: 100, height: 50))
        #expect(child.proposals == [ProposedViewSize(width: 88, height: 34)])
        // Insets larger than the offer leave the child 0, never less.
        #expect(PaddingRule.size(for: ProposedViewSize(width: 5, height: 5), in: NodeContext(padding, insets, layout)) == CGSize(width: 12, height: 16))
        #expect(child.proposals.last == ProposedViewSize(width: 0, height: 0))
        // An unspecified dimension stays unspecified.
        #expect(PaddingRule.size(for: .unspecified, in: NodeContext(padding, insets, layout)) == CGSize(width: 22, height: 26))
        #expect(child.proposals.last == .unspecified)

        let placed = PaddingRule.placements(proposal: ProposedViewSize(width: 100, height: 50), size: CGSize(width: 100, height: 50), origin: .zero, in: NodeContext(padding, insets, layout)).all()
        #expect(placed.map(\.origin) == [CGPoint(x: 4, y: 10)])
    }

    @Test("GridRule: a column as wide as its widest cell, 8 pt between columns, a row as tall as its tallest cell")
    func grid() {
        var graph = LayoutGraph()
        let narrow = FakeChild.fixed("narrow", CGSize(width: 30, height: 10))
        let wide = FakeChild.fixed("wide", CGSize(width: 50, height: 20))
        let row = graph.add(.gridRow(GridRowSpec()), children: [narrow.add(to: &graph), wide.add(to: &graph)])
        let spec = GridSpec()
        let grid = graph.add(.grid(spec), children: [row])
        let layout = engine(graph)
        let proposal = ProposedViewSize(width: 300, height: 300)

        let size = GridRule.size(for: proposal, in: NodeContext(grid, spec, layout))
        #expect(size == CGSize(width: 88, height: 20))
        let placed = GridRule.placements(proposal: proposal, size: size, origin: .zero, in: NodeContext(grid, spec, layout)).all()
        #expect(placed.map(\.child) == [row])
        #expect(placed.map(\.origin) == [.zero])
    }

    @Test("ViewThatFitsRule: asks each candidate its ideal size in order and answers with the first that fits")
    func viewThatFits() {
        var graph = LayoutGraph()
        let long = FakeChild.fixed("long", CGSize(width: 300, height: 20))
        let short = FakeChild.fixed("short", CGSize(width: 100, height: 20))
        let spec = ViewThatFitsSpec()
        let node = graph.add(.viewThatFits(spec), children: [long.add(to: &graph), short.add(to: &graph)])
        let layout = engine(graph)
        let proposal = ProposedViewSize(width: 200, height: 50)

        let size = ViewThatFitsRule.size(for: proposal, in: NodeContext(node, spec, layout))
        #expect(size == CGSize(width: 100, height: 20))
        #expect(long.proposals.first == .unspecified)
        #expect(short.proposals.contains(.unspecified))
        let placed = ViewThatFitsRule.placements(proposal: proposal, size: size, origin: .zero, in: NodeContext(node, spec, layout)).all()
        #expect(placed.count == 1)
        #expect(placed.first?.origin == .zero)
    }
}
