import Dispatch
import Foundation
import Trellis

// trellis-bench: lays out the peer benchmark's shapes (Scripts/peer-bench.py) and
// reports the median cold layout time. Run in release: `swift run -c release trellis-bench`.

let arguments = CommandLine.arguments.dropFirst()
BenchUsage.check(arguments)
let json = arguments.contains("--json")
let quick = arguments.contains("--quick")
/// `--sessions` runs the layout-session lines alone (see `IncrementalBench`), for profiling them.
let sessionsOnly = arguments.contains("--sessions")

/// Cold layouts timed per shape: small trees take well under a millisecond, so they get more
/// runs for a steady median.
func runs(for shape: BenchShape) -> Int {
    quick ? 5 : shape.nodes < 5_000 ? 61 : 15
}

/// Nanoseconds spent in `body`.
func time(_ body: () -> Void) -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return DispatchTime.now().uptimeNanoseconds - start
}

func median(_ values: [UInt64]) -> Double {
    let sorted = values.sorted()
    return Double(sorted[sorted.count / 2])
}

/// The peak resident memory of this process so far, in MiB.
func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

/// The shape named after `option` on the command line, `nil` when the option is not given; a
/// missing or unknown name ends the bench with an error that says so.
func shape(after option: String) -> BenchShape? {
    guard let position = arguments.firstIndex(of: option) else { return nil }
    let next = arguments.index(after: position)
    guard next < arguments.endIndex else {
        FileHandle.standardError.write(Data("\(option) needs a shape name (\(BenchShape.named.map(\.name).joined(separator: ", ")))\n".utf8))
        exit(1)
    }
    guard let shape = BenchShape.named.first(where: { $0.name == arguments[next] }) else {
        FileHandle.standardError.write(Data("\(option): no shape named \(arguments[next]); the shapes are \(BenchShape.named.map(\.name).joined(separator: ", "))\n".utf8))
        exit(1)
    }
    return shape
}

if arguments.contains("--audit") { AuditBench.run() }

/// `--scripts` times measuring strings of each script against Latin strings of the same length
/// and nothing else (see `ScriptMeasuringBench`); the full run ends its shapes with it.
if arguments.contains("--scripts") {
    ScriptMeasuringBench.report(json: json)
    exit(0)
}

/// `--profile-script NAME` shapes and measures that script's strings 20 times, for a profiler.
if let position = arguments.firstIndex(of: "--profile-script") {
    let next = arguments.index(after: position)
    let name = next < arguments.endIndex ? arguments[next] : ""
    guard ScriptMeasuringBench.profile(name) else {
        FileHandle.standardError.write(Data("--profile-script: no script named '\(name)'; the scripts are \(ScriptMeasuringBench.scriptNames.joined(separator: ", "))\n".utf8))
        exit(1)
    }
    exit(0)
}

/// `--shape NAME` times that shape alone, for profiling one shape.
let onlyShape = shape(after: "--shape")?.name

/// `--profile NAME` lays that shape's graph out 100 times and nothing else, for a profiler; in
/// explain mode with `--explain`. With `--lowering` it lowers the shape's views 100 times instead.
if let shape = shape(after: "--profile") {
    let view = shape.makeView()
    if arguments.contains("--lowering") {
        for _ in 0..<100 { _ = view.layoutGraph() }
        exit(0)
    }
    let graph = view.layoutGraph()
    let explain = arguments.contains("--explain")
    for _ in 0..<100 { _ = LayoutSolver(explain: explain).layout(graph, proposal: shape.proposal) }
    exit(0)
}

/// `--fresh NAME` prints the median cold layout, in ms, of 61 freshly lowered graphs of that
/// shape: a short run for comparing two builds run in turn.
if let shape = shape(after: "--fresh") {
    var times: [UInt64] = []
    for _ in 0..<61 { let graph = shape.makeView().layoutGraph(); times.append(time { _ = LayoutSolver().layout(graph, proposal: shape.proposal) }) }
    print(median(times) / 1e6)
    exit(0)
}

/// `--memory-of NAME` prints the peak memory per node of that shape's DSL-to-frames path; the
/// bench runs itself so for each shape it measures (see `MemoryProbe`).
if let shape = shape(after: MemoryProbe.argument) {
    print(format(MemoryProbe.measure(shape), 0))
    exit(0)
}

/// `--parallel` times many layouts at once and nothing else (see `ParallelBench`).
if arguments.contains("--parallel") {
    let timing = ParallelBench.run(rounds: quick ? 3 : 7)
    print(json ? ParallelBench.json(timing) : ParallelBench.line(timing))
    exit(0)
}

/// The memory per node of the shapes the bench reports it for, each measured in a child started
/// before this process lays anything out (see `MemoryProbe`).
let bytesPerNodeOfShape: [String: Double] = Dictionary(uniqueKeysWithValues: BenchShape.all
    .filter { shape in !sessionsOnly && ["flat-100000", "balanced-8"].contains(shape.name) && (onlyShape.map { $0 == shape.name } ?? true) }
    .compactMap { shape in MemoryProbe.measureInChild(shape).map { (shape.name, $0) } })

