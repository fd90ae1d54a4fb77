import Testing
import Trellis
import TrellisExamples

/// The profile card at 390 × 844: 358 wide inside 16-pt padding. The window is laid out at
/// display scale 1, so text sizes are rounded up to whole points.
@Suite("Profile card example")
@MainActor
struct ProfileCardExampleTests {
    private let result = ProfileCard().layout(in: CGSize(width: 390, height: 844))

    /// `string` in `font` as the text model sets it at scale 1 for a proposed `width`.
    private func measured(_ string: String, _ font: Font, width: CGFloat? = nil) -> TextMeasurement {
        BuiltInTextMeasurer().measure(TextSpec(string, font: font), proposal: ProposedViewSize(width: width, height: nil))
    }

    @Test("the follow button hugs its title at the trailing edge, on the name's baseline")
    func header() throws {
        let follow = try #require(result.frame(of: "follow"))
        let name = try #require(result.frame(of: "name"))
        // The button's title is one body line: "Follow" as the model sets it, one line
        // ceil(17 × 1.19336) = 21 tall.
        let title = measured("Follow", .body)
        #expect(title.lines.count == 1 && title.size.height == 21)
        #expect(follow.size == title.size)
        #expect(follow.maxX == 374)
        // Headline and body share 17 pt, so the first baselines meet with equal tops.
        #expect(follow.minY == name.minY)
        // The label is its symbol (person.circle, a circled symbol: 1.162 em of the headline
        // font, 19.75, rounded to the pixel: 20; real circled symbols measured 19.667 at 17 pt
        // and @3x) + 8 + the title "Ada Lovelace" in headline.
        let icon = Font.headline.symbolSize(named: "person.circle").width
        #expect(icon == 20)
        #expect(name.width == icon + 8 + measured("Ada Lovelace", .headline).size.width)
    }

    @Test("the biography wraps to three subheadline lines; the divider and the bar take the width")
    func body() throws {
        let bio = try #require(result.frame(of: "bio"))
        let text = "Mathematician and writer, known for her notes on the Analytical Engine, which hold the first published algorithm meant for a machine."
        // Offered the padded 358, the biography wraps into three subheadline lines: one line of
        // 15 × 1.19336 = 17.9 plus two of the style's line spacing, rounded up to the point.
        let wrapped = measured(text, .subheadline, width: 358)
        #expect(wrapped.lines.count == 3)
        let pitch = wrapped.lines[1].origin.y - wrapped.lines[0].origin.y
        // Apple's HIG (Typography, iOS text styles at Large): subheadline is 15 pt on 20-pt
        // lines, so three lines are ceil(17.9 + 2 × 20) = 58 tall.
        #expect(abs(pitch - 20) < 0.001)
        #expect(wrapped.size.height == (Font.subheadline.lineHeight + 2 * pitch).rounded(.up))
        #expect(wrapped.size.height == 58)
        #expect(bio.size == wrapped.size && bio.width <= 358)
        #expect(result.frame(of: "divider")?.size == CGSize(width: 358, height: 1))
        // The caption "Profile complete" keeps its width at 12 pt; the bar gets 358 − it − 8.
        let caption = measured("Profile complete", .caption).size.width
        #expect(result.frame(of: "caption")?.width == caption)
        #expect(result.frame(of: "progress")?.size == CGSize(width: 358 - caption - 8, height: 4))
    }
}
