import Testing
import Trellis
import TrellisExamples

/// The profile card at 390 × 844: 358 wide inside 16-pt padding.
@Suite("Profile card example")
@MainActor
struct ProfileCardExampleTests {
    private let result = ProfileCard().layout(in: CGSize(width: 390, height: 844))

    @Test("the follow button hugs its title at the trailing edge, on the name's baseline")
    func header() throws {
        let follow = try #require(result.frame(of: "follow"))
        let name = try #require(result.frame(of: "name"))
        // "Follow" in body: F 8.5 + o 8.5 + l 4.25 + l 4.25 + o 8.5 + w 12.75 = 46.75 × 21.
        #expect(follow.size == CGSize(width: 46.75, height: 21))
        #expect(follow.maxX == 374)
        // Headline and body share 17 pt, so the first baselines meet with equal tops.
        #expect(follow.minY == name.minY)
        // Icon 21 (a headline line) + 8 + "Ada Lovelace" 93.5 = 122.5.
        #expect(name.width == 122.5)
    }

    @Test("the biography wraps to three subheadline lines; the divider and the bar take the width")
    func body() throws {
        let bio = try #require(result.frame(of: "bio"))
        // Subheadline: 15 pt, line ceil(18) = 18; three lines fit in 358.
        #expect(bio.height == 54 && bio.width <= 358)
        #expect(result.frame(of: "divider")?.size == CGSize(width: 358, height: 1))
        // Caption "Profile complete" = 87 wide at 12 pt; the bar gets 358 − 87 − 8 = 263.
        #expect(result.frame(of: "caption")?.width == 87)
        #expect(result.frame(of: "progress")?.size == CGSize(width: 263, height: 4))
    }
}
