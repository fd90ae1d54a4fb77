import Foundation
import Testing
import Trellis

/// Explain mode records what containers decided as typed values, and links each placement to
/// the decision that gave the view its proposal; sentences are made from those values alone.
@Suite("Typed decisions") @MainActor
struct DecisionTests {
    /// The card of "Reading explain traces": a 50-pt blue frame and a red colour in a
    /// 300×100 HStack, spacing 8.
    private func card(explain: Bool) -> LayoutResult {
        HStack {
            Color.blue.frame(width: 50).id("b")
            Color.red.id("r")
        }
        .frame(width: 300, height: 100)
        .layout(in: CGSize(width: 390, height: 844), explain: explain)
    }

    @Test("a stack records its spacing and each share with the numbers behind it")
    func stackShares() throws {
        let result = card(explain: true)
        let decisions = result.trace.compactMap(\.decision)
        #expect(decisions.contains(.stackSpacing(total: 8, remaining: 292)))
        // 'b' is the least flexible (50…50), so it goes first: 292 / 2 = 146, of which it takes 50.
        #expect(decisions.contains(.share(Decision.Share(priority: nil, minimum: 50, maximum: 50, remaining: 292, sharers: 2, offered: 146))))
        // Then 'r' is offered all that is left: 292 − 50 = 242.
        #expect(decisions.contains(.share(Decision.Share(priority: nil, minimum: 0, maximum: .infinity, remaining: 242, sharers: 1, offered: 242))))
    }

    @Test("a placement points at the decision that gave the view its proposal")
    func placementCause() throws {
        let result = card(explain: true)
        let red = try #require(result.node(named: "r"))
        let placement = try #require(result.trace.last { $0.phase == .place && $0.node == red })
        let cause = try #require(placement.cause)
        #expect(result.trace[cause].node == red)
        guard case .share(let share) = result.trace[cause].decision else {
            Issue.record("the cause is \(String(describing: result.trace[cause].decision)), not a share")
            return
        }
        #expect(share.offered == 242)
        // The share in turn points at the stack's spacing decision.
        let spacing = try #require(result.trace[cause].cause)
        #expect(result.trace[spacing].decision == .stackSpacing(total: 8, remaining: 292))
    }

    @Test("explain mode asks no view again when placing it: the same measurements as a plain layout")
    func noRemeasuringInExplainMode() {
        #expect(card(explain: true).statistics.measurements == card(explain: false).statistics.measurements)
    }

    @Test("ViewThatFits records every candidate it tried, with its ideal size, and which it showed")
    func candidates() {
        let result = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 20).id("wide")
            Color.blue.frame(width: 100, height: 20).id("narrow")
        }
        .frame(width: 150)
        .layout(in: CGSize(width: 390, height: 844), explain: true)
        let candidates = result.trace.compactMap { event -> Decision.Candidate? in
            if case .candidate(let candidate) = event.decision { return candidate }
            return nil
        }
        #expect(candidates.contains { $0.position == 1 && !$0.fits && !$0.chosen && $0.idealSize.width == 300 })
        #expect(candidates.contains { $0.position == 2 && $0.fits && $0.chosen })
        let rejected = candidates.first { $0.position == 1 }.map { Decision.candidate($0).sentence }
        #expect(rejected == "candidate 1 needs 300×20, more than 150×844")
    }

    @Test("a frame records the alignment that placed its child")
    func alignment() {
        let result = Color.red.frame(width: 40, height: 40).id("c")
            .frame(width: 100, height: 100, alignment: .topLeading)
            .layout(in: CGSize(width: 390, height: 844), explain: true)
        let aligned = result.trace.compactMap { event -> String? in
            if case .aligned = event.decision { return event.note }
            return nil
        }
        #expect(aligned.contains("leading guide 0 put on the line at 0: x = 0"))
        #expect(aligned.contains("top guide 0 put on the line at 0: y = 0"))
    }
}
