import Foundation
import Trellis

/// The window a command lays a graph out in: a size alone, or a device's size, display scale
/// and safe-area insets.
struct Window {
    var size: CGSize
    var displayScale: CGFloat = 1
    /// The device's safe-area insets; `nil` for a bare window, whose root is laid out alone.
    var safeAreaInsets: EdgeInsets?
    /// The device the window is, if it was named.
    var device: Device?

    init(size: CGSize) {
        self.size = size
    }

    init(device: Device) {
        size = device.size
        displayScale = device.displayScale
        safeAreaInsets = device.safeAreaInsets
        self.device = device
    }

    /// How the window is named in headings: the device with its size, or the size.
    var name: String { device.map { "on \($0)" } ?? "in \(PointFormat.string(size))" }

    /// `view` laid out in explain mode in this window: on the device, with its size classes
    /// and display scale, when it is one.
    @MainActor
    func layout(_ view: some View) -> LayoutResult {
        guard let device else { return view.layout(in: size, explain: true) }
        return view.layout(on: device, explain: true)
    }

    /// `graph` laid out in explain mode in this window, inside the device's safe area if any.
    func layout(_ graph: LayoutGraph) -> LayoutResult {
        let solver = LayoutSolver(explain: true, displayScale: displayScale)
        guard let safeAreaInsets else { return solver.layout(graph, in: size) }
        return solver.layout(graph, in: size, safeAreaInsets: safeAreaInsets)
    }
}

/// A device named on the command line, such as `"iPhone 15"` or `"iPad (landscape)"`.
enum DeviceArgument {
    /// Every device the command line knows.
    static var all: [Device] { Device.allPhones + Device.allPads }

    /// The device named `name`, ignoring case; a usage error listing the names otherwise.
    static func parse(_ name: String, usage: String) throws(CommandError) -> Device {
        guard let device = all.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            let names = all.map { "'\($0.name)'" }.joined(separator: ", ")
            throw CommandError.usage("unknown device '\(name)'; the devices are \(names)", usage: usage)
        }
        return device
    }
}
