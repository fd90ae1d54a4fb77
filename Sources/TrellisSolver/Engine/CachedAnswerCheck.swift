import Foundation
import TrellisGraph
import TrellisSupport

/// A check, for tests, that every size the measurement cache answers is the size the node's
/// rule computes afresh.
///
/// The cache keys a node's answers by the proposal dimensions its rule says it reads
/// (``FactsRule/readDimensions(children:in:)``). A rule that reads a dimension it does not declare
/// would be answered a size made for another proposal, and no layout would say so. Inside
/// ``run(_:)``, every engine created on the task compares each cached answer with a fresh one
/// and reports the differences.
package enum CachedAnswerCheck {
    /// A cached answer that differs from the rule's fresh one.
    package struct Mismatch: Sendable, CustomStringConvertible {
        /// The node asked.
        package let node: NodeID
        /// The rule that answers for it.
        package let rule: LayoutRule
        /// The proposal asked.
        package let proposal: ProposedViewSize
        /// The size the cache answered.
        package let cached: CGSize
        /// The size the rule computes for the proposal.
        package let fresh: CGSize

        package var description: String {
            "node \(node.index) (\(rule)) asked \(proposal): the cache answered \(cached), the rule computes \(fresh)"
        }
    }

    /// Where the engines of one check report.
    package final class Sink: Sendable {
        private let found = LockedValue<[Mismatch]>([])

        fileprivate init() {}

        func report(_ mismatch: Mismatch) { found.withLock { $0.append(mismatch) } }

        fileprivate var mismatches: [Mismatch] { found.withLock { $0 } }
    }

    /// The sink of the check running on this task, if one is.
    @TaskLocal package static var sink: Sink?

    /// Runs `body` with every layout made on this task checking its cached answers, and returns
    /// the differences found.
    package static func run(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void) async rethrows -> [Mismatch] {
        let sink = Sink()
        try await $sink.withValue(sink, operation: body, isolation: isolation)
        return sink.mismatches
    }

    /// Compares the `cached` answer for `node` and `proposal` with the rule's fresh one, when a
    /// check is running and `engine` records no trace (recomputing would record it twice).
    @inline(never)
    static func compare(_ cached: CGSize, of node: NodeID, for proposal: ProposedViewSize, in engine: LayoutEngine, sink: Sink) {
        guard !engine.tracing else { return }
        let fresh = engine.computeSize(of: node, for: proposal)
        guard !sameSize(fresh, cached) else { return }
        sink.report(Mismatch(node: node, rule: engine.ruleName(of: node), proposal: proposal, cached: cached, fresh: fresh))
    }

    /// Whether two sizes are equal, NaN included, up to the rounding of float arithmetic.
    private static func sameSize(_ a: CGSize, _ b: CGSize) -> Bool {
        func same(_ x: CGFloat, _ y: CGFloat) -> Bool {
            (x.isNaN && y.isNaN) || x == y || abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
        }
        return same(a.width, b.width) && same(a.height, b.height)
    }
}
