import Foundation
import Trellis

/// One measurement of `ContainerCalibration/container-measurements.json`: a metric that real
/// SwiftUI drew in an iOS simulator, read from a public project's reference image.
struct ContainerCalibrationRow: Decodable, Sendable, CustomStringConvertible {
    let id: String
    let repo: String
    let path: String
    let commit: String
    let device: String
    let scale: Int
    let os: String
    let metric: String
    let value: Double
    let view: String
    let dynamicTypeSize: String?
    let note: String

    /// Every row of the file, in its order.
    static func all() throws -> [ContainerCalibrationRow] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("ContainerCalibration/container-measurements.json")
        return try JSONDecoder().decode([ContainerCalibrationRow].self, from: Data(contentsOf: url))
    }

    /// The README beside the data, which lists the metrics that are not replayed.
    static func readme() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("ContainerCalibration/README.md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The design the simulator drew: its release (`iOS 26.0`, `iOS 26.4`), or the latest
    /// design of its major version where only that is known (`iOS 18.x`).
    var osVersion: OSVersion? {
        OSVersion(release: os.hasSuffix(".x") ? String(os.dropLast(2)) : os)
    }

    /// Whether the image was drawn by a release of iOS 26 after 26.0 (26.4), whose few
    /// differences from 26.0 Trellis's single iOS 26 design does not follow.
    var isLaterIOS26Release: Bool { os.hasPrefix("iOS 26.") && os != "iOS 26.0" && os != "iOS 26.x" }

    /// The layout the snapshot test used, at the image's scale, running the row's design. The
    /// rows name swift-snapshot-testing's iPhone 13 (also 1.25 times as tall), iPhone 13 mini, iPhone 13 Pro Max, iPhone 8 and iPad Pro 11
    /// layouts, a project's own iPhone 16 and iPhone 16 Plus layouts, the iPhone 15 Pro Max simulator's window, a size-that-fits image 320 wide, and
    /// fixed 375-pt-wide images with no safe area, and UIKit controls in plain containers as wide as a
    /// 393- or 402-pt screen, outside any window.
    var trellisDevice: Device? {
        guard let version = osVersion, let layout = Self.layouts.first(where: { device.hasPrefix($0.prefix) }) else { return nil }
        let (width, height, top, bottom) = layout.metrics
        let regular = layout.prefix.hasPrefix("iPad")
        return Device(name: layout.prefix, size: CGSize(width: width, height: height), displayScale: CGFloat(scale),
                      horizontalSizeClass: regular ? .regular : .compact, verticalSizeClass: .regular,
                      safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
            .running(version)
    }

    /// The layouts the rows name, by the start of their `device` text (longer names first, so
    /// "iPhone 16 Plus" is not read as "iPhone 16"): width, height, top and bottom safe area. The
    /// tall iPhone 13 layout is a project's iPhone 13 with its height times 1.25. A
    /// size-that-fits row's views are framed 320 wide; its window only needs room for them.
    private static let layouts: [(prefix: String, metrics: (CGFloat, CGFloat, CGFloat, CGFloat))] = [
        ("iPad Pro 11", (1194, 834, 24, 20)),
        ("iPad Pro 12.9", (1366, 1024, 24, 20)),
        ("iPad Pro (12.9-inch)", (1024, 1366, 24, 20)),
        ("iPhone 13 tall", (390, 1055, 47, 34)),
        ("iPhone 13 Pro Max", (428, 926, 47, 34)),
        ("iPhone 13 mini", (375, 812, 50, 34)),
        ("iPhone 13", (390, 844, 47, 34)),
        ("iPhone 17 Pro window", (402, 874, 62, 34)),
        ("iPhone 16 Plus", (430, 932, 59, 34)),
        ("iPhone 15 Pro Max", (430, 932, 59, 34)),
        ("iPhone 16", (393, 852, 59, 34)),
        ("iPhone 8 Plus", (414, 736, 20, 0)),
        ("iPhone Xs Max", (414, 896, 44, 34)),
        ("iPhone 8", (375, 667, 20, 0)),
        ("sizeThatFits", (320, 1000, 0, 0)),
        ("375x240 fixed", (375, 240, 0, 0)),
        ("375x180 fixed", (375, 180, 0, 0)),
        ("450x900 window", (450, 900, 0, 0)),
        ("393-pt container", (393, 852, 0, 0)),
        ("402-pt container", (402, 874, 0, 0)),
    ]

    /// The Dynamic Type size the test set, `large` when it set none.
    var trellisDynamicTypeSize: DynamicTypeSize {
        dynamicTypeSize == "accessibility3" ? .accessibility3 : dynamicTypeSize == "medium" ? .medium : .large
    }

    var description: String { "\(id) (\(metric), \(os))" }
}
