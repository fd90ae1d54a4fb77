import Trellis
import TrellisDiagnostics
import TrellisExamples

/// `trellis demo [--device NAME] [--os 17,18,26.0,26]`: lays the dashboard out on three devices (or the
/// one named), for each iOS design named, and prints each device's safe area and each view's
/// frame.
struct DemoCommand: Command {
    static let name = "demo"
    static let summary = "Lay out the built-in dashboard on iPhone SE, iPhone 15 and iPad, print each safe area and every frame and explain the content area."
    static let usage = "trellis demo [--device NAME] [--os 17,18,26.0,26]"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        let options = try Options(arguments, names: ["--device", "--os"], usage: Self.usage)
        guard options.positional.isEmpty else { throw CommandError.usage("demo takes no file or name", usage: Self.usage) }
        let devices = try options.value("--device").map { (name) throws(CommandError) in [try DeviceArgument.parse(name, usage: Self.usage)] }
            ?? [Device.iPhoneSE, .iPhone15, .iPad]
        let versions: [OSVersion?] = try options.value("--os").map { (text) throws(CommandError) in try OSArgument.parse(text, usage: Self.usage) } ?? [nil]
        for device in devices {
            for version in versions {
                show(on: version.map(device.running) ?? device, naming: version, to: &output)
            }
        }
    }

    /// Prints the dashboard laid out on `device`, headed by the device and, when `--os` named
    /// it, the design.
    private func show(on device: Device, naming version: OSVersion?, to output: inout some TextOutputStream) {
        let result = Dashboard().layout(on: device, explain: true)
        print("\(device)" + (version.map { " running \($0)" } ?? ""), to: &output)
        print(safeAreaLine(device), to: &output)
        print(result.frameTable(), to: &output)
        print("why is the content \(PointFormat.string(result.frame(of: "content")?.height ?? 0)) pt tall?\n\(result.explain("content"))", to: &output)
        print("", to: &output)
    }

    /// The device's safe-area insets and what they leave, e.g. "safe area: top 59, bottom 34;
    /// leaves 393×759 at (0, 59)".
    private func safeAreaLine(_ device: Device) -> String {
        SafeAreaSentences.summary(insets: device.safeAreaInsets, window: device.size)
    }
}
