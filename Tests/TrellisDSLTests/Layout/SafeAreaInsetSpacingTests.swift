import Testing
import Trellis

// `safeAreaInset(edge:alignment:spacing:content:)` with no spacing keeps the default spacing
// between the inset content and the view, as two views in a stack are spaced: 8 between plain
// views, as SwiftUI lays it out (Apple's documentation: "nil to use the default amount of
// spacing"; a peer's suite checked against real SwiftUI measured 8). An explicit spacing wins.

@Suite("safeAreaInset's default spacing")
@MainActor
struct SafeAreaInsetSpacingTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("a bottom bar with no spacing is 8 below the view's content; 0 and 20 are kept as given")
    func bottomBar() throws {
        for (spacing, expected) in [(nil, 8.0), (0, 0), (20, 20)] as [(CGFloat?, CGFloat)] {
            let result = Color.red.id("content")
                .safeAreaInset(edge: .bottom, spacing: spacing) { Color.blue.frame(height: 50).id("bar") }
                .layout(in: window)
            let content = try #require(result.frame(of: "content"))
            let bar = try #require(result.frame(of: "bar"))
            #expect(bar.maxY == 400 && bar.height == 50)
            #expect(bar.minY - content.maxY == expected, "spacing \(String(describing: spacing))")
        }
    }

    @Test("leading and top bars keep the default spacing on their own edge")
    func otherEdges() throws {
        let result = Color.red.id("content")
            .safeAreaInset(edge: .leading) { Color.blue.frame(width: 40).id("side") }
            .safeAreaInset(edge: .top) { Color.green.frame(height: 30).id("top") }
            .layout(in: window)
        let content = try #require(result.frame(of: "content"))
        #expect(content.minX - (try #require(result.frame(of: "side"))).maxX == 8)
        #expect(content.minY - (try #require(result.frame(of: "top"))).maxY == 8)
    }

    @Test("between a text view and a text bar, the texts' spacing applies, as in a stack")
    func textBar() throws {
        let result = Text("Content").id("content")
            .frame(maxHeight: .infinity, alignment: .bottom)
            .safeAreaInset(edge: .bottom) { Text("Bar").id("bar") }
            .layout(in: window)
        // The frame's bottom edge has no text preference (a frame resets it), so 8.
        #expect(try #require(result.frame(of: "bar")).minY - (try #require(result.frame(of: "content"))).maxY == 8)
    }
}
