import Trellis
import TrellisExamples

/// `trellis demo`: lays the dashboard out on three devices and prints each view's frame.
struct DemoCommand: Command {
    static let name = "demo"
    static let summary = "Lay out the built-in dashboard on iPhone SE, iPhone 15 and iPad, print every frame and explain the content area."
    static let usage = "trellis demo"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        guard arguments.isEmpty else { throw CommandError.usage("demo takes no arguments", usage: Self.usage) }
        for device in [Device.iPhoneSE, .iPhone15, .iPad] {
            let result = Dashboard().layout(on: device, explain: true)
            print("\(device)", to: &output)
            print(result.frameTable(), to: &output)
            print("why is the content \(PointFormat.string(result.frame(of: "content")?.height ?? 0)) pt tall? \(result.explain("content"))", to: &output)
            print("", to: &output)
        }
    }
}
