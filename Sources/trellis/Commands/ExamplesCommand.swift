import Foundation
import Trellis

/// `trellis examples [NAME [--size WxH]]`: lists the built-in examples, or lays one out and
/// prints its frames.
struct ExamplesCommand: Command {
    static let name = "examples"
    static let summary = "List the built-in examples, or lay one out and print every frame."
    static let usage = "trellis examples [NAME [--size WIDTHxHEIGHT]]"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        guard let name = arguments.first else {
            let width = ExampleRegistry.all.map(\.name.count).max() ?? 0
            for example in ExampleRegistry.all {
                print("  \(example.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(example.summary)", to: &output)
            }
            return
        }
        guard let example = ExampleRegistry.example(named: name) else {
            let names = ExampleRegistry.all.map(\.name).joined(separator: ", ")
            throw CommandError.usage("unknown example '\(name)'; the examples are \(names)", usage: Self.usage)
        }
        let sizes = try Self.sizes(in: Array(arguments.dropFirst())) ?? example.sizes
        for (index, size) in sizes.enumerated() {
            if index > 0 { print("", to: &output) }
            print("\(example.name) in \(PointFormat.string(size))", to: &output)
            let result = example.layout(size)
            print(result.frameTable(), to: &output)
            for warning in result.warnings { print("warning: \(warning.message)", to: &output) }
        }
    }

    /// The window size `--size WxH` gives, or `nil` when the option is absent.
    private static func sizes(in options: [String]) throws(CommandError) -> [CGSize]? {
        guard !options.isEmpty else { return nil }
        guard options.count == 2, options[0] == "--size" else {
            throw CommandError.usage("unexpected '\(options.joined(separator: " "))'", usage: usage)
        }
        return [try SizeArgument.parse(options[1], option: "--size", usage: usage)]
    }
}
