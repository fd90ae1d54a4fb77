import Testing
import Trellis

/// ScrollView: the content is proposed nil along the scroll axes and the scroll view's size
/// across them; the scroll view takes its proposal; the content starts at the top-leading
/// corner along the scroll axes and is centred across them.
@Suite("ScrollView")
@MainActor
struct ScrollViewTests {
    private let phone = CGSize(width: 390, height: 844)
    private let strip = CGSize(width: 390, height: 200)

    @Test("a vertical scroll view fills the window and its content keeps its ideal height")
    func verticalContentTallerThanTheWindow() {
        // Each row is proposed 390×nil and is 100 tall: the content is 390×1000, from the top.
        let result = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { index in Color.blue.frame(height: 100).id(index) }
            }
            .id("content")
        }
        .id("scroll")
        .layout(in: phone)
        #expect(result.frame(of: "scroll") == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 0, width: 390, height: 1000))
        #expect(result.frame(of: 9) == CGRect(x: 0, y: 900, width: 390, height: 100))
        #expect(result.contentSize(ofScrollView: "scroll") == CGSize(width: 390, height: 1000))
    }

    @Test("content shorter than the scroll view sits at the top, centred across")
    func smallContentAtTheTop() {
        let result = ScrollView { Color.red.frame(width: 100, height: 100).id("content") }.layout(in: phone)
        // (390 − 100) / 2 = 145.
        #expect(result.frame(of: "content") == CGRect(x: 145, y: 0, width: 100, height: 100))
    }

    @Test("a Color alone in a vertical scroll view is 10 pt tall: it is proposed no height")
    func colorCollapsesAlongTheScrollAxis() {
        let result = ScrollView { Color.red.id("color") }.layout(in: phone)
        #expect(result.frame(of: "color") == CGRect(x: 0, y: 0, width: 390, height: 10))
    }

    @Test("a horizontal scroll view proposes no width and centres its content vertically")
    func horizontalScrollView() {
        let row = ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
                ForEach(0..<5) { index in Color.green.frame(width: 100).id(index) }
            }
            .id("row")
        }
        .layout(in: strip)
        #expect(row.frame(of: "row") == CGRect(x: 0, y: 0, width: 500, height: 200))
        let small = ScrollView(.horizontal) { Color.red.frame(width: 50, height: 50).id("small") }.layout(in: strip)
        // (200 − 50) / 2 = 75 across; 0 along the scroll axis.
        #expect(small.frame(of: "small") == CGRect(x: 0, y: 75, width: 50, height: 50))
    }

    @Test("scrolling on both axes puts the content at the top-leading corner")
    func bothAxes() {
        let result = ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 50, height: 50).id("content") }.layout(in: strip)
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("several content views are stacked in an implicit VStack, whatever the axes")
    func implicitVStack() {
        // 20 + 8 + 20 = 48 tall, centred across a 200-tall horizontal scroll view: y = 76.
        let result = ScrollView(.horizontal) {
            Color.red.frame(width: 50, height: 20).id("first")
            Color.blue.frame(width: 50, height: 20).id("second")
        }
        .layout(in: strip)
        #expect(result.frame(of: "first") == CGRect(x: 0, y: 76, width: 50, height: 20))
        #expect(result.frame(of: "second") == CGRect(x: 0, y: 104, width: 50, height: 20))
    }

    @Test("proposed no height, a vertical scroll view is as tall as its content")
    func fixedSizeScrollViewHugsItsContent() {
        // The scroll view is proposed 390×nil, takes the content's 120, and is centred: (844 − 120) / 2.
        let result = ScrollView { Color.red.frame(height: 120) }
            .id("scroll")
            .fixedSize(horizontal: false, vertical: true)
            .layout(in: phone)
        #expect(result.frame(of: "scroll") == CGRect(x: 0, y: 362, width: 390, height: 120))
    }

    @Test("a Spacer directly in a scroll view grows on both axes: the scroll view is not a stack")
    func spacerInScrollView() {
        // Inside a VStack, but the scroll view resets the stack axis: proposed 390×nil the
        // spacer is 390 wide and its minimum 8 tall (in the VStack's axis it would be 0 wide).
        let result = VStack { ScrollView { Spacer().id("spacer") } }.layout(in: phone)
        #expect(result.frame(of: "spacer") == CGRect(x: 0, y: 0, width: 390, height: 8))
    }

    @Test("the axes and indicators survive a round trip through a graph file")
    func roundTrip() throws {
        let graph = ScrollView(.horizontal, showsIndicators: false) { Color.red.frame(width: 500) }.layoutGraph()
        let decoded = try LayoutGraph.decode(json: graph.jsonData())
        #expect(try decoded.jsonData() == graph.jsonData())
        #expect(LayoutSolver().layout(decoded, in: strip).frames == LayoutSolver().layout(graph, in: strip).frames)
    }
}
