import Foundation
import Testing
@testable import TrellisSolver
import Trellis

/// Each modifier rule asked directly through its node's context, over fake children that note
/// what they are offered. Expected values are SwiftUI's rules as the LayoutRules article gives
/// them, cited per test.
@Suite("Modifier rules through their context")
struct ModifierRulesThroughContextTests {
    typealias FakeChild = SingleRuleTests.FakeChild

    /// A child that takes the proposal, `ideal` on a missing axis.
    private static func flexible(_ name: String, ideal: CGSize = CGSize(width: 10, height: 10)) -> FakeChild {
        FakeChild(name) { CGSize(width: $0.width ?? ideal.width, height: $0.height ?? ideal.height) }
    }

    @Test("FlexibleFrameRule: maxWidth infinity takes the offer, minWidth alone gives a small child its minimum")
    func flexibleFrame() {
        var graph = LayoutGraph()
        let small = FakeChild.fixed("small", CGSize(width: 50, height: 30))
        let child = small.add(to: &graph)
        let greedySpec = FlexFrameSpec(width: .init(max: .infinity))
        let greedy = graph.add(.flexFrame(greedySpec), children: [child])
        let minimumSpec = FlexFrameSpec(width: .init(min: 100))
        let minimum = graph.add(.flexFrame(minimumSpec), children: [FakeChild.fixed("other", CGSize(width: 50, height: 30)).add(to: &graph)])
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 200, height: 100)
        // LayoutRules §5.2: the child is proposed the proposal clamped to the limits; with only a
        // maximum the frame is the larger of proposal and child, at most the maximum.
        let size = FlexibleFrameRule.size(for: proposal, in: harness.context(greedy, greedySpec))
        #expect(small.proposals == [proposal])
        #expect(size == CGSize(width: 200, height: 30))
        // With only a minimum, the smaller of proposal and child but at least the minimum.
        #expect(FlexibleFrameRule.size(for: proposal, in: harness.context(minimum, minimumSpec)) == CGSize(width: 100, height: 30))
        // The child is placed with the frame's size as its proposal and centred (§5.1, §5.2).
        let placed = FlexibleFrameRule.placements(proposal: proposal, size: size, origin: .zero, in: harness.context(greedy, greedySpec)).all()
        #expect(placed.map(\.proposal) == [ProposedViewSize(width: 200, height: 30)])
        #expect(placed.map(\.origin) == [CGPoint(x: 75, y: 0)])
    }

    @Test("FixedSizeRule: proposes nothing on the fixed axis, passes the other on, and centres the child")
    func fixedSize() {
        var graph = LayoutGraph()
        let child = FakeChild("child") { CGSize(width: $0.width ?? 120, height: min($0.height ?? 20, 20)) }
        let spec = FixedSizeSpec(horizontal: true, vertical: false)
        let node = graph.add(.fixedSize(spec), children: [child.add(to: &graph)])
        let harness = RuleHarness(graph)
        // LayoutRules §6, "fixedSize": the child's answer is the size, even beyond the parent.
        let proposal = ProposedViewSize(width: 50, height: 50)
        let size = FixedSizeRule.size(for: proposal, in: harness.context(node, spec))
        #expect(child.proposals == [ProposedViewSize(width: nil, height: 50)])
        #expect(size == CGSize(width: 120, height: 20))
        let placed = FixedSizeRule.placements(proposal: proposal, size: CGSize(width: 120, height: 40), origin: .zero, in: harness.context(node, spec)).all()
        #expect(placed.map(\.origin) == [CGPoint(x: 0, y: 10)])
    }

    @Test("LayoutPriorityRule: changes nothing about its child's size or place")
    func layoutPriority() {
        var graph = LayoutGraph()
        let child = Self.flexible("child")
        let node = graph.add(.layoutPriority(2), children: [child.add(to: &graph)])
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 70, height: nil)
        // LayoutRules §6, "layoutPriority": a number read only by the containers around it.
        #expect(LayoutPriorityRule.size(for: proposal, in: harness.context(node, 2)) == CGSize(width: 70, height: 10))
        #expect(child.proposals == [proposal])
        let placed = LayoutPriorityRule.placements(proposal: proposal, size: CGSize(width: 70, height: 10), origin: .zero, in: harness.context(node, 2)).all()
        #expect(placed.map(\.origin) == [.zero])
        #expect(placed.map(\.proposal) == [proposal])
    }

    @Test("OffsetRule: the modifier is its child's size; only the child is moved")
    func offset() {
        var graph = LayoutGraph()
        let child = Self.flexible("child")
        let spec = CGSize(width: 10, height: -5)
        let node = graph.add(.offset(spec), children: [child.add(to: &graph)])
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 40, height: 30)
        // LayoutRules §6, "offset": size and layout position do not change; the drawing moves.
        let size = OffsetRule.size(for: proposal, in: harness.context(node, spec))
        #expect(size == CGSize(width: 40, height: 30))
        let placed = OffsetRule.placements(proposal: proposal, size: size, origin: .zero, in: harness.context(node, spec)).all()
        #expect(placed.map(\.origin) == [CGPoint(x: 10, y: -5)])
        #expect(placed.map(\.size) == [size])
    }

    @Test("OverlayBackgroundRule: the main view gives the size; the layer is offered it and aligned on it")
    func overlayBackground() {
        var graph = LayoutGraph()
        let main = FakeChild.fixed("main", CGSize(width: 100, height: 50))
        let layer = FakeChild.fixed("layer", CGSize(width: 20, height: 20))
        let children = [main.add(to: &graph), layer.add(to: &graph)]
        let overlaySpec = OverlayBackgroundSpec(placement: .overlay, alignment: .topTrailing)
        let overlay = graph.add(.overlayOrBackground(overlaySpec), children: children)
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 300, height: 300)
        // LayoutRules §3, "Overlay and background": the main view is laid out alone and gives the
        // size; the secondary view is proposed exactly that size and aligned to the main view.
        let size = OverlayBackgroundRule.size(for: proposal, in: harness.context(overlay, overlaySpec))
        #expect(size == CGSize(width: 100, height: 50))
        #expect(layer.proposals.isEmpty)
        let placed = OverlayBackgroundRule.placements(proposal: proposal, size: size, origin: .zero, in: harness.context(overlay, overlaySpec)).all()
        #expect(layer.proposals.allSatisfy { $0 == ProposedViewSize(width: 100, height: 50) } && !layer.proposals.isEmpty)
        #expect(placed.map(\.child) == children)
        #expect(placed.map(\.origin) == [.zero, CGPoint(x: 80, y: 0)])
        // A background is drawn behind: it comes first.
        let backgroundSpec = OverlayBackgroundSpec(placement: .background)
        let behind = OverlayBackgroundRule.placements(proposal: proposal, size: size, origin: .zero, in: harness.context(overlay, backgroundSpec)).all()
        #expect(behind.map(\.child) == children.reversed())
        #expect(behind.first?.origin == CGPoint(x: 40, y: 15))
    }

    @Test("AlignmentGuideRule: gives one guide an explicit value computed from the child, and keeps the child's size")
    func alignmentGuide() {
        var graph = LayoutGraph()
        let child = FakeChild.fixed("child", CGSize(width: 60, height: 20))
        let leading = HorizontalAlignment.leading.key
        let node = graph.addAlignmentGuide(leading, value: GuideFunction { $0.width / 2 + 3 }, child: child.add(to: &graph))
        guard case .alignmentGuide(let spec) = graph.kind(of: node) else {
            Issue.record("not an alignment guide")
            return
        }
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 100, height: 100)
        // LayoutRules §8: the guide is computed from the view's dimensions; never the view's size.
        #expect(AlignmentGuideRule.size(for: proposal, in: harness.context(node, spec)) == CGSize(width: 60, height: 20))
        #expect(AlignmentGuideRule.explicitGuide(leading, proposal: proposal, in: harness.context(node, spec)) == 33)
    }

    @Test("AspectRatioRule: offers the ratio scaled to fit or fill the proposal, and centres the child")
    func aspectRatio() {
        var graph = LayoutGraph()
        let child = Self.flexible("child", ideal: CGSize(width: 30, height: 10))
        let fitSpec = AspectRatioSpec(ratio: 2, contentMode: .fit)
        let node = graph.add(.aspectRatio(fitSpec), children: [child.add(to: &graph)])
        let harness = RuleHarness(graph)
        let context = harness.context(node, fitSpec)
        let proposal = ProposedViewSize(width: 100, height: 100)
        // LayoutRules §6, "aspectRatio": ratio 2 fit in 100 × 100 is 100 × 50, fill 200 × 100.
        let size = AspectRatioRule.size(for: proposal, in: context)
        #expect(child.proposals.last == ProposedViewSize(width: 100, height: 50))
        #expect(size == CGSize(width: 100, height: 50))
        #expect(AspectRatioRule.size(for: proposal, in: NodeContext(context, spec: AspectRatioSpec(ratio: 2, contentMode: .fill))) == CGSize(width: 200, height: 100))
        // With no ratio the child's ideal size (30 × 10) is the ratio: fit in 90 × 90 is 90 × 30.
        #expect(AspectRatioRule.size(for: ProposedViewSize(width: 90, height: 90), in: NodeContext(context, spec: AspectRatioSpec(contentMode: .fit))) == CGSize(width: 90, height: 30))
        // A fully missing proposal passes through.
        #expect(AspectRatioRule.size(for: .unspecified, in: context) == CGSize(width: 30, height: 10))
        let placed = AspectRatioRule.placements(proposal: proposal, size: CGSize(width: 100, height: 60), origin: .zero, in: context).all()
        #expect(placed.map(\.origin) == [CGPoint(x: 0, y: 5)])
    }

    @Test("PositionRule: takes the whole proposal, proposes the child its own size and centres it on the point")
    func position() {
        var graph = LayoutGraph()
        let child = FakeChild.fixed("child", CGSize(width: 40, height: 20))
        let spec = CGPoint(x: 30, y: 40)
        let node = graph.add(.position(spec), children: [child.add(to: &graph)])
        let harness = RuleHarness(graph)
        // LayoutRules §6, "position": the whole proposal; the child's size on an axis with none.
        let size = PositionRule.size(for: ProposedViewSize(width: 200, height: 100), in: harness.context(node, spec))
        #expect(size == CGSize(width: 200, height: 100))
        #expect(PositionRule.size(for: ProposedViewSize(width: nil, height: 100), in: harness.context(node, spec)) == CGSize(width: 40, height: 100))
        let placed = PositionRule.placements(proposal: ProposedViewSize(width: 200, height: 100), size: size, origin: .zero, in: harness.context(node, spec)).all()
        #expect(placed.map(\.origin) == [CGPoint(x: 10, y: 30)])
        #expect(placed.map(\.proposal) == [ProposedViewSize(width: 200, height: 100)])
    }

    @Test("GridCellRule: outside a grid's sizing, a cell is its view")
    func gridCell() {
        var graph = LayoutGraph()
        let child = Self.flexible("child")
        let spec = GridCellSpec(columns: 2)
        let node = graph.add(.gridCell(spec), children: [child.add(to: &graph)])
        let harness = RuleHarness(graph)
        let proposal = ProposedViewSize(width: 80, height: nil)
        // LayoutRules §9 (`gridCellUnsizedAxes(_:)`): a cell's modifiers tell the grid how to
        // size its tracks and place the cell; the modifier itself neither changes its view's size
        // nor moves it.
        #expect(GridCellRule.size(for: proposal, in: harness.context(node, spec)) == CGSize(width: 80, height: 10))
        #expect(child.proposals == [proposal])
        #expect(GridCellRule.placements(proposal: proposal, size: CGSize(width: 80, height: 10), origin: .zero, in: harness.context(node, spec)).all().map(\.origin) == [.zero])
    }

    @Test("LayoutDirectionRule: its child's size; once placed right to left, its subtree is mirrored")
    func layoutDirection() {
        var graph = LayoutGraph()
        let child = Self.flexible("child")
        let childID = child.add(to: &graph)
        let node = graph.add(.layoutDirection(.rightToLeft), children: [childID])
        let harness = RuleHarness(graph)
        let context = harness.context(node, LayoutDirection.rightToLeft)
        #expect(LayoutDirectionRule.size(for: ProposedViewSize(width: 200, height: 100), in: context) == CGSize(width: 200, height: 100))
        // LayoutRules §8: in a right-to-left layout leading and trailing swap sides: a view 10
        // from the leading edge of a 200-wide frame is drawn 10 from its right edge.
        context.tree.movePlaced(childID, to: CGRect(x: 10, y: 0, width: 50, height: 20))
        LayoutDirectionRule.didPlace(at: CGRect(x: 0, y: 0, width: 200, height: 100), in: context)
        #expect(context.tree.placedFrame(childID) == CGRect(x: 140, y: 0, width: 50, height: 20))
    }

    @Test("SafeAreaRule: a window offers what its insets leave and places the content below them; padding adds them")
    func safeArea() {
        var graph = LayoutGraph()
        let content = Self.flexible("content")
        let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let windowSpec = SafeAreaSpec(insets: insets, source: .window)
        let window = graph.add(.safeArea(windowSpec), children: [content.add(to: &graph)])
        let padded = FakeChild.fixed("padded", CGSize(width: 50, height: 20))
        let paddingSpec = SafeAreaSpec(insets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16), source: .padding)
        let padding = graph.add(.safeArea(paddingSpec), children: [padded.add(to: &graph)])
        let harness = RuleHarness(graph)
        // LayoutRules §12, "The root stays inside the safe area": on iPhone 15 (393 × 852, 59 at
        // the top, 34 at the bottom) the content is offered 393 × 759 and starts at y = 59.
        let screen = ProposedViewSize(width: 393, height: 852)
        let size = SafeAreaRule.size(for: screen, in: harness.context(window, windowSpec))
        #expect(content.proposals == [ProposedViewSize(width: 393, height: 759)])
        #expect(size == CGSize(width: 393, height: 852))
        let placed = SafeAreaRule.placements(proposal: screen, size: size, origin: .zero, in: harness.context(window, windowSpec)).all()
        #expect(placed.map(\.origin) == [CGPoint(x: 0, y: 59)])
        // §12, "Adding to the safe area": safeAreaPadding behaves as padding (16 by default).
        #expect(SafeAreaRule.size(for: ProposedViewSize(width: 100, height: 100), in: harness.context(padding, paddingSpec)) == CGSize(width: 82, height: 52))
        #expect(padded.proposals == [ProposedViewSize(width: 68, height: 68)])
    }

    @Test("IgnoresSafeAreaRule: a view reaching the safe area's inner edges grows out to the screen's")
    func ignoresSafeArea() {
        var graph = LayoutGraph()
        let content = Self.flexible("content")
        let contentID = content.add(to: &graph)
        let spec = IgnoresSafeAreaSpec()
        let ignoring = graph.add(.ignoresSafeArea(spec), children: [contentID])
        let window = graph.add(.safeArea(SafeAreaSpec(insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), source: .window)), children: [ignoring])
        let harness = RuleHarness(graph)
        let context = harness.context(ignoring, spec)
        // LayoutRules §12, "Ignoring the safe area": laid out as its view, then grown to the
        // outer edges of the safe area on every edge it reaches, its view offered the grown size.
        let safe = ProposedViewSize(width: 393, height: 759)
        #expect(IgnoresSafeAreaRule.size(for: safe, in: context) == CGSize(width: 393, height: 759))
        context.tree.movePlaced(window, to: CGRect(x: 0, y: 0, width: 393, height: 852))
        let placed = IgnoresSafeAreaRule.placements(proposal: safe, size: CGSize(width: 393, height: 759), origin: CGPoint(x: 0, y: 59), in: context).all()
        #expect(placed.map(\.proposal) == [ProposedViewSize(width: 393, height: 852)])
        #expect(placed.map(\.origin) == [CGPoint(x: 0, y: -59)])
    }

    @Test("ContainerRelativeFrameRule: a share of its scroll view's visible length, by Apple's formula")
    func containerRelativeFrame() {
        var graph = LayoutGraph()
        let card = FakeChild.fixed("card", CGSize(width: 50, height: 30))
        let spec = ContainerRelativeFrameSpec(axes: .horizontal, count: 3, span: 2, spacing: 10)
        let frame = graph.add(.containerRelativeFrame(spec), children: [card.add(to: &graph)])
        let scrollSpec = ScrollViewSpec(axes: .vertical)
        let scroll = graph.add(.scrollView(scrollSpec), children: [frame])
        let harness = RuleHarness(graph)
        // The scroll view's visible size, as it notes it while it is sized.
        harness.context(scroll, scrollSpec).state(ScrollViewRule.VisibleSizes.self).sizes[scroll] = ProposedViewSize(width: 320, height: 500)
        // LayoutRules §12, "containerRelativeFrame": (320 − 10 × 2) / 3 × 2 + 10 × 1 = 210 wide;
        // on the other axis the view keeps its size, and it is aligned in the frame (centred).
        let proposal = ProposedViewSize(width: 320, height: nil)
        let size = ContainerRelativeFrameRule.size(for: proposal, in: harness.context(frame, spec))
        #expect(size == CGSize(width: 210, height: 30))
        let placed = ContainerRelativeFrameRule.placements(proposal: proposal, size: size, origin: .zero, in: harness.context(frame, spec)).all()
        #expect(placed.map(\.origin) == [CGPoint(x: 80, y: 0)])
        #expect(card.proposals.allSatisfy { $0.width == 210 } && !card.proposals.isEmpty)
    }
}
