import Trellis
import TrellisExamples

/// `trellis demo`: lays the dashboard out on three devices and prints each view's frame.
struct DemoCommand: Command {
    static let name = "demo"
    static let summary = "Lay out the built-in dashboard on iPhone SE, iPhone 15 and iPad and print every frame."
    static let usage = "trellis demo"

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        guard arguments.isEmpty else { throw CommandError.usage("demo takes no arguments", usage: Self.usage) }
        for device in [Device.iPhoneSE, .iPhone15, .iPad] {
            let result = Dashboard().layout(on: device)
            print("\(device)", to: &output)
            print(result.frameTable(), to: &output)
            print("", to: &output)
        }
    }
}
