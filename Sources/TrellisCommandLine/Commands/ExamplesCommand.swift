import Foundation
import Trellis

/// `trellis examples [NAME [--size WxH | --device NAME] [--os 17,18,26.0,26] [--view ID]… [--full] [--format …] [--sweep FROM...TO]]`:
/// lists the built-in examples, or lays one out (for each iOS design `--os` names) and prints it
/// as `explain` prints a graph file. With `--sweep`, it prints the responsive explorer of the
/// example's view, lowered for the first window, at every whole width from FROM to TO, as
/// `render --sweep` does for a graph file.
struct ExamplesCommand: Command {
    static let name = "examples"
    static let summary = "List the built-in examples, or lay one out and print its frames, warnings and why-chains as explain does."
    static let usage = "trellis examples [NAME [--size WIDTHxHEIGHT | --device NAME] [--os 17,18,26.0,26] [--view ID[#N]]... [--full] [--format text|json|svg|html|graph] [--sweep FROM...TO]]"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        let options = try Options(arguments, names: ["--size", "--device", "--os", "--view", "--format", "--sweep"], flags: ["--full"], usage: Self.usage)
        guard let name = options.positional.first else {
            guard arguments.isEmpty else { throw CommandError.usage("name an example", usage: Self.usage) }
            let width = ExampleRegistry.all.map(\.name.count).max() ?? 0
            for example in ExampleRegistry.all {
                print("  \(example.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(example.summary)", to: &output)
            }
            return
        }
        guard options.positional.count == 1 else {
            throw CommandError.usage("unexpected '\(options.positional.dropFirst().joined(separator: " "))'", usage: Self.usage)
        }
        guard let example = ExampleRegistry.example(named: name) else {
            let names = ExampleRegistry.all.map(\.name).joined(separator: ", ")
            throw CommandError.usage("unknown example '\(name)'; the examples are \(names)", usage: Self.usage)
        }
        let format = options.value("--format") ?? (options.value("--sweep") == nil ? "text" : "html")
        let versions: [OSVersion?] = try options.value("--os").map { (text) throws(CommandError) in try OSArgument.parse(text, usage: Self.usage) } ?? [nil]
        let windows = (try options.optionalWindow(usage: Self.usage).map { [$0] } ?? example.sizes.map(Window.init(size:)))
            .flatMap { window in versions.map(window.running) }
        if let sweep = options.value("--sweep"), let window = windows.first {
            guard format == "html" else { throw CommandError.usage("--sweep makes an HTML page; use --format html", usage: Self.usage) }
            print(try window.responsivePage(example.graph(window), sweep: sweep, usage: Self.usage), to: &output)
            return
        }
        // Only text is headed; every other format is one document, of the first window.
        for (index, window) in (format == "text" ? windows : Array(windows.prefix(1))).enumerated() {
            if format == "text" {
                if index > 0 { print("", to: &output) }
                print("\(example.name) \(window.name)", to: &output)
            }
            try LayoutPrinter.print(example.layout(window), views: options.allValues("--view"), format: format, design: window.osVersion,
                                    detail: options.isSet("--full") ? .full : .folded, usage: Self.usage, to: &output)
        }
    }
}
