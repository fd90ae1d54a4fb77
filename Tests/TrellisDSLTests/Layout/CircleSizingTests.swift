import Foundation
import Testing
import Trellis

/// A `Circle` takes the largest square of what it is offered (SwiftUI declares
/// `Circle.sizeThatFits(_:)` from iOS 16; the LayoutRules article, §6); the other shapes take the
/// whole offer.
@Suite("Circle sizing") @MainActor
struct CircleSizingTests {
    @Test("a circle offered a wide or tall rectangle is a square of the shorter side; a capsule fills it")
    func square() {
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 260, height: 10)) == CGSize(width: 10, height: 10))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 22, height: 60)) == CGSize(width: 22, height: 22))
        #expect(Circle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: nil, height: 40)) == CGSize(width: 10, height: 10))
        #expect(Capsule().sizeThatFits(ProposedViewSize(width: 260, height: 10)) == CGSize(width: 260, height: 10))
    }

    @Test("in a frame, the square circle is centred; its explanation names the rule")
    func centred() throws {
        let result = Circle().id("dot").frame(width: 60, height: 20).layout(in: CGSize(width: 100, height: 100), explain: true)
        let dot = try #require(result.frame(of: "dot"))
        #expect(dot.size == CGSize(width: 20, height: 20))
        #expect(dot.midX == 50 && dot.midY == 50)
        #expect(result.trace.contains { $0.rule == .circleTakesSquare })
    }
}
