import Foundation
import Trellis
import TrellisDiagnostics

/// Expects `view` to lay out without overflowing any container on every device in `devices`
/// (for example `Device.allPhones + Device.allPads`), and without any view out of bounds:
/// sticking out of its stack or its parent, beyond the window, or into the safe area's insets
/// when it does not ignore the safe area. A failure lists each device with the warnings found
/// there, and the pictures of the first of them.
@discardableResult @MainActor @preconcurrency
public func expectNoOverflow(of view: some View, across devices: [Device],
                             fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    var failures: [String] = []
    var firstOverflowing: LayoutResult?
    for device in devices {
        let layout = view.layout(on: device)
        let overflows = layout.warnings.filter { $0.kind == .overflow || $0.kind == .outOfBounds }
        if !overflows.isEmpty {
            failures.append("\(device): " + overflows.map(\.message).joined(separator: "; "))
            firstOverflowing = firstOverflowing ?? layout
        }
    }
    if !failures.isEmpty {
        fail(ExpectationSentences.overflowingDevices(failures.count, of: devices.count) + "\n" + failures.joined(separator: "\n"),
             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), layout: firstOverflowing)
    }
    return failures.isEmpty
}

/// Lays `view` out on every device in `devices` and runs `expectations` with each layout,
/// for device-specific expectations:
///
/// ```swift
/// forEachDevice(Device.allPhones, layingOut: Screen()) { device, layout in
///     expectSize(of: "header", in: layout, equals: CGSize(width: device.size.width, height: 200))
/// }
/// ```
@MainActor @preconcurrency
public func forEachDevice(_ devices: [Device], layingOut view: some View, _ expectations: (Device, LayoutResult) -> Void) {
    for device in devices {
        expectations(device, view.layout(on: device))
    }
}
