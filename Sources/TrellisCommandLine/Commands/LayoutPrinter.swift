import Foundation
import Trellis

/// How `explain` and `examples` print a layout, so that both show the same frames, warnings
/// and why-chains for the same layout.
enum LayoutPrinter {
    /// The formats a laid-out result can be printed in.
    static let formats = "text, json, svg, html or graph"

    /// Prints `result` in `format`: `text` is the frame table with behaviours, every warning
    /// and the why-chain of each of `views` (names, each perhaps with `#N` to pick the N-th view
    /// of that name, see ``ViewArgument``), folded unless `detail` is `.full`; `json` the layout report; `svg` and `html` the
    /// pictures (the HTML page names `design`, the iOS design the view was lowered for, when
    /// given); `graph` the graph that was laid out, as a graph file.
    static func print(_ result: LayoutResult, views: [String], format: String, design: OSVersion? = nil, detail: ExplainDetail = .folded, usage: String,
                      to output: inout some TextOutputStream) throws(CommandError) {
        var picked: [(argument: ViewArgument, node: NodeID, note: String?)] = []
        for view in views {
            let argument = ViewArgument(view, in: result.graph)
            let (node, note) = try argument.node(in: result.graph)
            picked.append((argument, node, note))
        }
        switch format {
        case "text":
            Swift.print(result.frameTable(behaviors: true), to: &output)
            for warning in result.warnings { Swift.print("warning: \(warning.message)", to: &output) }
            for view in picked {
                Swift.print("\nwhy '\(view.argument.text)':", to: &output)
                if let note = view.note { Swift.print("(\(note))", to: &output) }
                if view.argument.position == nil {
                    Swift.print(result.explain(view.argument.name, detail: detail), to: &output)
                } else if result.frame(ofNode: view.node) == nil {
                    Swift.print("'\(view.argument.text)' is in the graph but was not laid out", to: &output)
                } else {
                    Swift.print(result.explain(node: view.node, detail: detail), to: &output)
                }
            }
        case "json":
            Swift.print(try text { try LayoutReport(result).jsonData() }, to: &output)
        case "graph":
            Swift.print(try text { try result.graph.jsonData() }, to: &output)
        case "svg":
            Swift.print(Wireframe.svg(result), to: &output)
        case "html":
            Swift.print(Wireframe.html(result, design: design?.description), to: &output)
        case let other:
            throw CommandError.usage("unknown format '\(other)'; use \(formats)", usage: usage)
        }
    }

    private static func text(_ data: () throws -> Data) throws(CommandError) -> String {
        do {
            return String(decoding: try data(), as: UTF8.self)
        } catch {
            throw CommandError.input("the layout cannot be written as JSON: \(error)")
        }
    }
}
