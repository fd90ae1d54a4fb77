import Testing
import Trellis

// Two texts stacked in a column are the lower text's leading apart, rounded up to the pixel
// grid of the display scale, instead of the default 8 (ContentViewMetrics article). Body: a
// line of 17 × 1.193 = 20.29 and a leading of 22 − 20.29 = 1.71 (Apple's body line spacing is
// 22), so the pitch from one text's top to the next is:
// - at @1x: 21 + 2 = 23;
// - at @2x: ceil(40.57) / 2 = 20.5, plus ceil(3.43) / 2 = 2: 22.5;
// - at @3x: ceil(60.86) / 3 = 20.333, plus ceil(5.14) / 3 = 2: 22.333.

@Suite("Text-to-text spacing")
@MainActor
struct TextSpacingTests {
    private let window = CGSize(width: 300, height: 300)

    /// The environment of a display with `scale` pixels per point.
    private func display(_ scale: CGFloat) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        return environment
    }

    /// The distance from the top of `upper` to the top of `lower` in `result`.
    private func pitch(_ result: LayoutResult, _ upper: String, _ lower: String) throws -> CGFloat {
        try #require(result.frame(of: lower)).minY - (try #require(result.frame(of: upper))).minY
    }

    /// The gap between the bottom of `upper` and the top of `lower` in `result`.
    private func gap(_ result: LayoutResult, _ upper: String, _ lower: String) throws -> CGFloat {
        try #require(result.frame(of: lower)).minY - (try #require(result.frame(of: upper))).maxY
    }

    @Test("two body texts are one line and one leading on the pixel grid apart: 23, 22.5 and 22.333")
    func pitchByDisplayScale() throws {
        let column = VStack {
            Text("Hello").id("a")
            Text("world").id("b")
        }
        for (scale, expected) in [(1.0, 23.0), (2, 22.5), (3, 67.0 / 3)] {
            let result = column.layout(in: window, environment: display(scale))
            #expect(abs(try pitch(result, "a", "b") - expected) < 1e-6, "at @\(scale)x")
            // The leading rounds up to 2 at every scale here: 1.71 → 2, 3.43 px → 4, 5.14 px → 6.
            #expect(abs(try gap(result, "a", "b") - 2) < 1e-6, "at @\(scale)x")
        }
    }

    @Test("the lower text's font sets the gap: its leading, rounded up")
    func lowerTextLeading() throws {
        // A title (28 pt) has a leading of 34 − 28 × 1.193 = 0.59 → 1; a caption (12 pt) 16 −
        // 14.32 = 1.68 → 2.
        let result = VStack {
            Text("Body").id("body")
            Text("Title").font(.title).id("title")
            Text("Caption").font(.caption).id("caption")
        }
        .layout(in: window)
        #expect(try gap(result, "body", "title") == 1)
        #expect(try gap(result, "title", "caption") == 2)
    }

    @Test("a text next to a view that is not text, or a padded text, keeps 8")
    func nonTextKeepsEight() throws {
        let result = VStack {
            Text("a").id("a")
            Color.red.frame(width: 10, height: 10).id("color")
            Text("b").id("b")
            Text("c").padding(4).id("padded")
            Text("d").id("d")
            Text("e").padding(.horizontal, 4).id("sides")
        }
        .layout(in: window)
        #expect(try gap(result, "a", "color") == 8)
        #expect(try gap(result, "color", "b") == 8)
        // Padding the top and bottom forgets the text's preference on those edges: 8 on both.
        #expect(try gap(result, "b", "padded") == 8)
        #expect(try gap(result, "padded", "d") == 8)
        // Padding only the sides leaves the top and bottom a text's: one leading, 2.
        #expect(try gap(result, "d", "sides") == 2)
        // An explicit spacing wins over the texts' preference.
        let spaced = VStack(spacing: 5) {
            Text("a").id("a")
            Text("b").id("b")
        }
        .layout(in: window)
        #expect(try gap(spaced, "a", "b") == 5)
    }

    @Test("texts side by side in a row are 8 apart")
    func rowKeepsEight() throws {
        let result = HStack {
            Text("a").id("a")
            Text("b").id("b")
        }
        .layout(in: window)
        #expect(try #require(result.frame(of: "b")).minX - (try #require(result.frame(of: "a"))).maxX == 8)
    }

    @Test("an HStack's top edge takes its texts' preference, the one of the largest line spacing")
    func rowEdgeTakesTextPreference() throws {
        // The row's top edge carries the body text's and the title's preferences; the title's
        // line spacing (34) is the larger, so its leading (1) is the gap below the text above.
        let result = VStack {
            Text("Above").id("above")
            HStack {
                Text("a")
                Text("b").font(.title)
            }
            .id("row")
            Text("Below").id("below")
        }
        .layout(in: window)
        #expect(try gap(result, "above", "row") == 1)
        // The text below takes its own (body) leading, 2.
        #expect(try gap(result, "row", "below") == 2)
    }

    // A symbol sits on the text baseline (SwiftUI's spacing categories for images with layout
    // metrics): a text or a symbol right above or below it touches it. A real iOS rendering of
    // Xcode's template, a large-scale symbol above body text in a VStack on a 3× phone, is
    // 25.667 + 20.333 = 46 tall with no gap (LayoutRules, "Spacing").

    @Test("a symbol and the text above or below it touch; two symbols touch")
    func symbolTouchesText() throws {
        let result = VStack {
            Image(systemName: "globe").imageScale(.large).id("globe")
            Text("Hello, world!").id("text")
            Image(systemName: "star").id("star")
            Image(systemName: "heart").id("heart")
        }
        .layout(in: window, environment: display(3))
        // On the 3× pixel grid the edges meet to within rounding.
        for (upper, lower) in [("globe", "text"), ("text", "star"), ("star", "heart")] {
            let distance = try gap(result, upper, lower)
            #expect(abs(distance) < 1e-9, "\(upper) to \(lower): \(distance)")
        }
    }

    @Test("a symbol keeps 8 from a view that is not text, across a row, and once resized or padded")
    func symbolKeepsEightFromOthers() throws {
        let result = VStack {
            Image(systemName: "globe").id("globe")
            Color.red.frame(width: 10, height: 10).id("color")
            Image(systemName: "star").resizable().frame(width: 20, height: 20).id("resized")
            Text("a").id("a")
            Image(systemName: "heart").padding(.top, 1).id("padded")
        }
        .layout(in: window)
        #expect(try gap(result, "globe", "color") == 8)
        #expect(try gap(result, "resized", "a") == 8)
        #expect(try gap(result, "a", "padded") == 8)
        let row = HStack {
            Image(systemName: "globe").id("globe")
            Text("a").id("a")
        }
        .layout(in: window)
        #expect(try #require(row.frame(of: "a")).minX - (try #require(row.frame(of: "globe"))).maxX == 8)
    }

    // At the standard Dynamic Type sizes a text style's line spacing moves with its size, a
    // point for a point (Apple's Human Interface Guidelines, "Typography"): callout is 16 on 21
    // at the default size, so 13 on 18 at extra small, where scaling the leading with the size
    // gave 17.06.

    @Test("lines of a text style are its line spacing apart at every standard size: callout at extra small 18")
    func lineSpacingAtStandardSizes() throws {
        let paragraph = Text("One two three four five six seven eight nine ten eleven twelve thirteen fourteen")
            .font(.callout).id("p")
        for (size, lineSpacing) in [(DynamicTypeSize.xSmall, 18.0), (.large, 21)] as [(DynamicTypeSize, CGFloat)] {
            let one = Text("One").font(.callout).id("p").environment(\.dynamicTypeSize, size).layout(in: window, environment: display(3))
            let four = paragraph.frame(width: 120).lineLimit(4).environment(\.dynamicTypeSize, size).layout(in: CGSize(width: 120, height: 400), environment: display(3))
            let line = try #require(one.frame(of: "p")).height
            let lines = try #require(four.frame(of: "p")).height
            let count = ((lines - line) / lineSpacing).rounded()
            #expect(count >= 1, "\(size): one line only")
            #expect(abs(lines - line - count * lineSpacing) < 1e-6, "\(size): \(lines) tall for \(count + 1) lines of \(line)")
        }
    }
}
