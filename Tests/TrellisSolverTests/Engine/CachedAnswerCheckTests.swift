import Foundation
import Testing
import Trellis
import TrellisSolver
import TrellisSupport

/// The debug check that compares cached answers with fresh ones (the Conformance suite runs
/// under it): it must stay quiet for well-behaved views and catch a view that answers the same
/// proposal differently, as a rule that under-declares what it reads would.
@Suite("Cached answer check")
@MainActor
struct CachedAnswerCheckTests {
    /// A layout whose width grows each time it is asked: a size that depends on something the
    /// cache does not key on.
    private struct Drifting: Layout {
        let asked = LockedValue(0)

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: CGFloat(asked.withLock { count in
                count += 1
                return count
            }), height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test("a stack of ordinary views: every cached answer is the fresh one")
    func quietForOrdinaryViews() async {
        let mismatches = await CachedAnswerCheck.run {
            let result = HStack {
                Text("Title").layoutPriority(1)
                Spacer()
                Color.red.frame(minWidth: 20, maxWidth: 80).frame(height: 10)
            }
            .padding()
            .layout(in: CGSize(width: 320, height: 200))
            #expect(result.statistics.cacheHits > 0, "the layout answers some sizes from the cache")
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("a view that answers the same proposal differently is reported, with both sizes")
    func catchesADriftingAnswer() async {
        let mismatches = await CachedAnswerCheck.run {
            _ = VStack {
                Drifting { Color.red }
                Color.blue
            }
            .layout(in: CGSize(width: 320, height: 200))
        }
        #expect(mismatches.first.map { $0.cached.width < $0.fresh.width } == true, "\(mismatches)")
    }

    @Test("without a check running, layouts compare nothing")
    func offOutsideTheCheck() {
        #expect(CachedAnswerCheck.sink == nil)
    }
}
