import Foundation

/// The options `trellis-bench` takes, the help it prints for them and the check that refuses
/// any other argument before a benchmark starts.
enum BenchUsage {
    /// Options that stand alone, with what each does.
    static let flags: [(name: String, summary: String)] = [
        ("--quick", "five runs of each shape and fewer session changes, for a quick look"),
        ("--json", "one JSON object a line instead of the table"),
        ("--sessions", "the layout-session lines alone"),
        ("--explain", "with --profile: lay the graph out in explain mode"),
        ("--lowering", "with --profile: lower the shape's views instead of laying them out"),
        ("--scripts", "time measuring same-length strings in each script against Latin (issue 42's budget: at most 2×)"),
        ("--parallel", "64 layouts of balanced-7 one after another and at once, wall and processor time, and nothing else"),
        ("--audit", "audit 50 previews over 6 devices × 12 text sizes × 3 languages (10,800 layouts), timed once"),
    ]

    /// Options followed by a shape's name, with what each does.
    static let shapeOptions: [(name: String, summary: String)] = [
        ("--shape", "time that shape alone"),
        ("--fresh", "print the median cold layout, in ms, of 61 freshly lowered graphs of the shape"),
        ("--profile", "lay the shape's graph out 100 times and nothing else, for a profiler"),
        (MemoryProbe.argument, "print the peak memory per node of the shape's path from views to frames"),
    ]

    /// Options followed by a script's name, with what each does.
    static let scriptOptions: [(name: String, summary: String)] = [
        ("--profile-script", "shape and measure the script's strings of --scripts 20 times and nothing else, for a profiler"),
    ]

    /// What `--help` prints: every option and every shape.
    static var text: String {
        let rows = flags.map { ($0.name, $0.summary) } + shapeOptions.map { ("\($0.name) NAME", $0.summary) }
            + scriptOptions.map { ("\($0.name) SCRIPT", $0.summary) }
            + [("-h, --help", "print this help and exit")]
        let width = rows.map(\.0.count).max() ?? 0
        return """
            usage: trellis-bench [options]

            Times cold layouts of the peer benchmark's shapes (the median of many runs: building the
            views, lowering them, laying them out, explain mode), then layout sessions against layouts
            from scratch and many layouts at once. Run it in a release build:
            swift run -c release trellis-bench

            options:
            \(rows.map { "  \($0.0.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.1)" }.joined(separator: "\n"))

            shapes: \(BenchShape.named.map(\.name).joined(separator: ", "))
            scripts: \(ScriptMeasuringBench.scriptNames.joined(separator: ", "))

            """
    }

    /// Prints the help and exits 0 when `arguments` ask for it; prints an error naming the first
    /// argument that is no option of the bench and exits 64 (a usage error) when there is one.
    static func check(_ arguments: ArraySlice<String>) {
        if arguments.contains("--help") || arguments.contains("-h") {
            FileHandle.standardOutput.write(Data(text.utf8))
            exit(0)
        }
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if flags.contains(where: { $0.name == argument }) { continue }
            if (shapeOptions + scriptOptions).contains(where: { $0.name == argument }) {
                // A missing or unknown name is reported by the option itself.
                _ = remaining.popFirst()
                continue
            }
            FileHandle.standardError.write(Data("trellis-bench: unknown option '\(argument)'; run 'trellis-bench --help' for the options\n".utf8))
            exit(64)
        }
    }
}
