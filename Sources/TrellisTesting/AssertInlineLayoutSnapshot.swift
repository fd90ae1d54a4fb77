import Foundation
import Trellis
import TrellisSupport

/// Expects the snapshot of `value` made by `strategy` to be the string `expected` returns,
/// written in the test itself. When the snapshot is recorded (see ``SnapshotRecordMode``:
/// a call without `matches` is a missing snapshot), the call's closure in the test's source
/// file is rewritten to hold it, and the test fails so that it is looked at:
///
/// ```swift
/// assertInlineLayoutSnapshot(of: Card().layout(on: .iPhoneSE), as: .frames)
/// ```
///
/// becomes, once run,
///
/// ```swift
/// assertInlineLayoutSnapshot(of: Card().layout(on: .iPhoneSE), as: .frames) {
///     """
///     HStack: 37.5 293.5 300 100
///       frame 'icon': 37.5 293.5 50 100
///         Color.blue: 37.5 293.5 50 100
///       Color.red 'body': 95.5 293.5 242 100
///     """
/// }
/// ```
///
/// The rewrite is textual: the call is found at its `#line` and `#column` in `#filePath`, and
/// only its closure (trailing, or the `matches:` argument) is replaced. Several inline
/// snapshots of one file can be recorded in one run; a call reached again in the same run
/// (in a loop or a parameterised test) is written once. A mismatch fails with the lines that
/// differ (`-` expected, `+` actual). Returns whether the snapshot matched.
@discardableResult
public func assertInlineLayoutSnapshot<Value>(of value: Value, as strategy: LayoutSnapshotStrategy<Value>, record: SnapshotRecordMode? = nil,
                                              matches expected: (() -> String)? = nil,
                                              fileID: String = #fileID, filePath: StaticString = #filePath,
                                              line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return inlineSnapshot(of: value, as: strategy, record: record, expected: expected?(), sourcePath: "\(filePath)", site: site)
}

/// The work of ``assertInlineLayoutSnapshot(of:as:record:matches:fileID:filePath:line:column:)``
/// with the source file to rewrite given apart from the call site reported to the test
/// framework, so tests can rewrite a copy of a file.
func inlineSnapshot<Value>(of value: Value, as strategy: LayoutSnapshotStrategy<Value>, record: SnapshotRecordMode?, expected: String?,
                           sourcePath: String, site: CallSite) -> Bool {
    let (mode, modeError) = SnapshotRecordMode.resolve(record)
    if let modeError { fail(modeError, at: site) }
    let actual: String
    do {
        actual = try strategy.snapshot(value)
    } catch {
        fail("could not make the .\(strategy.pathExtension) snapshot: \(snapshotErrorDescription(error))", at: site)
        return false
    }
    let trimmed = actual.hasSuffix("\n") ? String(actual.dropLast()) : actual
    let location = "\(URL(fileURLWithPath: sourcePath).lastPathComponent):\(site.line)"
    let place = SnapshotPlace(
        noun: "inline snapshot", recordedAt: "into \(location)",
        missing: "the call at \(location) has no inline snapshot, and record mode \(mode) records none; "
            + "run the test with \(SnapshotRecordMode.environmentVariable)=missing to record it",
        differs: "the layout differs from the inline snapshot (- expected, + actual):\n",
        write: { try InlineSnapshotSources.write($0, into: sourcePath, line: Int(site.line), column: Int(site.column)) },
        couldNotRecord: { "could not record the inline snapshot at \(location): \($0)" })
    return settleSnapshot(trimmed, against: expected, mode: mode, modeError: modeError, in: place, layout: value as? LayoutResult, site: site)
}

/// The source files inline snapshots were written into during this run. A rewrite makes the
/// file longer or shorter, while the test binary still holds the lines the file had when it
/// was compiled; each file's rewrites are kept to map those lines to today's.
enum InlineSnapshotSources {
    private struct FileState {
        /// The rewrites made so far: the original line of each call and the lines it added.
        var rewrites: [(line: Int, delta: Int)] = []
    }

    private static let files = LockedValue<[String: FileState]>([:])

    /// Writes `snapshot` into the call at `line`, `column` (as compiled) of the file at `path`;
    /// does nothing when that call was rewritten already in this run.
    static func write(_ snapshot: String, into path: String, line: Int, column: Int) throws {
        try files.withLock { files in
            Result {
                var state = files[path] ?? FileState()
                guard !state.rewrites.contains(where: { $0.line == line }) else { return }
                let current = line + state.rewrites.filter { $0.line < line }.reduce(0) { $0 + $1.delta }
                let source = try String(contentsOfFile: path, encoding: .utf8)
                let rewrite = try InlineSnapshotRewriter.rewrite(source, line: current, column: column, snapshot: snapshot)
                try rewrite.source.write(toFile: path, atomically: true, encoding: .utf8)
                state.rewrites.append((line, rewrite.lineDelta))
                files[path] = state
            }
        }.get()
    }
}
