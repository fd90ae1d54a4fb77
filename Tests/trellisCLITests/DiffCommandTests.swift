import Foundation
import Testing

/// `trellis diff`: two graph files in one window, or one graph file in two windows, with the
/// views that moved or resized and why.
///
/// The numbers follow SwiftUI's stack distribution (see the LayoutRules article): an HStack
/// takes 8 pt of spacing between two colours, sizes the fixed frame first and offers the
/// flexible colour what is left.
@Suite("trellis diff")
struct DiffCommandTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = Self.root.appendingPathComponent(".build/debug/trellis")
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// A graph file in the temporary directory holding `text`.
    private func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-diff-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The card of the documentation with its blue frame `width` wide.
    private func card(blueWidth width: Int) -> String {
        """
        {"format": "trellis-graph", "version": 1, "nodes": [
         {"kind": "color", "color": "blue"},
         {"kind": "frame", "width": \(width), "children": [0], "ids": ["b"]},
         {"kind": "color", "color": "red", "ids": ["r"]},
         {"kind": "hstack", "children": [1, 2], "ids": ["row"]},
         {"kind": "frame", "width": 300, "height": 100, "children": [3]}]}
        """
    }

    @Test("two graph files in one window: the frame that changed, and the colour whose share fell")
    func twoFiles() throws {
        let before = try temporaryFile(card(blueWidth: 50)), after = try temporaryFile(card(blueWidth: 60))
        let result = try run(["diff", before, after, "--size", "390x844"])
        #expect(result.status == 0, "\(result.error)")
        // 300 − 8 − 50 = 242 for the red colour; 300 − 8 − 60 = 232.
        #expect(result.output.hasPrefix("'b' got 10 pt wider because its width changed from 50 to 60\n"), "\(result.output)")
        #expect(result.output.contains("\n  'r' (103, 372, 242, 100) → (113, 372, 232, 100): moved 10 pt right and got 10 pt narrower "
            + "because the share 'row' gave it fell from 242 to 232 when 'b' grew from 50 to 60 (its width changed from 50 to 60)\n"), "\(result.output)")
    }

    @Test("one graph file in two windows: the flexible colour's share follows the window")
    func twoWindows() throws {
        let file = try temporaryFile("""
            {"format": "trellis-graph", "version": 1, "nodes": [
             {"kind": "color", "color": "blue"},
             {"kind": "frame", "width": 100, "children": [0], "ids": ["icon"]},
             {"kind": "color", "color": "red", "ids": ["fill"]},
             {"kind": "hstack", "children": [1, 2]},
             {"kind": "frame", "height": 50, "children": [3]}]}
            """)
        let result = try run(["diff", file, "--size", "390x844", "--size", "320x568"])
        #expect(result.status == 0, "\(result.error)")
        // 390 − 8 − 100 = 282 and 320 − 8 − 100 = 212; the 50-pt row is centred at
        // (844 − 50) / 2 = 397, then (568 − 50) / 2 = 259.
        #expect(result.output.hasPrefix("'fill' moved 138 pt up and got 70 pt narrower because the HStack's share for it fell from 282 to 212 "
            + "when the window changed from 390×844 to 320×568\n"), "\(result.output)")
    }

    @Test("wrong arguments exit 64 with the reason and the usage", arguments: [
        (["diff", "Documentation/Examples/card.json", "--size", "390x844"], "give --size or --device twice"),
        (["diff", "Documentation/Examples/card.json", "Documentation/Examples/card.json", "--size", "1x1", "--size", "2x2"], "give one --size or --device"),
        (["diff", "Documentation/Examples/card.json", "--size", "390x844", "--device", "iPhone 15"], "not both"),
        (["diff", "--size", "390x844"], "give one graph file and two windows, or two graph files and one window"),
        (["diff", "Documentation/Examples/card.json", "--size", "big", "--size", "1x1"], "--size must be WIDTHxHEIGHT"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.contains("usage: trellis diff"), "\(result.error)")
    }

    @Test("a file that cannot be read exits 65 naming it")
    func missingFile() throws {
        let result = try run(["diff", "missing.json", "Documentation/Examples/card.json", "--size", "390x844"])
        #expect(result.status == 65)
        #expect(result.error.contains("cannot read missing.json"), "\(result.error)")
    }

    @Test("trellis --help lists diff")
    func listed() throws {
        let result = try run(["--help"])
        #expect(result.output.contains("\n  diff      Compare two layouts"), "\(result.output)")
    }
}
