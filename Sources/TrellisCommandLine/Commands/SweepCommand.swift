import Foundation
import Trellis

/// `trellis sweep FILE.json [--device NAME] [--from WxH] [--to WxH]`: the window sizes at which
/// the layout changes structure.
struct SweepCommand: Command {
    static let name = "sweep"
    static let summary = "Find the window sizes between two sizes at which a layout changes structure (views shown, overflows)."
    static let usage = "trellis sweep FILE.json [--device NAME] [--from WIDTHxHEIGHT] [--to WIDTHxHEIGHT]"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        let options = try Options(arguments, names: ["--from", "--to", "--device"], usage: Self.usage)
        let graph = try options.graph(usage: Self.usage)
        // On a device, the window keeps the device's safe-area insets and narrows from its own
        // width to 320 pt, as multitasking narrows an iPad app's window, in whole pixels of the
        // device's display scale.
        let device = try options.value("--device").map { (name) throws(CommandError) in try DeviceArgument.parse(name, usage: Self.usage) }
        let from = try options.size("--from", default: device.map { CGSize(width: 320, height: $0.size.height) } ?? CGSize(width: 320, height: 480), usage: Self.usage)
        let to = try options.size("--to", default: device?.size ?? CGSize(width: 1366, height: 1024), usage: Self.usage)
        let changes = StructureSweep(graph: graph, safeAreaInsets: device?.safeAreaInsets, displayScale: device?.displayScale).changes(from: from, to: to)
        let on = device.map { " on \($0.name)" } ?? ""
        if changes.isEmpty {
            print("the layout keeps one structure from \(PointFormat.string(from)) to \(PointFormat.string(to))\(on)", to: &output)
        }
        for change in changes {
            print("at \(PointFormat.string(change.size))\(on): \(change.description)", to: &output)
        }
    }
}
