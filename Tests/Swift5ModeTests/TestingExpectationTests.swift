import Foundation
import Trellis
import TrellisTesting
import XCTest

/// TrellisTesting's expectations in their XCTest form, from nonisolated test methods in
/// Swift 5 language mode. The expectations that lay views out themselves are main-actor
/// functions; the others read a finished layout. Expected frames follow SwiftUI's rules for
/// colours in frames and stacks (see the LayoutRules article).
final class TestingExpectationTests: XCTestCase {
    /// Two 60×40 colours in a row, 8 points apart, centred in a 390×844 window: the row is
    /// 128 wide, so it starts at (390 − 128) / 2 = 131, 402 down.
    private func row() -> some View {
        HStack {
            Color.red.frame(width: 60, height: 40).id("left")
            Color.blue.frame(width: 60, height: 40).id("right")
        }
    }

    func testFrameAndRelativeExpectations() {
        let layout = row().layout(in: CGSize(width: 390, height: 844))
        XCTAssertTrue(expectFrame(of: "left", in: layout, equals: CGRect(x: 131, y: 402, width: 60, height: 40)))
        XCTAssertTrue(expectSize(of: "right", in: layout, equals: CGSize(width: 60, height: 40)))
        XCTAssertTrue(expectPosition(of: "right", in: layout, equals: CGPoint(x: 199, y: 402)))
        XCTAssertTrue(expectView("left", isLeftOf: "right", spacing: 8, in: layout))
        XCTAssertTrue(expectAligned("left", "right", on: .top, in: layout))
        XCTAssertTrue(expectView("right", isInside: .safeArea, in: layout))
        XCTAssertTrue(expectNoWarnings(in: layout))
    }

    func testSizingBehaviorExpectation() {
        XCTAssertTrue(expectSizingBehavior(of: Color.red.frame(height: 44), horizontal: .expanding, vertical: .fixed))
    }

    /// A colour that fills the safe area fits every device.
    func testDeviceExpectations() {
        let devices: [Device] = [.iPhoneSE, .iPhone15, .iPad]
        XCTAssertTrue(expectNoOverflow(of: Color.red, across: devices))
        var widths: [CGFloat] = []
        forEachDevice(devices, layingOut: Color.red.id("fill")) { device, layout in
            widths.append(layout.frame(of: "fill")?.width ?? 0)
        }
        XCTAssertEqual(widths, [375, 393, 820])
    }

    /// A sweep lays the view out in every case and reports none failing when the expectation
    /// holds: a colour ignoring the safe area covers each device's screen.
    func testSweepLayout() {
        let view = Color.blue.ignoresSafeArea().id("background")
        let report = sweepLayout(of: view, devices: [.iPhoneSE, .iPhone15ProMax], layoutDirections: [.leftToRight, .rightToLeft]) { sweepCase, layout in
            expectSize(of: "background", in: layout, equals: sweepCase.device.size)
        }
        XCTAssertEqual(report.results.count, 4)
        XCTAssertEqual(report.failedCases, [])
    }
}
