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
    /// rows name swift-snapshot-testing's iPhone 13, iPhone 8 and iPad Pro 11 layouts, a
    /// project's own iPhone 16 and iPhone 16 Plus layouts, and a size-that-fits image 320 wide.
    var trellisDevice: Device? {
        guard let version = osVersion else { return nil }
        let scale = CGFloat(scale)
        let base: Device
        if device.hasPrefix("iPad Pro 11") {
            base = Device(name: "iPad Pro 11 (landscape)", size: CGSize(width: 1194, height: 834), displayScale: scale,
                          horizontalSizeClass: .regular, verticalSizeClass: .regular,
                          safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        } else if device.hasPrefix("iPhone 13") {
            base = Device(name: "iPhone 13", size: CGSize(width: 390, height: 844), displayScale: scale,
                          horizontalSizeClass: .compact, verticalSizeClass: .regular,
                          safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        } else if device.hasPrefix("iPhone 16 Plus") {
            base = Device(name: "iPhone 16 Plus", size: CGSize(width: 430, height: 932), displayScale: scale,
                          horizontalSizeClass: .compact, verticalSizeClass: .regular,
                          safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        } else if device.hasPrefix("iPhone 8") {
            base = Device(name: "iPhone 8", size: CGSize(width: 375, height: 667), displayScale: scale,
                          horizontalSizeClass: .compact, verticalSizeClass: .regular,
                          safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        } else if device.hasPrefix("sizeThatFits") {
            // The rows' views are framed 320 wide; the window only needs room for them.
            base = Device(name: "size that fits", size: CGSize(width: 320, height: 1000), displayScale: scale,
                          horizontalSizeClass: .compact, verticalSizeClass: .regular, safeAreaInsets: EdgeInsets())
        } else if device.hasPrefix("iPhone 16") {
            base = Device(name: "iPhone 16", size: CGSize(width: 393, height: 852), displayScale: scale,
                          horizontalSizeClass: .compact, verticalSizeClass: .regular,
                          safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        } else {
            return nil
        }
        return base.running(version)
    }

    /// The Dynamic Type size the test set, `large` when it set none.
    var trellisDynamicTypeSize: DynamicTypeSize {
        dynamicTypeSize == "accessibility3" ? .accessibility3 : dynamicTypeSize == "medium" ? .medium : .large
    }

    var description: String { "\(id) (\(metric), \(os))" }
}
