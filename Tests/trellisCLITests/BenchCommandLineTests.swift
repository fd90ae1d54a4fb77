import Foundation
import Testing

/// Runs the built `trellis-bench` executable with arguments that must not start a benchmark.
@Suite("trellis-bench command line")
struct BenchCommandLineTests {
    @Test("--help and -h print every option and every shape, and exit 0", arguments: [["--help"], ["-h"], ["--quick", "--help"]])
    func help(arguments: [String]) throws {
        let result = try runTool(arguments, tool: "trellis-bench", timeout: 60)
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
        let result = try runTool(arguments, tool: "trellis-bench", timeout: 60)
        #expect(result.status == 64)
        #expect(result.error == "trellis-bench: unknown option '\(option)'; run 'trellis-bench --help' for the options\n", "\(result.error)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
