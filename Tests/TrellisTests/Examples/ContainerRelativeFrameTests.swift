import Testing
import Trellis

/// `containerRelativeFrame`: lengths from the container (here the window's safe area) by
/// Apple's documented formula (length − spacing × (count − 1)) / count × span + spacing ×
/// (span − 1). The iPhone 15's safe area is 393×759 at (0, 59).
@Suite("containerRelativeFrame") @MainActor
struct ContainerRelativeFrameTests {
    @Test("without a count the frame is the container's length on the chosen axes")
    func wholeContainer() {
        // Width 393; the height stays the colour's own (it takes the 759 it is offered).
        let text = Text("Hi").containerRelativeFrame(.horizontal, alignment: .leading).id("f").layout(on: .iPhone15)
        #expect(text.frame(of: "f")?.width == 393)
        let both = Color.red.frame(width: 10, height: 10).containerRelativeFrame([.horizontal, .vertical]).id("f").layout(on: .iPhone15)
        #expect(both.frame(of: "f") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("count, span and spacing follow Apple's formula", arguments: [
        // (393 − 10 × 2) / 3 = 124.333… per part; span 1: 124.333…
        (3, 1, CGFloat(10), (393 - 20) / CGFloat(3)),
        // span 2: 2 parts and one gap: 2 × 124.333… + 10
        (3, 2, 10, (393 - 20) / CGFloat(3) * 2 + 10),
        // span 3 fills the container: 393
        (3, 3, 10, 393),
        // two columns, no spacing: 196.5
        (2, 1, 0, 196.5),
    ])
    func formula(count: Int, span: Int, spacing: CGFloat, expected: CGFloat) {
        let result = Color.red.containerRelativeFrame(.horizontal, count: count, span: span, spacing: spacing).id("f").layout(on: .iPhone15)
        #expect(abs((result.frame(of: "f")?.width ?? 0) - expected) < 1e-9)
    }

    @Test("the vertical axis divides the safe area's height")
    func vertical() {
        // (759 − 8) / 2 = 375.5, aligned at the top of the 759 the root is offered.
        let result = Color.red.containerRelativeFrame(.vertical, count: 2, spacing: 8).id("f").layout(on: .iPhone15)
        #expect(result.frame(of: "f")?.height == 375.5)
    }

    @Test("the alignment places the view inside the frame")
    func alignment() {
        let result = Color.red.frame(width: 50, height: 20).id("c")
            .containerRelativeFrame(.horizontal, alignment: .trailing).layout(on: .iPhoneSE)
        // The frame is 375 wide at x 0; the 50-wide colour sits at its trailing edge.
        #expect(result.frame(of: "c")?.minX == 325)
    }

    @Test("bad counts, spans and spacings never give a bad frame")
    func badInput() {
        for (count, span, spacing) in [(0, 1, CGFloat(0)), (-3, 5, 0), (2, 9, .nan), (2, 0, .infinity), (100, 1, 10)] {
            let result = Color.red.containerRelativeFrame(.horizontal, count: count, span: span, spacing: spacing).id("f").layout(on: .iPhone15)
            let width = result.frame(of: "f")?.width ?? -1
            #expect(width.isFinite && width >= 0 && width <= 393)
        }
        // A count of 0 counts as 1: the whole width.
        #expect(Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 0).id("f").layout(on: .iPhone15).frame(of: "f")?.width == 393)
    }

    @Test("in a plain window the container is the window")
    func plainWindow() {
        let result = Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 0).id("f").layout(in: CGSize(width: 400, height: 300))
        #expect(result.frame(of: "f")?.width == 100)
    }
}
