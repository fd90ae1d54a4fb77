import Foundation
import Trellis

/// Where a snapshot is kept, in the words its failures use: a file beside the test, or the
/// test's own source.
struct SnapshotPlace {
    /// What the snapshot is called: "snapshot" or "inline snapshot".
    var noun: String
    /// Where a recorded snapshot went, as the failure says it.
    var recordedAt: String
    /// The failure when there is no snapshot and the record mode records none.
    var missing: String
    /// The failure's opening when the layout differs, followed by why the layout changed (when
    /// known) and the line diff.
    var differs: String
    /// Writes `snapshot` in its place.
    var write: (_ snapshot: String) throws -> Void
    /// The failure when writing threw `error`.
    var couldNotRecord: (_ error: any Error) -> String
    /// Why the layout differs from the `stored` snapshot, as a section of the failure; `nil`
    /// when the snapshot keeps no layout.
    var whyChanged: ((_ stored: String) -> String?)? = nil
}

/// Compares `actual` with the `stored` snapshot and records it in `place` when `mode` says so;
/// every outcome but a match (with no bad record mode) fails the test. Returns whether it matched.
func settleSnapshot(_ actual: String, against stored: String?, mode: SnapshotRecordMode, modeError: String?,
                    in place: SnapshotPlace, layout: LayoutResult?, site: CallSite) -> Bool {
    let matches = stored == actual
    if mode.records(existing: stored != nil, matches: matches) {
        do {
            try place.write(actual)
        } catch {
            fail(place.couldNotRecord(error), at: site)
            return false
        }
        let reason: String
        if let stored, !matches {
            reason = "the \(place.noun) differed, so it was recorded again (record mode \(mode)):\n"
                + (place.whyChanged?(stored).map { $0 + "\n" } ?? "") + lineDiff(expected: stored, actual: actual)
        } else if stored != nil {
            reason = "the \(place.noun) was recorded again (record mode \(mode))"
        } else {
            reason = "there was no \(place.noun) yet, so it was recorded"
        }
        fail("\(reason)\n\(place.recordedAt); check it and run the test again", at: site)
        return false
    }
    guard let stored else {
        fail(place.missing, at: site)
        return false
    }
    guard matches else {
        // The root cause first, then the lines that changed.
        let why = place.whyChanged?(stored).map { $0 + "\n" } ?? ""
        fail(place.differs + why + lineDiff(expected: stored, actual: actual), at: site, layout: layout)
        return false
    }
    return modeError == nil
}
