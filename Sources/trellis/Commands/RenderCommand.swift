import Foundation
import Trellis

/// `trellis render FILE.json (--size WxH | --device NAME) [--format svg|html] [--output PATH]`.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "Draw a graph file's layout as an SVG wireframe or a clickable HTML page."
    static let usage = "trellis render FILE.json (--size WIDTHxHEIGHT | --device NAME) [--format svg|html] [--output PATH]"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        let options = try Options(arguments, names: ["--size", "--device", "--format", "--output"], usage: Self.usage)
        let graph = try options.graph(usage: Self.usage)
        let result = try options.window(usage: Self.usage).layout(graph)
        let picture: String
        switch options.value("--format") ?? "svg" {
        case "svg": picture = Wireframe.svg(result)
        case "html": picture = Wireframe.html(result)
        case let other: throw CommandError.usage("unknown format '\(other)'; use svg or html", usage: Self.usage)
        }
        guard let path = options.value("--output") else {
            print(picture, to: &output)
            return
        }
        do {
            try Data(picture.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandError.input("cannot write \(path): \(error.localizedDescription)")
        }
        print("wrote \(path)", to: &output)
    }
}
