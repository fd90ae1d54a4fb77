import Foundation
import Testing

/// Runs the built `trellis` executable the way a person would.
@Suite("trellis command line")
@MainActor
struct CommandLineTests {
    private var cardFile: String { "Documentation/Examples/card.json" }

    @Test("explain prints the frames and the why-chain of a view")
    func explain() throws {
        let (status, output, _) = try runTool(["explain", cardFile, "--size", "390x844", "--view", "r"])
        #expect(status == 0)
        #expect(output.contains("Color.red 'r'  103  372    242     100"))
        #expect(output.contains("\nwhy 'r':\nframe offered 390×844 by the window\n  'row' offered 300×100 (frame(width: 300, height: 100))  ◀ height decided here\n"))
    }

    @Test("errors exit non-zero with a message naming the problem and no stack trace", arguments: [
        (["explain", "missing.json", "--size", "1x1"], Int32(65), "cannot read missing.json"),
        (["explain", "Documentation/Examples/card.json", "--size", "big"], 64, "--size must be WIDTHxHEIGHT"),
        (["explain", "Documentation/Examples/card.json", "--size", "10x10", "--format", "pdf"], 64, "unknown format 'pdf'"),
        (["frobnicate"], 64, "unknown command 'frobnicate'"),
    ])
    func errors(arguments: [String], status: Int32, message: String) throws {
        let result = try runTool(arguments)
        #expect(result.status == status)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(!result.error.contains("Backtrace"))
    }

    @Test("every command has --help")
    func help() throws {
        for command in ["demo", "examples", "explain", "diff", "render", "sweep", "behaviors", "audit"] {
            let result = try runTool([command, "--help"])
            #expect(result.status == 0 && result.output.contains("usage: trellis \(command)"), "\(command)")
        }
    }

    @Test("sweep finds where the card starts to overflow")
    func sweep() throws {
        // The card is a fixed 300-pt frame: below 300 pt of width it sticks out of the window,
        // from 300 pt on it fits, so the sweep reports exactly one change, at 300.
        let result = try runTool(["sweep", cardFile, "--from", "200x200", "--to", "400x400"])
        #expect(result.status == 0)
        #expect(result.output.contains("ends: outOfBounds at frame"), "\(result.output)")
        #expect(result.output.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
    }
}

