import Foundation
import Trellis

/// `trellis render FILE.json (--size WxH | --device NAME) [--format svg|html] [--sweep FROM...TO] [--output PATH]`.
/// With `--sweep`, the page is the responsive explorer: the window's height (and a device's
/// safe area) at every whole width from FROM to TO, opening at the window's width.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "Draw a graph file's layout as an SVG wireframe or a clickable HTML page, at one width or with a width slider."
    static let usage = "trellis render FILE.json (--size WIDTHxHEIGHT | --device NAME) [--format svg|html] [--sweep FROM...TO] [--output PATH]"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        let options = try Options(arguments, names: ["--size", "--device", "--format", "--output", "--sweep"], usage: Self.usage)
        let graph = try options.graph(usage: Self.usage)
        let window = try options.window(usage: Self.usage)
        let picture: String
        switch (options.value("--format") ?? (options.value("--sweep") == nil ? "svg" : "html"), options.value("--sweep")) {
        case ("svg", nil): picture = Wireframe.svg(window.layout(graph))
        case ("html", nil): picture = Wireframe.html(window.layout(graph))
        case ("html", let sweep?): picture = try window.responsivePage(graph, sweep: sweep, usage: Self.usage)
        case ("svg", _?): throw CommandError.usage("--sweep makes an HTML page; use --format html", usage: Self.usage)
        case (let other, _): throw CommandError.usage("unknown format '\(other)'; use svg or html", usage: Self.usage)
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
