import Testing
import Trellis

/// ViewThatFits beyond case 55 (LayoutRules article §7): how candidates are measured, the nil and empty-axes
/// cases, and that only the shown candidate is laid out.
@Suite("ViewThatFits")
@MainActor
struct ViewThatFitsTests {
    private let window = CGSize(width: 100, height: 150)

    @Test("with no constrained axis the first candidate is shown, fitting or not")
    func emptyAxesShowFirst() {
        let result = ViewThatFits(in: []) {
            Color.red.frame(width: 300, height: 10).id("first")
            Color.blue.frame(width: 10, height: 10).id("second")
        }
        .layout(in: window)
        #expect(result.frame(of: "first")?.size == CGSize(width: 300, height: 10))
        #expect(result.frame(of: "second") == nil)
    }

    @Test("an unspecified proposal on a constrained axis counts as fitting")
    func unspecifiedProposalFits() {
        // Under fixedSize the container is proposed nil×nil, so the 500-wide first candidate fits.
        let size = ViewThatFits {
            Color.red.frame(width: 500, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
        .fixedSize()
        .sizeThatFits(ProposedViewSize(width: 100, height: 100))
        #expect(size == CGSize(width: 500, height: 10))
    }

    @Test("an unconstrained axis is measured with the container's proposal")
    func unconstrainedAxisGetsTheProposal() {
        // Measured for the horizontal axis, the square is proposed nil×150: it fits to 150×150,
        // wider than 100, so the fallback is shown. (Proposed nil×nil it would pass the
        // proposal through, answer 10×10 and fit.)
        let result = ViewThatFits(in: .horizontal) {
            Color.red.aspectRatio(1, contentMode: .fit).id("square")
            Color.blue.id("fallback")
        }
        .layout(in: window)
        #expect(result.frame(of: "fallback") == CGRect(x: 0, y: 0, width: 100, height: 150))
        #expect(result.frame(of: "square") == nil)
    }

    @Test("the shown candidate is laid out with the real proposal, not its ideal size")
    func chosenCandidateGetsTheRealProposal() {
        // Ideally 50×50, which fits; then proposed 100×150, the frame passes it to the Color.
        let result = ViewThatFits {
            Color.red.frame(idealWidth: 50, idealHeight: 50).id("candidate")
        }
        .id("container")
        .layout(in: window)
        #expect(result.frame(of: "candidate") == CGRect(x: 0, y: 0, width: 100, height: 150))
        #expect(result.frame(of: "container") == CGRect(x: 0, y: 0, width: 100, height: 150))
    }

    @Test("explain mode names the rule and the candidate it chose")
    func traceNamesTheChoice() {
        let result = ViewThatFits {
            Color.red.frame(width: 150, height: 50)
            Color.green.frame(width: 80, height: 50)
        }
        .layout(in: window, explain: true)
        let notes = result.trace.filter { $0.rule == .viewThatFits && $0.phase == .decide }.compactMap(\.note)
        #expect(notes.contains("candidate 2 fits in 100×150"))
    }

    @Test("the constrained axes survive a round trip through a graph file")
    func roundTrip() throws {
        let graph = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 150, height: 50)
            Color.green.frame(width: 80, height: 50)
        }
        .layoutGraph()
        let decoded = try LayoutGraph.decode(json: graph.jsonData())
        #expect(String(decoding: try graph.jsonData(), as: UTF8.self).contains(#""axes" : ["#))
        #expect(LayoutSolver().layout(decoded, in: window).frames == LayoutSolver().layout(graph, in: window).frames)
    }
}
