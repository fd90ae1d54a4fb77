import Foundation
import Trellis

/// `trellis explain FILE.json (--size WxH | --device NAME) [--view ID]… [--format text|json|svg|html]`.
struct ExplainCommand: Command {
    static let name = "explain"
    static let summary = "Lay out a graph file and explain it: frames, warnings and why-chains, as text, JSON, SVG or HTML."
    static let usage = "trellis explain FILE.json (--size WIDTHxHEIGHT | --device NAME) [--view ID]... [--format text|json|svg|html]"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        let options = try Options(arguments, names: ["--size", "--device", "--view", "--format"], usage: Self.usage)
        let graph = try options.graph(usage: Self.usage)
        let result = try options.window(usage: Self.usage).layout(graph)
        let views = options.allValues("--view")
        for view in views where result.graph.nodes(named: view).isEmpty {
            throw CommandError.input("no view named '\(view)' in the graph")
        }
        switch options.value("--format") ?? "text" {
        case "text":
            print(result.frameTable(behaviors: true), to: &output)
            for warning in result.warnings { print("warning: \(warning.message)", to: &output) }
            for view in views {
                print("\nwhy: \(result.explain(view))", to: &output)
            }
        case "json":
            do {
                print(String(decoding: try LayoutReport(result).jsonData(), as: UTF8.self), to: &output)
            } catch {
                throw CommandError.input("the layout cannot be written as JSON: \(error)")
            }
        case "svg":
            print(Wireframe.svg(result), to: &output)
        case "html":
            print(Wireframe.html(result), to: &output)
        case let other:
            throw CommandError.usage("unknown format '\(other)'; use text, json, svg or html", usage: Self.usage)
        }
    }
}
