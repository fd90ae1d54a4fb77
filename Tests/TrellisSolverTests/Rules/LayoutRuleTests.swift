import Testing
import Trellis

/// Pins the rules of the LayoutRules article (Documentation/Trellis.docc/LayoutRules.md) that the
/// conformance cases do not exercise on their own. Each test names the article's section (§);
/// expected values are derived by hand from that section.
@Suite("Layout rules")
@MainActor
struct LayoutRuleTests {
    private let window = CGSize(width: 200, height: 200)

    @Test("§1 the root is centred in the window and may overflow on both sides")
    func rootCentredAndOverflowing() {
        let result = Color.red.frame(width: 300, height: 50).id("root").layout(in: window)
        #expect(result.frame(of: "root") == CGRect(x: -50, y: 75, width: 300, height: 50))
    }

    @Test("§0 an unspecified proposal is replaced by 10×10")
    func replacingUnspecifiedDimensions() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 30, height: 2))
        #expect(Color.red.sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(Color.red.sizeThatFits(.infinity) == CGSize(width: CGFloat.infinity, height: .infinity))
    }

    @Test("§0 a single-child stack is transparent: the child's explicit guide reaches the outer stack")
    func singleChildStackPassesGuides() {
        // red's leading guide is 10, so red starts 10 pt before the common leading line and blue
        // sits 10 pt right of red's edge.
        let result = VStack(alignment: .leading, spacing: 0) {
            HStack { Color.red.alignmentGuide(.leading) { _ in 10 }.id("red") }
            Color.blue.frame(width: 50, height: 10).id("blue")
        }.layout(in: window)
        #expect(result.frame(of: "red") == CGRect(x: 0, y: 0, width: 200, height: 190))
        #expect(result.frame(of: "blue") == CGRect(x: 10, y: 190, width: 50, height: 10))
    }

    @Test("§2.7 a multi-child stack does not propagate the frame guides")
    func multiChildStackDropsFrameGuides() {
        let result = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 10 }
                Color.green.frame(width: 20, height: 20)
            }.id("row")
            Color.blue.frame(width: 50, height: 10).id("blue")
        }.layout(in: window)
        // Both children align on their default leading edges: the VStack is 50 wide, centred.
        #expect(result.frame(of: "row") == CGRect(x: 75, y: 85, width: 40, height: 20))
        #expect(result.frame(of: "blue") == CGRect(x: 75, y: 105, width: 50, height: 10))
    }

    private enum Marker: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }

    @Test("§2.7 custom guides propagate out of nested stacks, averaged")
    func customGuidesAverage() {
        let marker = VerticalAlignment(Marker.self)
        let result = HStack(alignment: marker, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 20).alignmentGuide(marker) { d in d[.top] }
                Color.green.frame(width: 10, height: 20).alignmentGuide(marker) { d in d[.bottom] }
            }.id("column")
            Color.blue.frame(width: 10, height: 10).id("blue")
        }.layout(in: window)
        // In the column the explicit values are 0 (red's top) and 40 (green's bottom, 20 + 20):
        // their average, 20, is the column's marker. Blue's marker is its centre, 5, so blue's
        // top sits 15 below the column's top. The stack is 40 tall and centred.
        #expect(result.frame(of: "column") == CGRect(x: 90, y: 80, width: 10, height: 40))
        #expect(result.frame(of: "blue") == CGRect(x: 100, y: 95, width: 10, height: 10))
    }

    @Test("§6 offset moves the content after layout; siblings and the modified view's own frame stay put")
    func offsetDoesNotAffectLayout() {
        let result = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).id("inner").offset(x: 10, y: 5).id("outer")
            Color.blue.frame(width: 50, height: 50).id("blue")
        }.layout(in: window)
        #expect(result.frame(of: "outer") == CGRect(x: 75, y: 50, width: 50, height: 50))
        #expect(result.frame(of: "inner") == CGRect(x: 85, y: 55, width: 50, height: 50))
        #expect(result.frame(of: "blue") == CGRect(x: 75, y: 100, width: 50, height: 50))
    }

    @Test("§6 EmptyView and false conditions contribute no child and no spacing")
    func emptyContentIsNotAChild() {
        let showBlue = false
        let result = HStack {
            Color.red.frame(width: 10, height: 10).id("red")
            if showBlue { Color.blue.frame(width: 10, height: 10) }
            EmptyView()
            Color.green.frame(width: 10, height: 10).id("green")
        }.layout(in: window)
        // 10 + 8 + 10 = 28 wide, centred: red at 86, green at 86 + 18.
        #expect(result.frame(of: "red")?.minX == 86)
        #expect(result.frame(of: "green")?.minX == 104)
    }

    @Test("a modifier on a Group applies to each of its views")
    func groupModifiersApplyPerChild() {
        let result = VStack(spacing: 0) {
            Group {
                Color.red.id("red")
                Color.blue.id("blue")
            }
            .frame(height: 20)
        }.layout(in: window)
        #expect(result.frame(of: "red") == CGRect(x: 0, y: 80, width: 200, height: 20))
        #expect(result.frame(of: "blue") == CGRect(x: 0, y: 100, width: 200, height: 20))
    }

    @Test("§2.6 a stack proposed nil across its axis re-proposes its own thickness when placing")
    func fixedSizeStackEqualisesWidths() {
        let result = VStack(spacing: 0) {
            Color.red.frame(width: 80, height: 10)
            Color.blue.frame(maxWidth: .infinity).frame(height: 10).id("blue")
        }.fixedSize().layout(in: window)
        #expect(result.frame(of: "blue") == CGRect(x: 60, y: 100, width: 80, height: 10))
    }

    @Test("§4 a Spacer in a ZStack expands on both axes")
    func spacerOutsideStackExpands() {
        let result = ZStack { Spacer().id("spacer") }.frame(width: 120, height: 60).layout(in: window)
        #expect(result.frame(of: "spacer") == CGRect(x: 40, y: 70, width: 120, height: 60))
    }

    @Test("§2.2 a Spacer is sized last, after flexible views take all but its minimum")
    func spacerIsSizedLast() {
        let result = HStack { Color.red.id("red"); Spacer() }.layout(in: window)
        #expect(result.frame(of: "red") == CGRect(x: 0, y: 0, width: 192, height: 200))
    }

    @Test("§3 a secondary layer is proposed the primary's size and never changes it")
    func overlayBackgroundLayerDoesNotResize() {
        let result = Color.red.frame(width: 40, height: 40).id("primary")
            .overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 100, height: 10).id("badge") }
            .id("modified")
            .layout(in: window)
        #expect(result.frame(of: "modified") == CGRect(x: 80, y: 80, width: 40, height: 40))
        #expect(result.frame(of: "badge") == CGRect(x: 20, y: 110, width: 100, height: 10))
    }

    @Test("PreviewProvider previews lay out like any view")
    func previewsLayOut() {
        struct Previews: PreviewProvider {
            static var previews: some View { Color.red.frame(width: 20, height: 30).id("preview") }
        }
        #expect(Previews.previews.layout(in: window).frame(of: "preview") == CGRect(x: 90, y: 85, width: 20, height: 30))
    }
}

@Suite("Empty containers")
@MainActor
struct EmptyContainerTests {
    @Test("an empty stack is 0×0 whatever it is offered, and sits at the centre of the window")
    func emptyStacks() {
        for view in [AnyView(HStack {}), AnyView(VStack(spacing: 10) {}), AnyView(ZStack {})] {
            let result = view.id("empty").layout(in: CGSize(width: 200, height: 100))
            #expect(result.frame(of: "empty") == CGRect(x: 100, y: 50, width: 0, height: 0))
        }
    }
}
