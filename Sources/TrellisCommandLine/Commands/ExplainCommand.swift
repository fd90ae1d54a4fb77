import Foundation
import Trellis

/// `trellis explain FILE.json (--size WxH | --device NAME) [--view ID]… [--full] [--format text|json|svg|html|graph]`.
struct ExplainCommand: Command {
    static let name = "explain"
    static let summary = "Lay out a graph file and explain it: frames, warnings and why-chains, as text, JSON, SVG or HTML."
    static let usage = "trellis explain FILE.json (--size WIDTHxHEIGHT | --device NAME) [--view ID[#N]]... [--full] [--format text|json|svg|html|graph]"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        let options = try Options(arguments, names: ["--size", "--device", "--view", "--format"], flags: ["--full"], usage: Self.usage)
        let graph = try options.graph(usage: Self.usage)
        let result = try options.window(usage: Self.usage).layout(graph)
        try LayoutPrinter.print(result, views: options.allValues("--view"), format: options.value("--format") ?? "text",
                                detail: options.isSet("--full") ? .full : .folded, usage: Self.usage, to: &output)
    }
}
