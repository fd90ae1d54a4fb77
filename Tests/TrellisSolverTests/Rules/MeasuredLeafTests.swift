import Foundation
import Testing
import Trellis

/// The proposals a measured leaf was asked, in order.
private final class ProposalLog: @unchecked Sendable {
    private var proposals: [ProposedViewSize] = []
    private let lock = NSLock()
    func record(_ proposal: ProposedViewSize) { lock.withLock { proposals.append(proposal) } }
    var widths: [CGFloat?] { lock.withLock { proposals.map(\.width) } }
}

@Suite("Measured leaf")
@MainActor
struct MeasuredLeafTests {
    /// A leaf between 40 and 300 wide (100 ideal) and 50 tall.
    private func chart(_ log: ProposalLog) -> MeasuredLeaf {
        MeasuredLeaf("Chart") { proposal in
            log.record(proposal)
            return CGSize(width: min(max(proposal.width ?? 100, 40), 300), height: 50)
        }
    }

    @Test("a stack probes the leaf at 0 and ∞ and gives it its share, within its limits")
    func probedByStack() {
        let log = ProposalLog()
        let result = HStack(spacing: 0) {
            chart(log).id("chart")
            Color.red.id("fill")
        }
        .layout(in: CGSize(width: 1000, height: 100))
        // Flexibility 300 − 40 = 260 < the Color's ∞: the chart goes first and is offered half
        // of 1000 = 500, which it caps at 300; the Color takes the other 700.
        #expect(result.frame(of: "chart")?.size == CGSize(width: 300, height: 50))
        #expect(result.frame(of: "fill")?.width == 700)
        #expect(log.widths.contains(0) && log.widths.contains(.infinity) && log.widths.contains(500))
    }

    @Test("the ideal size is the answer to nil; a narrow stack gets the minimum")
    func idealAndMinimum() {
        #expect(chart(ProposalLog()).sizeThatFits(.unspecified) == CGSize(width: 100, height: 50))
        #expect(chart(ProposalLog()).fixedSize().sizeThatFits(.zero) == CGSize(width: 100, height: 50))
        let result = HStack(spacing: 0) {
            chart(ProposalLog()).id("chart")
            Color.red.frame(width: 80)
        }
        .layout(in: CGSize(width: 100, height: 100))
        // 100 − 80 = 20 left, below the minimum of 40.
        #expect(result.frame(of: "chart")?.width == 40)
    }

    @Test("the frame table names the leaf; a graph file cannot store it")
    func nameAndFile() {
        let view = chart(ProposalLog())
        #expect(view.layoutGraph().displayName(of: NodeID(0)) == "Chart")
        #expect(throws: EncodingError.self) { try view.layoutGraph().jsonData() }
    }
}
