import Foundation
import Testing

/// Runs the built `trellis` executable the way a person would.
@Suite("trellis command line")
@MainActor
struct CommandLineTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let binary = Self.root.appendingPathComponent(".build/debug/trellis")
        let process = Process()
        process.executableURL = binary
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

    private var cardFile: String { "Documentation/Examples/card.json" }

    @Test("explain prints the frames and the why-chain of a view")
    func explain() throws {
        let (status, output, _) = try run(["explain", cardFile, "--size", "390x844", "--view", "r"])
        #expect(status == 0)
        #expect(output.contains("Color.red 'r'  103  372    242     100"))
        #expect(output.contains("why: window offers 390×844"))
    }

    @Test("errors exit non-zero with a message naming the problem and no stack trace", arguments: [
        (["explain", "missing.json", "--size", "1x1"], Int32(65), "cannot read missing.json"),
        (["explain", "Documentation/Examples/card.json", "--size", "big"], 64, "--size must be WIDTHxHEIGHT"),
        (["explain", "Documentation/Examples/card.json", "--size", "10x10", "--format", "pdf"], 64, "unknown format 'pdf'"),
        (["frobnicate"], 64, "unknown command 'frobnicate'"),
    ])
    func errors(arguments: [String], status: Int32, message: String) throws {
        let result = try run(arguments)
        #expect(result.status == status)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(!result.error.contains("Backtrace"))
    }

    @Test("every command has --help")
    func help() throws {
        for command in ["demo", "examples", "explain", "render", "sweep", "behaviors"] {
            let result = try run([command, "--help"])
            #expect(result.status == 0 && result.output.contains("usage: trellis \(command)"), "\(command)")
        }
    }

    @Test("sweep finds where the card starts to overflow")
    func sweep() throws {
        // The card is a 300-pt frame: below 300 pt of width nothing changes structure (the frame
        // is fixed), so the sweep over a range of windows reports one structure.
        let result = try run(["sweep", cardFile, "--from", "200x200", "--to", "400x400"])
        #expect(result.status == 0)
        #expect(result.output.contains("keeps one structure"))
    }
}
