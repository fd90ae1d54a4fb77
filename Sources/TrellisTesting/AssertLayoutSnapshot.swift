import Foundation
import Trellis
import TrellisSupport

/// Expects the snapshot of `value` made by `strategy` to match the one stored in
/// `__Snapshots__/<test file>/<test>.<name>.<extension>` beside the test file (`<test>` is the
/// test function's name; an unnamed snapshot is numbered in the order the test takes them:
/// `<test>.1.txt`, `<test>.2.txt`, …, so the snapshots of a parameterised test need a name
/// per case).
///
/// ```swift
/// @Test func card() {
///     let layout = Card().layout(on: .iPhoneSE)
///     assertLayoutSnapshot(of: layout, as: .frames, named: "iPhoneSE")   // card.iPhoneSE.txt
///     assertLayoutSnapshot(of: layout, as: .svg, named: "iPhoneSE")      // card.iPhoneSE.svg
/// }
/// ```
///
/// `record` says when the snapshot is written (see ``SnapshotRecordMode``; by default it comes
/// from a `.layoutSnapshots(record:)` trait or the `TRELLIS_RECORD` environment
/// variable). Writing a snapshot fails the test with the file's path, so a new snapshot is
/// always looked at; a mismatch fails with the lines that differ (`-` stored, `+` actual)
/// and, for a layout, why each view moved (see ``Trellis/LayoutDiff``: the `.json` snapshot
/// holds the graph it was made from, and the `.frames` and `.tree` strategies keep it beside the
/// snapshot in `<test>.<name>.layout.json`, a file to commit with the snapshot) and where its
/// pictures were written.
/// `directory` keeps the snapshots somewhere else than beside the test file. Returns whether
/// the snapshot matched.
@discardableResult
public func assertLayoutSnapshot<Value>(of value: Value, as strategy: LayoutSnapshotStrategy<Value>, named name: String? = nil,
                                        record: SnapshotRecordMode? = nil, directory: URL? = nil,
                                        fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
                                        line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let (mode, modeError) = SnapshotRecordMode.resolve(record)
    if let modeError { fail(modeError, at: site) }
    let actual: String
    do {
        actual = try strategy.snapshot(value)
    } catch {
        fail("could not make the .\(strategy.pathExtension) snapshot: \(snapshotErrorDescription(error))", at: site)
        return false
    }
    let file = SnapshotFiles.url(filePath: "\(filePath)", testName: testName, name: name, pathExtension: strategy.pathExtension, directory: directory)
    let contents = actual.hasSuffix("\n") ? actual : actual + "\n"
    let stored = try? String(contentsOf: file, encoding: .utf8)
    let layout = value as? LayoutResult
    let reference = layout == nil ? nil : strategy.reference
    let referenceFile = SnapshotReference.file(beside: file)
    // Read before a recording writes over it.
    let storedReference = reference == .besideSnapshot ? FileManager.default.contents(atPath: referenceFile.path) : nil
    // Keeps the layout beside the snapshot; a layout that cannot be written as a file (it
    // holds a closure) leaves none, and no stale one.
    func writeReference(_ layout: LayoutResult) {
        if let text = try? StoredLayout(layout).json() {
            try? text.write(to: referenceFile, atomically: true, encoding: .utf8)
        } else {
            try? FileManager.default.removeItem(at: referenceFile)
        }
    }
    let place = SnapshotPlace(
        noun: "snapshot", recordedAt: "at \(file.path)",
        missing: "there is no snapshot at \(file.path), and record mode \(mode) records none; "
            + "run the test with \(SnapshotRecordMode.environmentVariable)=missing to record it",
        differs: "the layout differs from the snapshot at \(file.path) (- stored, + actual):\n",
        write: { contents in
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: file, atomically: true, encoding: .utf8)
            if reference == .besideSnapshot, let layout { writeReference(layout) }
        },
        couldNotRecord: { "could not record the snapshot at \(file.path): \($0.localizedDescription)" },
        whyChanged: { stored in
            guard let layout else { return nil }
            switch reference {
            case .inSnapshot?: return whyLayoutChanged(stored: Data(stored.utf8), actual: layout, storedIn: "in the snapshot")
            case .besideSnapshot?: return whyLayoutChanged(stored: storedReference, actual: layout, storedIn: "beside the snapshot (\(referenceFile.lastPathComponent))")
            case nil: return nil
            }
        })
    let matched = settleSnapshot(contents, against: stored, mode: mode, modeError: modeError, in: place, layout: layout, site: site)
    // A snapshot recorded before layouts were kept beside snapshots gets its layout once it matches.
    if matched, reference == .besideSnapshot, storedReference == nil, mode != .never, let layout { writeReference(layout) }
    return matched
}

/// Where snapshot files live and how they are named.
enum SnapshotFiles {
    /// The unnamed snapshots taken so far by each test, to number the next one.
    private static let counts = LockedValue<[String: Int]>([:])

    /// `__Snapshots__/<test file>/<test>.<name>.<extension>` beside the test file at
    /// `filePath` (or in `directory`); an unnamed snapshot gets the next number of its test.
    static func url(filePath: String, testName: String, name: String?, pathExtension: String, directory: URL?) -> URL {
        let testFile = URL(fileURLWithPath: filePath)
        let folder = directory ?? testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let test = sanitized(testName)
        let label = name.map(sanitized) ?? counts.withLock { counts in
            let key = filePath + "\u{0}" + test
            counts[key, default: 0] += 1
            return String(counts[key]!)
        }
        return folder.appendingPathComponent("\(test).\(label).\(pathExtension)")
    }

    /// `name` fit for a file name: a function's name without its argument labels, every
    /// character other than letters, digits, `-` and `_` made a `-`.
    static func sanitized(_ name: String) -> String {
        let base = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
        let safe = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        return safe.isEmpty ? "snapshot" : safe
    }
}
