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
    /// The iOS design views are lowered for, if `--os` named one; otherwise the device's (or,
    /// in a bare window, the current SDK's).
    var osVersion: OSVersion?

    init(size: CGSize) {
        self.size = size
    }

    init(device: Device) {
        size = device.size
        displayScale = device.displayScale
        safeAreaInsets = device.safeAreaInsets
        self.device = device
    }

    /// How the window is named in headings: the device with its size, or the size, and the
    /// design when `--os` named one.
    var name: String {
        (device.map { "on \($0)" } ?? "in \(PointFormat.string(size))") + (osVersion.map { " running \($0)" } ?? "")
    }

    /// This window with views lowered for `version`.
    func running(_ version: OSVersion?) -> Window {
        var window = self
        window.osVersion = version
        return window
    }

    /// The device with the design `--os` named, if the window is a device.
    private var runningDevice: Device? {
        device.map { device in osVersion.map(device.running) ?? device }
    }

    /// What a view in a bare window sees: the design `--os` named, if any.
    private var bareEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        if let osVersion { environment.osVersion = osVersion }
        return environment
    }

    /// `view` laid out in explain mode in this window: on the device, with its size classes
    /// and display scale, when it is one; for the design `--os` named, if any.
    @MainActor
    func layout(_ view: some View) -> LayoutResult {
        guard let device = runningDevice else { return view.layout(in: size, environment: bareEnvironment, explain: true) }
        return view.layout(on: device, explain: true)
    }

    /// `view` lowered for this window, with the environment `layout(_:)` gives it.
    @MainActor
    func graph(_ view: some View) -> LayoutGraph {
        view.layoutGraph(environment: runningDevice?.environment() ?? bareEnvironment)
    }

    /// The responsive explorer of `graph` at every whole width `sweep` spells (`FROM...TO`), as
    /// tall as this window and with its safe area and display scale, opening at its width; a bad
    /// range is a usage error of the command whose `usage` is given.
    func responsivePage(_ graph: LayoutGraph, sweep: String, usage: String) throws(CommandError) -> String {
        let widths = try WidthRangeArgument.parse(sweep, limit: Wireframe.responsiveWidthLimit, usage: usage)
        do {
            return try Wireframe.responsiveHTML(graph, widths: widths, height: size.height, safeAreaInsets: safeAreaInsets,
                                                displayScale: displayScale, startWidth: Int(size.width.rounded()))
        } catch {
            throw CommandError.usage(error.description, usage: usage)
        }
    }

    /// `graph` laid out in explain mode in this window, inside the device's safe area if any.
    func layout(_ graph: LayoutGraph) -> LayoutResult {
        let solver = LayoutSolver(explain: true, displayScale: displayScale)
        guard let safeAreaInsets else { return solver.layout(graph, in: size) }
        return solver.layout(graph, in: size, safeAreaInsets: safeAreaInsets)
    }
}

/// The iOS designs named on the command line by their releases: `--os 17,18,26.0,26`.
enum OSArgument {
    /// The versions in `text`, a comma-separated list of releases (a major version, its latest
    /// design, or a major and minor version such as `26.0`), in order.
    static func parse(_ text: String, usage: String) throws(CommandError) -> [OSVersion] {
        var versions: [OSVersion] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = part.trimmingCharacters(in: .whitespaces)
            guard let version = OSVersion(release: word) else {
                let known = OSVersion.allCases.map(\.release).joined(separator: ", ")
                throw CommandError.usage("unknown OS version '\(word)' in --os; the versions are \(known) (a major version is its latest release)", usage: usage)
            }
            versions.append(version)
        }
        return versions
    }
}

/// A device named on the command line, such as `"iPhone 16 Pro"` or `"iPad (landscape)"`:
/// any name `Device.named(_:)` knows.
enum DeviceArgument {
    /// The device named `name`, ignoring case; a usage error naming the closest names otherwise.
    static func parse(_ name: String, usage: String) throws(CommandError) -> Device {
        do {
            return try Device.named(name)
        } catch {
            throw CommandError.usage(error.description, usage: usage)
        }
    }
}
