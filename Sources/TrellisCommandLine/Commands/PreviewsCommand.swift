import Trellis

/// `trellis previews [NAME] [--device NAME]... [--os 17,18,26.0,26] [--list]`: lists the `#Preview`s
/// the tool sees (those built into `trellis`, or a package's own under the package plugin), or
/// lays each of them (or the one named) out on each device, for each iOS design named, as its
/// traits say and prints its frames and warnings.
struct PreviewsCommand: Command {
    static let name = "previews"
    static let summary = "List the #Previews (the built-in examples', or a package's own under `swift package trellis`), or lay them out as their traits say on each device and print frames and warnings."
    static let usage = "trellis previews [NAME] [--device NAME]... [--os 17,18,26.0,26] [--list]"

    /// The previews the command lists and lays out.
    let previews: [Preview]

    init(previews: [Preview]) {
        self.previews = previews
    }

    init() {
        self.init(previews: Preview.all)
    }

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        let list = arguments.contains("--list")
        let options = try Options(arguments.filter { $0 != "--list" }, names: ["--device", "--os"], usage: Self.usage)
        guard options.positional.count <= 1 else {
            throw CommandError.usage("unexpected '\(options.positional.dropFirst().joined(separator: " "))'", usage: Self.usage)
        }
        var previews = previews
        if let name = options.positional.first {
            previews = previews.filter { $0.displayName == name }
            guard !previews.isEmpty else {
                let names = self.previews.map { "'\($0.displayName)'" }.joined(separator: ", ")
                throw CommandError.usage("no preview named '\(name)'; the previews are \(names)", usage: Self.usage)
            }
        }
        if list {
            guard options.allValues("--device").isEmpty, options.value("--os") == nil else {
                throw CommandError.usage("--list lays nothing out; it takes no --device or --os", usage: Self.usage)
            }
            let width = previews.map(\.displayName.count).max() ?? 0
            for preview in previews {
                print("  \(preview.displayName.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(preview.fileID):\(preview.line)", to: &output)
            }
            return
        }
        let named = try options.allValues("--device").map { (name) throws(CommandError) in try DeviceArgument.parse(name, usage: Self.usage) }
        let versions: [OSVersion?] = try options.value("--os").map { (text) throws(CommandError) in try OSArgument.parse(text, usage: Self.usage) } ?? [nil]
        let devices = (named.isEmpty ? [Device.iPhone15] : named).flatMap { device in versions.map { ($0.map(device.running) ?? device, $0) } }
        for (index, (preview, (device, version))) in previews.flatMap({ preview in devices.map { (preview, $0) } }).enumerated() {
            if index > 0 { print("", to: &output) }
            let layout = preview.layout(on: device)
            let running = version.map { " running \($0)" } ?? ""
            print("\(preview.displayName) (\(preview.fileID):\(preview.line)) on \(preview.device(for: device))\(running), window \(PointFormat.string(layout.windowSize))", to: &output)
            print(layout.frameTable(), to: &output)
            for warning in layout.warnings { print("warning: \(warning.message)", to: &output) }
        }
    }
}
