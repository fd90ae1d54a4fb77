import Foundation
import Trellis

/// `trellis diff BEFORE.json AFTER.json (--size WxH | --device NAME)` and
/// `trellis diff FILE.json --size WxH --size WxH`: which views moved or resized between two
/// layouts, and why.
struct DiffCommand: Command {
    static let name = "diff"
    static let summary = "Compare two layouts (two graph files, or one in two windows): the views that moved or resized, and why."
    static let usage = "trellis diff BEFORE.json [AFTER.json] (--size WIDTHxHEIGHT | --device NAME)..."
        + " (two files in one window, or one file in two windows)"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        let options = try Options(arguments, names: ["--size", "--device"], usage: Self.usage)
        let windows = try Self.windows(options)
        let (before, after): (LayoutResult, LayoutResult)
        switch (options.positional.count, windows.count) {
        case (2, 1):
            before = windows[0].layout(try GraphFileReader.read(options.positional[0]))
            after = windows[0].layout(try GraphFileReader.read(options.positional[1]))
        case (1, 2):
            let graph = try GraphFileReader.read(options.positional[0])
            before = windows[0].layout(graph)
            after = windows[1].layout(graph)
        case (2, _):
            throw CommandError.usage("two graph files are compared in one window: give one --size or --device", usage: Self.usage)
        case (1, _):
            throw CommandError.usage("one graph file is compared in two windows: give --size or --device twice", usage: Self.usage)
        default:
            throw CommandError.usage("give one graph file and two windows, or two graph files and one window", usage: Self.usage)
        }
        print(LayoutDiff(from: before, to: after).text, to: &output)
    }

    /// The windows `--size` and `--device` give, in order; sizes and devices are not mixed.
    private static func windows(_ options: Options) throws(CommandError) -> [Window] {
        let sizes = options.allValues("--size"), devices = options.allValues("--device")
        guard sizes.isEmpty || devices.isEmpty else { throw CommandError.usage("give windows as --size or as --device, not both", usage: usage) }
        var windows: [Window] = []
        for text in sizes { windows.append(Window(size: try SizeArgument.parse(text, option: "--size", usage: usage))) }
        for name in devices { windows.append(Window(device: try DeviceArgument.parse(name, usage: usage))) }
        guard !windows.isEmpty else { throw CommandError.usage("--size WIDTHxHEIGHT or --device NAME is required", usage: usage) }
        return windows
    }
}
