import Foundation
import Trellis

/// When snapshots are written instead of compared.
public enum SnapshotRecording: String, Sendable {
    /// Write snapshots that do not exist yet; compare the others (the default).
    case missing
    /// Write every snapshot again.
    case all

    /// The mode the `TRELLIS_RECORD_SNAPSHOTS` environment variable asks for: `all` (or `1`)
    /// re-records everything; anything else records only missing snapshots.
    public static var current: SnapshotRecording {
        let value = ProcessInfo.processInfo.environment["TRELLIS_RECORD_SNAPSHOTS"]?.lowercased()
        return value == "all" || value == "1" ? .all : .missing
    }
}

/// Expects the readable frame tree of `layout` (``Trellis/LayoutResult/frameTable(includeModifiers:behaviors:)``)
/// to match the snapshot `name` stored in `__Snapshots__/<test file>/<name>.txt` beside the
/// test file. A missing snapshot is recorded and the test fails once, so that a new snapshot
/// is always looked at; set `TRELLIS_RECORD_SNAPSHOTS=all` to record every snapshot again.
/// A mismatch shows the differing lines. `directory` puts the snapshots elsewhere.
@discardableResult
public func assertLayoutSnapshot(_ layout: LayoutResult, named name: String, recording: SnapshotRecording = .current, directory: URL? = nil,
                                 fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let actual = layout.frameTable() + "\n"
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let directory = directory ?? testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let file = directory.appendingPathComponent("\(name).txt")
    let stored = try? String(contentsOf: file, encoding: .utf8)
    if recording == .all || stored == nil {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            fail("recorded snapshot '\(name)' at \(file.path); check it and run the test again", at: site)
        } catch {
            fail("could not record snapshot '\(name)' at \(file.path): \(error.localizedDescription)", at: site)
        }
        return false
    }
    guard let stored, stored != actual else { return true }
    fail("layout differs from snapshot '\(name)' (\(file.path)):\n" + lineDiff(expected: stored, actual: actual), at: site)
    return false
}

/// Expects the readable frame tree of `layout` to be `expected`, written inline in the test.
/// A mismatch shows the differing lines and the actual tree to paste in.
@discardableResult
public func expectLayoutSnapshot(_ layout: LayoutResult, matches expected: String,
                                 fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let actual = layout.frameTable()
    guard actual != expected else { return true }
    fail("layout differs from the inline snapshot:\n" + lineDiff(expected: expected, actual: actual) + "\nactual:\n" + actual,
         at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return false
}

/// The lines of `expected` and `actual` side by side: unchanged lines with two spaces,
/// expected lines with `-`, actual lines with `+`.
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Longest common subsequence of lines, then a walk that emits the differences in order.
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
    }
    var lines: [String] = []
    var i = 0, j = 0
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            lines.append("  " + old[i]); i += 1; j += 1
        } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
            lines.append("- " + old[i]); i += 1
        } else {
            lines.append("+ " + new[j]); j += 1
        }
    }
    return lines.joined(separator: "\n")
}
