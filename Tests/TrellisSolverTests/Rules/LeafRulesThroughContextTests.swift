import Foundation
import Testing
@testable import TrellisSolver
import Trellis

/// Each leaf rule asked directly through its node's context. Expected values are SwiftUI's
/// rules as the LayoutRules and ContentViewMetrics articles give them, cited per test.
@Suite("Leaf rules through their context")
struct LeafRulesThroughContextTests {
    typealias FakeChild = SingleRuleTests.FakeChild

    @Test("ShapeRule: a colour takes its proposal, 10 on a missing axis; a circle the largest square it holds")
    func shape() {
        var graph = LayoutGraph()
        let colourSpec = ShapeSpec(shape: .color), circleSpec = ShapeSpec(shape: .circle)
        let colour = graph.add(.shape(colourSpec))
        let circle = graph.add(.shape(circleSpec))
        let harness = RuleHarness(graph)
        // LayoutRules §6, "Colours and shapes": the proposal, 10 on a missing axis, infinity stays.
        #expect(ShapeRule.size(for: ProposedViewSize(width: 260, height: nil), in: harness.context(colour, colourSpec)) == CGSize(width: 260, height: 10))
        #expect(ShapeRule.size(for: ProposedViewSize(width: .infinity, height: 50), in: harness.context(colour, colourSpec))
                == CGSize(width: CGFloat.infinity, height: 50))
        // LayoutRules §6, "Circle": offered 260 × 10 it is 10 × 10.
        #expect(ShapeRule.size(for: ProposedViewSize(width: 260, height: 10), in: harness.context(circle, circleSpec)) == CGSize(width: 10, height: 10))
        #expect(ShapeRule.placements(proposal: .unspecified, size: CGSize(width: 10, height: 10), origin: .zero, in: harness.context(colour, colourSpec)).all().isEmpty)
    }

    @Test("SpacerRule: in a stack its minimum or the offer along the axis and 0 across; outside, both axes")
    func spacer() {
        var graph = LayoutGraph()
        let spec = SpacerSpec()
        let inStack = graph.add(.spacer(spec))
        _ = graph.add(.stack(StackSpec(axis: .horizontal, alignment: AlignmentKey(axis: .vertical, guide: .center), spacing: nil)), children: [inStack])
        let wideSpec = SpacerSpec(minLength: 20)
        let alone = graph.add(.spacer(wideSpec))
        let harness = RuleHarness(graph)
        let stacked = harness.context(inStack, spec)
        // LayoutRules §4, "Spacer in a stack": never less than 8 along the axis, infinity stays, 0 across.
        #expect(SpacerRule.size(for: ProposedViewSize(width: 0, height: 50), in: stacked) == CGSize(width: 8, height: 0))
        #expect(SpacerRule.size(for: ProposedViewSize(width: nil, height: 50), in: stacked) == CGSize(width: 8, height: 0))
        #expect(SpacerRule.size(for: ProposedViewSize(width: 120, height: 50), in: stacked) == CGSize(width: 120, height: 0))
        #expect(SpacerRule.size(for: ProposedViewSize(width: .infinity, height: 50), in: stacked) == CGSize(width: CGFloat.infinity, height: 0))
        // LayoutRules §4, "Spacer outside a stack": the same growth on both axes, here a minimum of 20.
        #expect(SpacerRule.size(for: ProposedViewSize(width: 5, height: 30), in: harness.context(alone, wideSpec)) == CGSize(width: 20, height: 30))
        #expect(SpacerRule.name(in: stacked) == .spacerInStack)
        #expect(SpacerRule.name(in: harness.context(alone, wideSpec)) == .spacerOutsideStack)
    }

    @Test("DividerRule: a line across its stack, its thickness along the stack's axis")
    func divider() {
        var graph = LayoutGraph()
        let spec = DividerSpec(thickness: 1)
        let inVStack = graph.add(.divider(spec))
        let inHStack = graph.add(.divider(spec))
        _ = graph.add(.stack(StackSpec(axis: .vertical, alignment: AlignmentKey(axis: .horizontal, guide: .center), spacing: nil)), children: [inVStack])
        _ = graph.add(.stack(StackSpec(axis: .horizontal, alignment: AlignmentKey(axis: .vertical, guide: .center), spacing: nil)), children: [inHStack])
        let harness = RuleHarness(graph)
        // LayoutRules §4, "Divider": in a VStack a horizontal line as wide as proposed, in an
        // HStack a vertical line as tall as proposed; its long side behaves like a colour (§6: 10
        // on a missing axis).
        #expect(DividerRule.size(for: ProposedViewSize(width: 200, height: 300), in: harness.context(inVStack, spec)) == CGSize(width: 200, height: 1))
        #expect(DividerRule.size(for: ProposedViewSize(width: 200, height: 300), in: harness.context(inHStack, spec)) == CGSize(width: 1, height: 300))
        #expect(DividerRule.size(for: .unspecified, in: harness.context(inVStack, spec)) == CGSize(width: 10, height: 1))
    }

    @Test("ImageRule: its natural size whatever it is offered, unless resizable")
    func image() {
        var graph = LayoutGraph()
        let fixedSpec = ImageSpec(name: "photo", naturalSize: CGSize(width: 40, height: 30))
        let resizableSpec = ImageSpec(name: "photo", naturalSize: CGSize(width: 40, height: 30), isResizable: true)
        let fixed = graph.add(.image(fixedSpec))
        let resizable = graph.add(.image(resizableSpec))
        let harness = RuleHarness(graph)
        // LayoutRules §6, "Image": natural size unless resizable; a resizable image takes its
        // proposal, its natural length on a missing axis.
        #expect(ImageRule.size(for: ProposedViewSize(width: 200, height: 200), in: harness.context(fixed, fixedSpec)) == CGSize(width: 40, height: 30))
        #expect(ImageRule.size(for: ProposedViewSize(width: 200, height: 200), in: harness.context(resizable, resizableSpec)) == CGSize(width: 200, height: 200))
        #expect(ImageRule.size(for: ProposedViewSize(width: 200, height: nil), in: harness.context(resizable, resizableSpec)) == CGSize(width: 200, height: 30))
    }

    @Test("ControlRule: a slider takes the offered width (10 unspecified) and stays 34 tall; a switch keeps 51 × 31")
    func control() {
        var graph = LayoutGraph()
        let sliderSpec = ControlSpec(name: "Slider", width: .flexible(ideal: 10), height: .fixed(34))
        let switchSpec = ControlSpec(name: "Toggle", width: .fixed(51), height: .fixed(31))
        let slider = graph.add(.control(sliderSpec))
        let toggle = graph.add(.control(switchSpec))
        let harness = RuleHarness(graph)
        // ContentViewMetrics, the `Slider` row: width the proposal (10 when unspecified), height 34.
        #expect(ControlRule.size(for: ProposedViewSize(width: 200, height: 100), in: harness.context(slider, sliderSpec)) == CGSize(width: 200, height: 34))
        #expect(ControlRule.size(for: .unspecified, in: harness.context(slider, sliderSpec)) == CGSize(width: 10, height: 34))
        // ContentViewMetrics, the `Toggle` row: the switch is 51 × 31 on iOS 18 whatever it is offered.
        #expect(ControlRule.size(for: ProposedViewSize(width: 300, height: 300), in: harness.context(toggle, switchSpec)) == CGSize(width: 51, height: 31))
    }

    @Test("MeasuredLeafRule: the host function's answer for the proposal; a negative length becomes 0")
    func measuredLeaf() {
        var graph = LayoutGraph()
        let host = FakeChild("host") { CGSize(width: min($0.width ?? 80, 80), height: 24) }
        let leaf = host.add(to: &graph)
        let broken = FakeChild.fixed("broken", CGSize(width: -5, height: 12)).add(to: &graph)
        let harness = RuleHarness(graph)
        guard case .measuredLeaf(let spec) = graph.kind(of: leaf), case .measuredLeaf(let brokenSpec) = graph.kind(of: broken) else {
            Issue.record("the fakes are not measured leaves")
            return
        }
        // A host view answers for itself (LayoutRules §1: a child chooses its size for a proposal).
        #expect(MeasuredLeafRule.size(for: ProposedViewSize(width: 50, height: 50), in: harness.context(leaf, spec)) == CGSize(width: 50, height: 24))
        #expect(host.proposals == [ProposedViewSize(width: 50, height: 50)])
        // A length no frame can have is replaced by 0, so that frames stay finite.
        #expect(MeasuredLeafRule.size(for: .unspecified, in: harness.context(broken, brokenSpec)) == CGSize(width: 0, height: 12))
    }

    @Test("TextRule: the measurer's size, and its first and last baselines as explicit guides")
    func text() {
        struct Measurer: TextMeasurer {
            func measure(_ text: TextSpec, proposal: ProposedViewSize) -> TextMeasurement {
                // Two lines of 20 when narrower than 100, else one line 100 wide.
                let wraps = (proposal.width ?? .infinity) < 100
                return TextMeasurement(size: CGSize(width: wraps ? 60 : 100, height: wraps ? 40 : 20), firstBaseline: 16, lastBaseline: wraps ? 36 : 16)
            }
        }
        var graph = LayoutGraph()
        let spec = TextSpec("Hello, wide world")
        let text = graph.addText(spec, measurer: Measurer())
        guard case .text(let stored) = graph.kind(of: text) else {
            Issue.record("not a text")
            return
        }
        let harness = RuleHarness(graph)
        let context = harness.context(text, stored)
        // LayoutRules §6, "Text": proposed nothing, one line; proposed a width, it wraps and
        // reports its widest line, not the proposal.
        #expect(TextRule.size(for: .unspecified, in: context) == CGSize(width: 100, height: 20))
        #expect(TextRule.size(for: ProposedViewSize(width: 80, height: nil), in: context) == CGSize(width: 60, height: 40))
        // LayoutRules §8: text gives its first and last lines' baselines explicitly, no other guide.
        let narrow = ProposedViewSize(width: 80, height: nil)
        #expect(TextRule.explicitGuide(AlignmentKey(axis: .vertical, guide: .firstTextBaseline), proposal: narrow, in: context) == 16)
        #expect(TextRule.explicitGuide(AlignmentKey(axis: .vertical, guide: .lastTextBaseline), proposal: narrow, in: context) == 36)
        #expect(TextRule.explicitGuide(AlignmentKey(axis: .vertical, guide: .center), proposal: narrow, in: context) == nil)
    }
}
