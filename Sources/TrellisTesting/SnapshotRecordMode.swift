import Foundation
import Testing

/// When a snapshot expectation writes the snapshot instead of only comparing with it. Every
/// recording fails the test, so a written snapshot is always looked at before it is trusted.
///
/// The mode comes from, first to last: the expectation's `record:` argument, the
/// `.layoutSnapshots(record:)` trait of the test or of a suite around it, the
/// `TRELLIS_RECORD` environment variable (`all`, `missing`, `failed` or `never`), and otherwise
/// ``missing``.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write every snapshot again, whether it matches or not.
    case all
    /// Write the snapshots that do not exist yet; compare the others (the default).
    case missing
    /// Write the snapshots that do not exist or do not match; compare the others.
    case failed
    /// Write nothing: a snapshot that does not exist fails, as on CI.
    case never

    /// The name of the environment variable that sets the mode of a whole test run.
    public static let environmentVariable = "TRELLIS_RECORD"

    /// The mode set by a trait around the running test, if any.
    @TaskLocal static var fromTrait: SnapshotRecordMode?

    /// The mode an expectation uses: `explicit`, else the trait's, else the one `environment`
    /// names, else ``missing``. A value of `TRELLIS_RECORD` that names no mode is an error, to
    /// report; the expectation then records nothing.
    static func resolve(_ explicit: SnapshotRecordMode?,
                        environment: [String: String] = ProcessInfo.processInfo.environment) -> (mode: SnapshotRecordMode, error: String?) {
        if let explicit { return (explicit, nil) }
        if let fromTrait { return (fromTrait, nil) }
        guard let value = environment[environmentVariable], !value.isEmpty else { return (.missing, nil) }
        if let mode = SnapshotRecordMode(rawValue: value.lowercased()) { return (mode, nil) }
        let names = allCases.map(\.rawValue).joined(separator: ", ")
        return (.never, "\(environmentVariable) is '\(value)', which is not a record mode; use one of \(names)")
    }

    /// Whether a snapshot is written when it exists (`matches` telling whether it matches) or not.
    func records(existing: Bool, matches: Bool) -> Bool {
        switch self {
        case .all: true
        case .missing: !existing
        case .failed: !existing || !matches
        case .never: false
        }
    }
}

/// A Swift Testing trait that sets the ``SnapshotRecordMode`` of the layout snapshot
/// expectations in a test, or in every test of a suite. Write it as
/// `.layoutSnapshots(record:)`.
public struct LayoutSnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode the expectations use when they are not given one.
    public let record: SnapshotRecordMode

    /// The trait applies to every test inside a suite it is given to.
    public var isRecursive: Bool { true }

    /// Runs the test with ``record`` as its snapshots' mode.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotRecordMode.$fromTrait.withValue(record) { try await function() }
    }
}

extension Trait where Self == LayoutSnapshotTrait {
    /// Sets the record mode of the layout snapshots in a test or a suite:
    ///
    /// ```swift
    /// @Test(.layoutSnapshots(record: .all)) func card() { … }
    /// ```
    public static func layoutSnapshots(record: SnapshotRecordMode) -> Self {
        LayoutSnapshotTrait(record: record)
    }
}