/// The command line of issue 16: sizes in every form the tool prints, devices, one-line file
/// errors, several views, views that were not chosen, and the version.
@Suite("trellis command line: arguments and errors")
struct CommandLineArgumentTests {
    /// A file in the temporary directory holding `text`.
    private func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("explain folds views that pass their offer on, and --full shows each of them")
    func explainFull() throws {
        // A colour padded by 16 and by 8 in a 200 × 100 frame: 200 − 48 by 100 − 48.
        let path = try temporaryFile("""
            {"version": 1, "nodes": [
             {"kind": "color", "color": "red", "ids": ["x"]},
             {"kind": "padding", "top": 16, "leading": 16, "bottom": 16, "trailing": 16, "children": [0]},
             {"kind": "padding", "top": 8, "leading": 8, "bottom": 8, "trailing": 8, "children": [1]},
             {"kind": "frame", "width": 200, "height": 100, "children": [2]}]}
            """)
        let folded = try runTool(["explain", path, "--size", "390x844", "--view", "x"])
        #expect(folded.status == 0, "\(folded.error)")
        #expect(folded.output.hasSuffix("""
            why 'x':
            frame offered 390×844 by the window
              padding ×2 offered 200×100 (frame(width: 200, height: 100)) and take 48 off the width and 48 off the height: 'x' offered 152×52  ◀ decided here
              Color.red takes the offer: 152×52

            """))
        let full = try runTool(["explain", path, "--size", "390x844", "--view", "x", "--full"])
        #expect(full.status == 0, "\(full.error)")
        #expect(full.output.hasSuffix("""
            why 'x':
            frame offered 390×844 by the window
              padding offered 200×100 (frame(width: 200, height: 100))  ◀ decided here
                padding offered 184×84 (padding takes 8 + 8 off the width and 8 + 8 off the height)
                  'x' offered 152×52 (padding takes 16 + 16 off the width and 16 + 16 off the height)
                  Color.red takes the offer: 152×52

            """))
    }

    @Test("a size may be written 390x844, 390×844 or --size=390x844", arguments: [
        ["--size", "390x844"], ["--size", "390×844"], ["--size=390x844"], ["--size=390×844"],
    ])
    func sizeForms(size: [String]) throws {
        let result = try runTool(["explain", "Documentation/Examples/card.json"] + size + ["--view", "r"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Color.red 'r'  103  372    242     100"))
    }

    @Test("--device lays the graph out on a device: its window inside its safe area")
    func device() throws {
        let result = try runTool(["explain", "Documentation/Examples/card.json", "--device", "iPhone 15", "--view", "r"])
        #expect(result.status == 0, "\(result.error)")
        // iPhone 15: 393×852 with insets 59 and 34 leaves 393×759 from y = 59; the 300×100 card
        // is centred there: x = (393 − 300) / 2 = 46.5, y = 59 + (759 − 100) / 2 = 388.5.
        #expect(result.output.contains("why 'r':\nsafeArea offered 393×852 by the window"))
        #expect(result.output.contains("46.5  388.5"))
        let unknown = try runTool(["explain", "Documentation/Examples/card.json", "--device", "Nokia 3310"])
        #expect(unknown.status == 64 && unknown.error.contains("unknown device 'Nokia 3310'; did you mean '"))
    }

    @Test("a directory and malformed JSON get one line naming the file, with the line and column")
    func fileErrors() throws {
        let directory = try runTool(["explain", "Documentation", "--size", "10x10"])
        #expect(directory.status == 65)
        #expect(directory.error == "error: cannot read Documentation: it is a directory, not a graph file\n")
        let path = try temporaryFile("{\"version\": 1,\n \"nodes\": [ {\"kind\": \"color\",, } ]}")
        let malformed = try runTool(["explain", path, "--size", "10x10"])
        #expect(malformed.status == 65)
        #expect(malformed.error.hasPrefix("error: \(path):2:"), "\(malformed.error)")
        #expect(malformed.error.filter { $0 == "\n" }.count == 1)
    }

    @Test("every --view is explained, and a candidate ViewThatFits did not choose says so")
    func views() throws {
        let path = try temporaryFile("""
            {"version": 1, "nodes": [
             {"kind": "color", "color": "red"},
             {"kind": "frame", "width": 300, "height": 50, "children": [0], "ids": ["wide"]},
             {"kind": "color", "color": "blue"},
             {"kind": "frame", "width": 100, "height": 50, "children": [2], "ids": ["narrow"]},
             {"kind": "viewThatFits", "axes": ["horizontal"], "children": [1, 3], "ids": ["fits"]}]}
            """)
        let result = try runTool(["explain", path, "--size", "150x100", "--view", "narrow", "--view", "wide"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.components(separatedBy: "\nwhy '").count == 3)
        // 300 > 150: the wide candidate does not fit and the narrow one is shown.
        #expect(result.output.contains("why 'wide':\n'wide' was not chosen: 'fits' measured candidate 1 at its ideal size 300×50, more than 150×100, and showed a later candidate"))
    }

    @Test("--version prints the library's version, the changelog's newest entry")
    func version() throws {
        let result = try runTool(["--version"])
        #expect(result.status == 0)
        // The CLI prints the Trellis module's `trellisVersion`, which the release tests tie to
        // the changelog; a second copy of the number in the CLI would drift from it.
        let changelog = try String(contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") }).dropFirst(3)
        #expect(result.output.hasPrefix("trellis \(newest) (graph format version 1)"), "\(result.output)")
    }
}
