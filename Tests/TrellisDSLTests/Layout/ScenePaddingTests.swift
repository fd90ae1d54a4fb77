import Testing
import Trellis

/// Scene padding on iOS is the default padding, 16 points on each edge asked for (a choice
/// recorded in the API coverage table: Apple gives the amount for macOS and watchOS only).
@Suite("Scene padding")
@MainActor
struct ScenePaddingTests {
    @Test("scenePadding adds the default padding on the edges asked for")
    func scenePadding() {
        let square = Color.red.frame(width: 50, height: 50)
        #expect(square.scenePadding().sizeThatFits(.unspecified) == CGSize(width: 82, height: 82))
        #expect(square.scenePadding(.horizontal).sizeThatFits(.unspecified) == CGSize(width: 82, height: 50))
        #expect(square.scenePadding(.minimum, edges: .top).sizeThatFits(.unspecified) == CGSize(width: 50, height: 66))
        let result = square.id("s").scenePadding(.minimum).layout(in: CGSize(width: 200, height: 200))
        #expect(result.frame(of: "s") == CGRect(x: 75, y: 75, width: 50, height: 50))
    }
}
