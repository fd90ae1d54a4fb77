import Testing
import TrellisSolver

/// A trait that runs each test checking every size the measurement cache answers against the
/// size the node's rule computes afresh (``CachedAnswerCheck``), and fails the test at the first
/// difference: a rule that reads a proposal dimension it does not declare gets caught here
/// rather than laying out stale sizes.
struct CheckingCachedAnswers: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    /// A scope for each test case only, not again for the suites around it.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let mismatches = try await CachedAnswerCheck.run { try await function() }
        #expect(mismatches.isEmpty, "cached answers differ from fresh ones:\n\(mismatches.map(\.description).joined(separator: "\n"))")
    }
}

extension Trait where Self == CheckingCachedAnswers {
    /// Checks every cached size answer of the test's layouts against a fresh one.
    static var checkingCachedAnswers: Self { CheckingCachedAnswers() }
}
