import Testing
import Trellis

/// Warnings beyond a stack's own axis, texts cut short, shared names and images without a size.
@Suite("Warnings on both axes, texts and names") @MainActor
struct BoundsAndTextWarningTests {
    @Test("a 500-pt banner in a VStack in a 390-pt window is reported sticking out of the window, with a fix")
    func bannerAcrossTheAxis() throws {
        let result = VStack {
            Color.orange.frame(width: 500, height: 60).id("banner")
            Text("Hello")
        }
        .layout(in: CGSize(width: 390, height: 844))
        let messages = result.warnings.filter { $0.kind == .outOfBounds }.map(\.message)
        // The banner is 500 wide where the stack was offered 390, and the stack, as wide as the
        // banner and 60 + 8 + 21 = 89 tall, is wider than the window.
        #expect(messages.contains { $0.hasPrefix("'banner' is 500 pt wide in VStack, which was offered 390: it sticks out by 110 pt") && $0.contains(".frame(maxWidth: .infinity)") })
        // The stack's warning leads with the banner that makes it too wide: 500 − 390 = 110.
        #expect(messages.contains {
            $0.hasPrefix("'banner' is 500 pt wide (frame(width: 500)), 110 pt wider than the 390-pt window: VStack takes its width from 'banner', the widest of its 2 children. "
                + "VStack needs 500×89 in the 390×844 window and sticks out of it") && $0.contains("ScrollView")
        }, "\(messages)")
    }

    @Test("a card larger than its window is reported")
    func windowTooSmall() throws {
        let result = Color.gray.frame(width: 300, height: 100).id("card").layout(in: .zero)
        let warning = try #require(result.warnings.first { $0.kind == .outOfBounds })
        #expect(warning.message.hasPrefix("'card' needs 300×100 but the window is 0×0"))
    }

    @Test("a text cut short names the view, the size it needed and the size it got, and its lines are in the result")
    func truncatedText() throws {
        let result = Text("A rather long headline that will not fit").lineLimit(1).id("headline")
            .frame(width: 100)
            .layout(in: CGSize(width: 390, height: 844))
        let warning = try #require(result.warnings.first { $0.kind == .textTruncated })
        #expect(warning.message.hasPrefix("'headline' is truncated: its text needs "))
        #expect(warning.message.contains("in 1 line"))
        let lines = try #require(result.textLines(of: "headline"))
        #expect(lines.count == 1)
        #expect(lines[0].text.hasSuffix("…"))
        #expect(lines[0].width <= 100)
        #expect(result.explain("headline").contains("(1 line, truncated: \"\(lines[0].text)\")"))
    }

    @Test("a text that fits gives no warning and keeps its words on its lines")
    func wrappedText() throws {
        let result = Text("one two").id("t").layout(in: CGSize(width: 390, height: 844))
        #expect(!result.warnings.contains { $0.kind == .textTruncated })
        #expect(result.textLines(of: "t")?.map(\.text) == ["one two"])
    }

    @Test("the frame table shortens a long text label without the ellipsis truncation uses")
    func longLabel() {
        let table = Text("A rather long headline that will not fit").frame(width: 1000).layout(in: CGSize(width: 1000, height: 100)).frameTable()
        #expect(table.contains("Text \"A rather long headli\" (40 characters)"))
        #expect(!table.contains("…"))
    }

    @Test("two views with one name are reported, and an image with no size")
    func namesAndImages() throws {
        let result = VStack {
            Color.red.id("dup")
            Color.blue.id("dup")
            Image("avatar")
        }
        .layout(in: CGSize(width: 390, height: 844))
        #expect(result.warnings.contains { $0.kind == .duplicateName && $0.message.hasPrefix("2 views are named 'dup'") })
        #expect(result.warnings.contains { $0.kind == .imageWithoutSize && $0.message.hasPrefix("Image \"avatar\" has no natural size") })
    }
}
