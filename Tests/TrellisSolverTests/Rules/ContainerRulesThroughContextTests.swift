import Foundation
import Testing
@testable import TrellisSolver
import Trellis

/// Each container rule without a test in `RuleThroughContextTests`, asked directly through its
/// node's context over fake children. Expected values are SwiftUI's rules as the LayoutRules
/// article gives them, cited per test.
@Suite("Container rules through their context")
struct ContainerRulesThroughContextTests {
    typealias FakeChild = SingleRuleTests.FakeChild

    @Test("ZStackRule: as large as its largest child, children centred on one another")
    func zstack() {
        var graph = LayoutGraph()
        let wide = FakeChild.fixed("wide", CGSize(width: 100, height: 20))
        let tall = FakeChild.fixed("tall", CGSize(width: 40, height: 60))
        let children = [wide.add(to: &graph), tall.add(to: &graph)]
        let spec = ZStackSpec()
        let stack = graph.add(.zstack(spec), children: children)
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 300, height: 300)
        // LayoutRules §3, "ZStack": every child is proposed the stack's proposal; the size is the
        // largest answer per axis; the children's centres meet.
        let size = ZStackRule.size(for: proposal, in: harness.context(stack, spec))
        #expect(wide.proposals == [proposal] && tall.proposals == [proposal])
        #expect(size == CGSize(width: 100, height: 60))
        let placed = RuleHarness.origins(ZStackRule.placements(proposal: proposal, size: size, origin: .zero, in: harness.context(stack, spec)))
        #expect(placed == [children[0]: CGPoint(x: 0, y: 20), children[1]: CGPoint(x: 30, y: 0)])
    }

    @Test("ZStackRule: only the children of the highest priority size the stack; the others align on them")
    func zstackPriority() {
        var graph = LayoutGraph()
        let main = FakeChild.fixed("main", CGSize(width: 100, height: 20))
        let background = FakeChild.fixed("background", CGSize(width: 40, height: 60))
        let prioritised = graph.add(.layoutPriority(1), children: [main.add(to: &graph)])
        let other = background.add(to: &graph)
        let spec = ZStackSpec()
        let stack = graph.add(.zstack(spec), children: [prioritised, other])
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 300, height: 300)
        // LayoutRules §3, "ZStack": the largest answer among the children with the highest
        // `layoutPriority`; the guides meet at the largest guide of those children.
        let size = ZStackRule.size(for: proposal, in: harness.context(stack, spec))
        #expect(size == CGSize(width: 100, height: 20))
        let placed = RuleHarness.origins(ZStackRule.placements(proposal: proposal, size: size, origin: .zero, in: harness.context(stack, spec)))
        #expect(placed == [prioritised: .zero, other: CGPoint(x: 30, y: -20)])
    }

    @Test("GridRowRule: a row alone is a grid of one row: 8 between its cells, each centred in the row")
    func gridRow() {
        var graph = LayoutGraph()
        let narrow = FakeChild.fixed("narrow", CGSize(width: 30, height: 10))
        let wide = FakeChild.fixed("wide", CGSize(width: 50, height: 20))
        let children = [narrow.add(to: &graph), wide.add(to: &graph)]
        let spec = GridRowSpec()
        let row = graph.add(.gridRow(spec), children: children)
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 300, height: 300)
        // LayoutRules §9 (`GridLayout`): rows of cells; a column as wide as its widest cell, 8
        // between columns by default, a row as tall as its tallest cell, cells centred.
        let size = GridRowRule.size(for: proposal, in: harness.context(row, spec))
        #expect(size == CGSize(width: 88, height: 20))
        let placed = RuleHarness.origins(GridRowRule.placements(proposal: proposal, size: size, origin: .zero, in: harness.context(row, spec)))
        #expect(placed == [children[0]: CGPoint(x: 0, y: 5), children[1]: CGPoint(x: 38, y: 0)])
    }

    @Test("GridRowRule: a row of a grid takes the grid's offer and puts its cells where the grid placed them")
    func gridRowInGrid() {
        var graph = LayoutGraph()
        let narrow = FakeChild.fixed("narrow", CGSize(width: 30, height: 10))
        let wide = FakeChild.fixed("wide", CGSize(width: 50, height: 20))
        let children = [narrow.add(to: &graph), wide.add(to: &graph)]
        let rowSpec = GridRowSpec()
        let row = graph.add(.gridRow(rowSpec), children: children)
        let gridSpec = GridSpec()
        let grid = graph.add(.grid(gridSpec), children: [row])
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 300, height: 300)
        let size = GridRule.size(for: proposal, in: harness.context(grid, gridSpec))
        _ = GridRule.placements(proposal: proposal, size: size, origin: .zero, in: harness.context(grid, gridSpec))
        // The grid offers its row the row's extent (88 × 20, LayoutRules §9), and the row takes it.
        let rowOffer = ProposedViewSize(width: 88, height: 20)
        #expect(GridRowRule.size(for: rowOffer, in: harness.context(row, rowSpec)) == CGSize(width: 88, height: 20))
        let placed = RuleHarness.origins(GridRowRule.placements(proposal: rowOffer, size: CGSize(width: 88, height: 20), origin: .zero, in: harness.context(row, rowSpec)))
        #expect(placed == [children[0]: CGPoint(x: 0, y: 5), children[1]: CGPoint(x: 38, y: 0)])
    }

    @Test("ScrollViewRule: proposes nothing along its axis, takes its offer there and its content's width across")
    func scrollView() {
        var graph = LayoutGraph()
        let content = FakeChild("content") { CGSize(width: min($0.width ?? 200, 200), height: $0.height ?? 1000) }
        let spec = ScrollViewSpec(axes: .vertical)
        let scroll = graph.add(.scrollView(spec), children: [content.add(to: &graph)])
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 300, height: 400)
        // LayoutRules §9, `ScrollView`: nil along the scroll axis, the proposal across; along the
        // axis the length offered, across it the content's (only as wide as its content).
        let size = ScrollViewRule.size(for: proposal, in: harness.context(scroll, spec))
        #expect(content.proposals == [ProposedViewSize(width: 300, height: nil)])
        #expect(size == CGSize(width: 200, height: 400))
        let placed = ScrollViewRule.placements(proposal: proposal, size: size, origin: .zero, in: harness.context(scroll, spec)).all()
        #expect(placed.map(\.origin) == [.zero])
        #expect(placed.map(\.size) == [CGSize(width: 200, height: 1000)])
    }

    @Test("GeometryReaderRule: takes its proposal, 10 on a missing axis, and puts its content at its top-leading corner")
    func geometryReader() {
        var graph = LayoutGraph()
        let first = FakeChild.fixed("first", CGSize(width: 20, height: 20))
        let second = FakeChild.fixed("second", CGSize(width: 30, height: 5))
        let children = [first.add(to: &graph), second.add(to: &graph)]
        let spec = GeometryReaderSpec()
        let reader = graph.add(.geometryReader(spec), children: children)
        let harness = RuleHarness(graph)
        // LayoutRules §6, "GeometryReader": greedy, 10 tall in a vertical scroll view.
        #expect(GeometryReaderRule.size(for: ProposedViewSize(width: 300, height: nil), in: harness.context(reader, spec)) == CGSize(width: 300, height: 10))
        #expect(GeometryReaderRule.size(for: ProposedViewSize(width: 300, height: 200), in: harness.context(reader, spec)) == CGSize(width: 300, height: 200))
        // Every child proposed the reader's size, placed at its top-leading corner.
        let placed = GeometryReaderRule.placements(proposal: ProposedViewSize(width: 300, height: 200), size: CGSize(width: 300, height: 200), origin: .zero, in: harness.context(reader, spec)).all()
        #expect(placed.map(\.child) == children)
        #expect(placed.map(\.origin) == [.zero, .zero])
        #expect(placed.map(\.proposal) == [ProposedViewSize(width: 300, height: 200), ProposedViewSize(width: 300, height: 200)])
    }

    /// A layout that puts its subviews in a row, each at its ideal size, from the top-leading
    /// corner of its bounds.
    private struct Row: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width
            }
        }
    }

    @Test("CustomLayoutRule: the layout's own answer, and its subviews where it places them in its bounds")
    func customLayout() {
        var graph = LayoutGraph()
        let first = FakeChild.fixed("first", CGSize(width: 30, height: 10))
        let second = FakeChild.fixed("second", CGSize(width: 50, height: 20))
        let children = [first.add(to: &graph), second.add(to: &graph)]
        let node = graph.addCustomLayout(AnyLayout(Row()), children: children)
        guard case .customLayout(let spec) = graph.kind(of: node) else {
            Issue.record("not a custom layout")
            return
        }
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 300, height: 300)
        // LayoutRules §9: `sizeThatFits` answers for the container; `placeSubviews` receives bounds
        // of the chosen size, not necessarily at the origin, and places each subview with an
        // anchor (top-leading by default).
        let size = CustomLayoutRule.size(for: proposal, in: harness.context(node, spec))
        #expect(size == CGSize(width: 80, height: 20))
        let placed = RuleHarness.origins(CustomLayoutRule.placements(proposal: proposal, size: size, origin: CGPoint(x: 5, y: 7), in: harness.context(node, spec)))
        #expect(placed == [children[0]: .zero, children[1]: CGPoint(x: 30, y: 0)])
    }

    @Test("LazyGridRule: fixed 70 and adaptive 40 in 200 give tracks of 70, 57 and 57")
    func lazyGrid() {
        var graph = LayoutGraph()
        let heights: [CGFloat] = [20, 30, 10]
        let cells = heights.enumerated().map { index, height in FakeChild("cell\(index)") { CGSize(width: $0.width ?? 10, height: height) } }
        let children = cells.map { $0.add(to: &graph) }
        let spec = LazyGridSpec(axis: .vertical, items: [GridItemSpec(.fixed(70)), GridItemSpec(.adaptive(minimum: 40, maximum: .infinity))])
        let grid = graph.add(.lazyGrid(spec), children: children)
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 200, height: nil)
        // LayoutRules §9, "Lazy grids": objc.io's fixed 70 + adaptive 40 in 200 is 70, 57, 57
        // (8 apart); each cell is offered its track's width and nothing along the grid; a line is
        // as tall as its tallest cell; cells are centred in their place along the grid.
        let size = LazyGridRule.size(for: proposal, in: harness.context(grid, spec))
        #expect(size == CGSize(width: 200, height: 30))
        #expect(cells.map { $0.proposals.first } == [ProposedViewSize(width: 70, height: nil), ProposedViewSize(width: 57, height: nil),
                                                     ProposedViewSize(width: 57, height: nil)])
        let placed = RuleHarness.origins(LazyGridRule.placements(proposal: proposal, size: size, origin: .zero, in: harness.context(grid, spec)))
        #expect(placed == [children[0]: CGPoint(x: 0, y: 5), children[1]: CGPoint(x: 78, y: 0), children[2]: CGPoint(x: 143, y: 10)])
    }
}
