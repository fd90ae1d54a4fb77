import Foundation
import Trellis

/// `trellis sweep FILE.json --from WxH --to WxH`: the window sizes at which the layout changes
/// structure.
struct SweepCommand: Command {
    static let name = "sweep"
    static let summary = "Find the window sizes between two sizes at which a layout changes structure (views shown, overflows)."
    static let usage = "trellis sweep FILE.json [--from WIDTHxHEIGHT] [--to WIDTHxHEIGHT]"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        let options = try Options(arguments, names: ["--from", "--to"], usage: Self.usage)
        let graph = try options.graph(usage: Self.usage)
        let from = try options.size("--from", default: CGSize(width: 320, height: 480), usage: Self.usage)
        let to = try options.size("--to", default: CGSize(width: 1366, height: 1024), usage: Self.usage)
        let changes = StructureSweep(graph: graph).changes(from: from, to: to)
        if changes.isEmpty {
            print("the layout keeps one structure from \(PointFormat.string(from)) to \(PointFormat.string(to))", to: &output)
        }
        for change in changes {
            print("at \(PointFormat.string(change.size)): \(change.description)", to: &output)
        }
    }
}
