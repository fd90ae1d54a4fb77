import Testing
import Trellis

/// `containerRelativeFrame` inside a scroll view measures the scroll view's visible size (the
/// size it was given), not the window: Apple's documentation names the nearest scroll view as
/// the container. The lengths follow the documented formula
/// (length − spacing × (count − 1)) / count × span + spacing × (span − 1).
@Suite("containerRelativeFrame in scroll views") @MainActor
struct ContainerRelativeFrameScrollTests {
    @Test("cards in a horizontal scroll view are a third of its width, not of the window's")
    func carousel() throws {
        // The scroll view is 400 − 2 × 20 = 360 wide: (360 − 10 × 2) / 3 = 113.333… per card,
        // 10 apart from x = 20; each takes the scroll view's 300 height.
        let result = ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<4, id: \.self) { Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).id("c\($0)") }
            }
        }
        .padding(.horizontal, 20)
        .layout(in: CGSize(width: 400, height: 300))
        let card = (360 - CGFloat(20)) / 3
        for index in 0..<4 {
            let frame = try #require(result.frame(of: "c\(index)"))
            #expect(abs(frame.width - card) < 1e-9, "card \(index)")
            #expect(abs(frame.minX - (20 + CGFloat(index) * (card + 10))) < 1e-9, "card \(index)")
            #expect(frame.height == 300)
        }
    }

    @Test("pages in a vertical scroll view are half its height, after the stack around it has shared the space")
    func pagesAfterStackDistribution() {
        // The VStack gives the 100-high header its 100 and the scroll view the rest: 500.
        // Pages: (500 − 0) / 2 = 250 each, stacked from y = 100. While the stack probes the scroll
        // view at other heights the pages measure those heights; the placed ones measure 500.
        let result = VStack(spacing: 0) {
            Color.blue.frame(height: 100)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { Color.red.containerRelativeFrame(.vertical, count: 2, spacing: 0).id("p\($0)") }
                }
            }
            .id("scroll")
        }
        .layout(in: CGSize(width: 400, height: 600))
        #expect(result.frame(of: "scroll") == CGRect(x: 0, y: 100, width: 400, height: 500))
        #expect(result.frame(of: "p0") == CGRect(x: 0, y: 100, width: 400, height: 250))
        #expect(result.frame(of: "p1") == CGRect(x: 0, y: 350, width: 400, height: 250))
        #expect(result.frame(of: "p2") == CGRect(x: 0, y: 600, width: 400, height: 250))
    }

    @Test("a scroll view offered no length on an axis leaves the view its own length there")
    func unspecifiedScrollView() {
        // fixedSize offers the scroll view nothing: the frame takes its child's 30 × 20.
        let result = ScrollView {
            Color.red.frame(width: 30, height: 20).containerRelativeFrame([.horizontal, .vertical]).id("f")
        }
        .fixedSize()
        .layout(in: CGSize(width: 30, height: 20))
        #expect(result.frame(of: "f") == CGRect(x: 0, y: 0, width: 30, height: 20))
    }

    @Test("the nearest scroll view is the container; outside any, the window's safe area")
    func nearestContainer() {
        // The inner scroll view is 200 wide: a quarter is 50. The outer one is the window's 400 (its
        // content fills the width; a scroll view is as wide as its content across its axis).
        let result = ScrollView {
            VStack(spacing: 0) {
                Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 0).frame(height: 10).id("outer")
                ScrollView(.horizontal) {
                    Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 0).id("inner")
                }
                .frame(width: 200, height: 10)
            }
            .frame(maxWidth: .infinity)
        }
        .layout(in: CGSize(width: 400, height: 300))
        #expect(result.frame(of: "outer")?.width == 100)
        #expect(result.frame(of: "inner")?.width == 50)
    }
}
