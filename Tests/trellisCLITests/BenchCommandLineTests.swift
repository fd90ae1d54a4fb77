import Foundation
import Testing

/// Runs the built `trellis-bench` executable with arguments that must not start a benchmark.
@Suite("trellis-bench command line")
struct BenchCommandLineTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The bench run with `arguments`, stopped after 60 seconds: a debug build that started the
    /// whole benchmark would run for many minutes, and the test fails rather than waiting.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = Self.root.appendingPathComponent(".build/debug/trellis-bench")
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Issue.record("trellis-bench \(arguments.joined(separator: " ")) was still running after 60 s")
        }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test("--help and -h print every option and every shape, and exit 0", arguments: [["--help"], ["-h"], ["--quick", "--help"]])
    func help(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("usage: trellis-bench [options]\n"), "\(result.output)")
        for option in ["--quick", "--json", "--sessions", "--explain", "--lowering", "--shape NAME", "--fresh NAME", "--profile NAME",
                       "--memory-of NAME", "-h, --help"] {
            #expect(result.output.contains("\n  \(option) "), "\(option)")
        }
        for shape in ["flat-1000", "flat-10000", "flat-100000", "balanced-7", "balanced-8", "chain-1000", "clamp-1000", "labels-1000"] {
            #expect(result.output.contains(shape), "\(shape)")
        }
        #expect(result.error.isEmpty)
    }

    @Test("an unknown option is named in an error, and no benchmark runs", arguments: [
        (["--frobnicate"], "--frobnicate"), (["--quick", "fast"], "fast"), (["--json", "-x"], "-x"),
    ])
    func unknownOption(arguments: [String], named option: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.error == "trellis-bench: unknown option '\(option)'; run 'trellis-bench --help' for the options\n", "\(result.error)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