if !json && !sessionsOnly {
    print("shape          nodes   build ms  lower ms  layout ms  end-to-end ms  ns/node  explain ms  graph nodes  bytes/node")
}
var memoryAfterLargestFlat = 0.0
for shape in (onlyShape == nil ? BenchShape.all : BenchShape.named) where !sessionsOnly && onlyShape.map({ $0 == shape.name }) ?? true {
    var buildTimes: [UInt64] = [], lowerTimes: [UInt64] = [], layoutTimes: [UInt64] = [], explainTimes: [UInt64] = []
    var endToEndTimes: [UInt64] = []
    var graph = LayoutGraph()
    for run in 0..<runs(for: shape) {
        var view: AnyView?
        buildTimes.append(time { view = shape.makeView() })
        // The last run's graph goes first, so the peak memory is that of one path from views
        // to frames, not of two graphs at once.
        graph = LayoutGraph()
        lowerTimes.append(time { graph = view!.layoutGraph() })
        var result: LayoutResult?
        // Each run lays out the freshly lowered graph with a new, empty cache: a cold layout.
        layoutTimes.append(time { result = LayoutSolver().layout(graph, proposal: shape.proposal) })
        // From the view value to frames: this run's lowering and layout.
        endToEndTimes.append(lowerTimes[run] + layoutTimes[run])
        if run == 0, let problems = result.map(shape.check), !problems.isEmpty {
            FileHandle.standardError.write(Data("\(shape.name): wrong layout: \(problems.joined(separator: "; "))\n".utf8))
            exit(1)
        }
    }
    // The flat shapes come first, so the peak so far is that of the largest flat tree: its
    // views, its graph and its layout result, before any explain-mode trace is kept.
    if shape.name == "flat-100000" { memoryAfterLargestFlat = peakMemoryMiB() }
    // Explain mode costs several plain layouts, so it gets a third of their runs (at least 3).
    for _ in 0..<max(3, runs(for: shape) / 3) {
        explainTimes.append(time { _ = LayoutSolver(explain: true).layout(graph, proposal: shape.proposal) })
    }
    let bytesPerNode = bytesPerNodeOfShape[shape.name]
    let layoutMs = median(layoutTimes) / 1e6
    // For shapes made of text: the share of the layout spent measuring text.
    let measuring = shape.texts.map { _ in TextMeasuringShare.measuringTime(of: shape) }
    let measuringPercent = measuring.map { $0.nanoseconds / median(layoutTimes) * 100 }
    let nsPerNode = median(layoutTimes) / Double(shape.nodes)
    if json {
        print(#"{"shape": "\#(shape.name)", "nodes": \#(shape.nodes), "median_ms": \#(format(layoutMs, 4)), "ns_per_node": \#(format(nsPerNode, 1)), "build_ms": \#(format(median(buildTimes) / 1e6)), "lower_ms": \#(format(median(lowerTimes) / 1e6)), "end_to_end_ms": \#(format(median(endToEndTimes) / 1e6)), "explain_ms": \#(format(median(explainTimes) / 1e6)), "graph_nodes": \#(graph.count)\#(shape.texts.map { #", "ns_per_text": \#(format(layoutMs * 1e6 / Double($0), 1))"# } ?? "")\#(measuring.map { #", "text_measurements": \#($0.questions), "ns_per_text_measurement": \#(format($0.nanoseconds / Double($0.questions), 1))"# } ?? "")\#(measuringPercent.map { #", "text_measuring_percent": \#(format($0, 1))"# } ?? "")\#(bytesPerNode.map { #", "bytes_per_node": \#(format($0, 0))"# } ?? "")}"#)
    } else {
        print([shape.name.padding(toLength: 12, withPad: " ", startingAt: 0),
               String(shape.nodes).leftPadded(8), format(median(buildTimes) / 1e6).leftPadded(10),
               format(median(lowerTimes) / 1e6).leftPadded(9), format(layoutMs).leftPadded(10),
               format(median(endToEndTimes) / 1e6).leftPadded(14),
               format(nsPerNode, 0).leftPadded(8), format(median(explainTimes) / 1e6).leftPadded(11),
               String(graph.count).leftPadded(12), (bytesPerNode.map { format($0, 0) } ?? "").leftPadded(11)].joined(separator: " ")
              + (measuringPercent.map { "  (measuring text: \(format($0, 1)) %)" } ?? ""))
    }
}

if onlyShape != nil { exit(0) }
if !sessionsOnly { ScriptMeasuringBench.report(json: json) }

// A layout session against layouts from scratch (see `IncrementalBench`).
guard let leafChange = IncrementalBench.leafChange(changes: quick ? 3 : 15) else {
    FileHandle.standardError.write(Data("leaf-change-balanced-8: the shape has no framed leaf\n".utf8))
    exit(1)
}
for line in [IncrementalBench.resizeSweep(widths: quick ? 50 : 1_000), leafChange, IncrementalBench.stateChange(changes: quick ? 3 : 15)] {
    if json {
        print(#"{"shape": "\#(line.shape)", "cold_ms": \#(format(line.coldMs)), "incremental_ms": \#(format(line.incrementalMs)), "speedup": \#(format(line.speedup, 2))}"#)
    } else {
        print("\(line.shape): \(format(line.coldMs, 1)) ms from scratch, \(format(line.incrementalMs, 1)) ms in a session (×\(format(line.speedup, 2)))")
    }
}
if sessionsOnly { exit(0) }

// Many layouts at once (see `ParallelBench`).
let parallel = ParallelBench.run(rounds: quick ? 3 : 7)
// The whole process's peak over the shape's views: the figure the bench has always reported.
let peakBytesPerLargestFlatNode = memoryAfterLargestFlat * 1_048_576 / Double(BenchShape.flat(100_000).nodes)
if json {
    print(ParallelBench.json(parallel))
    print(#"{"shape": "flat-100000", "peak_memory_mib": \#(format(memoryAfterLargestFlat, 1)), "peak_bytes_per_node": \#(format(peakBytesPerLargestFlatNode, 0))}"#)
} else {
    print("\n" + ParallelBench.line(parallel))
    print("peak memory with the 100,000-leaf tree built, lowered and laid out: \(format(memoryAfterLargestFlat, 1)) MiB, \(format(peakBytesPerLargestFlatNode, 0)) bytes a view")
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
