import Foundation
import Testing
import Trellis

// An image inside a text is one character of its line, as wide as a medium symbol of the text's
// font: 1.13 em, the side measured for SF Symbols (ContentViewMetrics). At display scale 1 a
// text's size is rounded up to the whole point; a body line is 21 tall.

/// `length` rounded up to the pixel at display scale 1.
private func ceilToPoint(_ length: CGFloat) -> CGFloat { (length - 0.001).rounded(.up) }

@Suite("Images inside text")
@MainActor
struct InlineImageTextTests {
    @Test("a symbol alone is a line as wide as the font's symbol")
    func symbolAlone() {
        // 17 × 1.13 = 19.21 → 20; a 28-pt title: 31.64 → 32.
        #expect(Text(Image(systemName: "star.fill")).sizeThatFits(.unspecified) == CGSize(width: 20, height: 21))
        #expect(Text(Image(systemName: "star.fill")).font(.title).sizeThatFits(.unspecified).width == 32)
    }

    @Test("joined to a text, the symbol adds its width to the line")
    func joined() {
        let words = Font.body.width(of: " Favourites")
        let size = (Text(Image(systemName: "star.fill")) + Text(" Favourites")).sizeThatFits(.unspecified)
        #expect(size == CGSize(width: ceilToPoint(17 * 1.13 + words), height: 21))
    }

    @Test("a line may break after the symbol")
    func breaksAfterTheSymbol() {
        // Offered less than the whole line, the symbol stays on the first line and the word goes
        // to the second: two lines, 21 + 22 tall.
        let text = Text(Image(systemName: "star.fill")) + Text("Favourites")
        let whole = text.sizeThatFits(.unspecified).width
        let wrapped = text.sizeThatFits(ProposedViewSize(width: whole - 1, height: nil))
        #expect(wrapped.height == 43)
        #expect(wrapped.width == ceilToPoint(Font.body.width(of: "Favourites")))
    }
}
