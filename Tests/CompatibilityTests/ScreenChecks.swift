import Testing
import Trellis

/// The two devices every screen is laid out on, with the numbers the expectations use.
struct TestDevice {
    let device: Device
    /// The window's width.
    var width: CGFloat { device.size.width }
    /// The window's height.
    var height: CGFloat { device.size.height }
    /// The y of the top of the safe area (iPhone SE 20, iPhone 15 59).
    var safeTop: CGFloat { device.safeAreaInsets.top }
    /// The y of the bottom of the safe area (iPhone SE 667, iPhone 15 852 − 34 = 818).
    var safeBottom: CGFloat { device.size.height - device.safeAreaInsets.bottom }

    static let all = [TestDevice(device: .iPhoneSE), TestDevice(device: .iPhone15)]
}

/// Lays `view` out on both devices and hands each result to `check`.
@MainActor
func onBothDevices(_ view: some View, _ check: (LayoutResult, TestDevice) -> Void) {
    for device in TestDevice.all {
        check(view.layout(on: device.device), device)
    }
}

/// Expects the frame of the view with `id` to have the given values, each within half a
/// point (pixel rounding at 2× and 3×). A value left `nil` is not checked.
func expectFrame(_ result: LayoutResult, _ id: String, on device: TestDevice,
                 minX: CGFloat? = nil, minY: CGFloat? = nil, width: CGFloat? = nil, height: CGFloat? = nil,
                 maxX: CGFloat? = nil, maxY: CGFloat? = nil,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let frame = result.frame(of: id) else {
        Issue.record("no view named \(id) on \(device.device)", sourceLocation: sourceLocation)
        return
    }
    let checks: [(String, CGFloat?, CGFloat)] = [
        ("minX", minX, frame.minX), ("minY", minY, frame.minY), ("width", width, frame.width),
        ("height", height, frame.height), ("maxX", maxX, frame.maxX), ("maxY", maxY, frame.maxY),
    ]
    for case let (name, expected?, actual) in checks {
        #expect(abs(actual - expected) <= 0.5, "\(id).\(name) on \(device.device): \(actual), expected \(expected)",
                sourceLocation: sourceLocation)
    }
}
