import Foundation
import Trellis

/// How a snapshot keeps the layout it was made from, so that a failure can lay the stored
/// layout out again and say why the views moved (see ``Trellis/LayoutDiff``).
///
/// A `.json` snapshot is a layout report, which holds the graph and the window already. A
/// `.frames` or `.tree` snapshot holds names and numbers only, so the graph and the window are
/// written beside it, in `<test>.<name>.layout.json`, whenever the snapshot is written (and
/// when a snapshot that matches has none yet, unless the record mode is `never`).
enum SnapshotReference: Sendable {
    /// The snapshot itself is a layout report.
    case inSnapshot
    /// The layout is kept in a file beside the snapshot.
    case besideSnapshot

    /// The file beside `snapshot` that keeps its layout.
    static func file(beside snapshot: URL) -> URL {
        snapshot.deletingPathExtension().appendingPathExtension("layout.json")
    }
}

/// The window and graph of a stored layout: what a layout report and the file beside a
/// snapshot both hold, under the same keys.
struct StoredLayout: Codable {
    var format = "trellis-snapshot-layout"
    var version = 1
    var window: Window
    var graph: LayoutGraph

    struct Window: Codable {
        var width: CGFloat
        var height: CGFloat
    }

    /// The window and graph `layout` was laid out with.
    init(_ layout: LayoutResult) {
        window = Window(width: layout.windowSize.width, height: layout.windowSize.height)
        graph = layout.graph
    }

    /// The stored layout in `json`: a layout report or the file beside a snapshot.
    static func read(_ json: Data) throws -> StoredLayout {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
        return try decoder.decode(StoredLayout.self, from: json)
    }

    /// The file's text: pretty-printed JSON with sorted keys.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// The stored layout laid out again in its window, in explain mode, as `actual` is
    /// displayed (its pixel scale).
    func layout(like actual: LayoutResult) -> LayoutResult {
        LayoutSolver(explain: true, displayScale: actual.displayScale).layout(graph, in: CGSize(width: window.width, height: window.height))
    }
}

/// Why `actual` differs from the layout stored in `json`, as a failure message's section:
/// "why the layout changed:" and the diff's lines, then the warnings that start or stop
/// (``WarningChanges``: the stored layout is laid out again, so its warnings are the ones the
/// stored graph has now); a sentence saying why not when the stored layout cannot be read.
func whyLayoutChanged(stored json: Data?, actual: LayoutResult, storedIn place: String) -> String {
    guard let json else {
        return "why the layout changed: unknown, since no layout is kept \(place); record the snapshot again to keep one"
    }
    let stored: StoredLayout
    do {
        stored = try StoredLayout.read(json)
    } catch {
        return "why the layout changed: unknown, since the layout kept \(place) cannot be read: \(error)"
    }
    let reference = stored.layout(like: actual)
    let lines = LayoutDiff(from: reference, to: actual).text.split(separator: "\n", omittingEmptySubsequences: false)
    let why = "why the layout changed:\n" + lines.map { "  \($0)" }.joined(separator: "\n")
    return WarningChanges(from: reference.warnings, to: actual.warnings).section.map { why + "\n" + $0 } ?? why
}
