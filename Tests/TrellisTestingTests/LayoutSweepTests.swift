import Foundation
import Testing
import Trellis
import TrellisTesting

@Suite("Sweeps across devices, text sizes and directions") @MainActor
struct LayoutSweepTests {
    /// A bar 700 points wide: wider than any phone, narrower than an iPad (820 wide).
    private struct Banner: View {
        var body: some View {
            Color.orange.frame(width: 700, height: 20).accessibilityIdentifier("banner")
        }
    }

    @Test("every combination is laid out; the table says which broke and why")
    func table() {
        var seen: [SweepCase] = []
        var report: SweepReport?
        withKnownIssue {
            report = sweepLayout(of: Banner(), devices: [.iPhoneSE, .iPad], dynamicTypeSizes: [.large, .accessibility3],
                                 layoutDirections: [.leftToRight, .rightToLeft]) { sweepCase, layout in
                seen.append(sweepCase)
                #expect(layout.windowSize == sweepCase.device.size)
                expectView("banner", isInside: .window, in: layout)
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("the layout broke in 4 of 8 cases:\ndevice     OS      text size       direction    result  why\n")
                // 700 wide, centred in 375: 162.5 past each side; 20 tall, centred in the safe area (647 tall, from 20).
                && text.contains("iPhone SE  iOS 26  accessibility3  rightToLeft  FAILED  'banner' inside the window; expected: inside (0, 0, 375, 667); "
                                 + "actual: (-162.5, 333.5, 700, 20), past the left edge by 162.5, right edge by 162.5\n")
                && text.contains("\niPad       iOS 26  large           leftToRight  ok\n")
                && text.contains("iPhone SE, iOS 26, large, leftToRight:\n  'banner' inside the window\n")
                && text.contains("why:\n    ") && text.contains(" offered 375×667 by the window\n")
        }
        #expect(seen.count == 8)
        #expect(Set(seen.map(\.dynamicTypeSize)) == [.large, .accessibility3])
        #expect(report?.failedCases.map(\.device) == Array(repeating: Device.iPhoneSE, count: 4))
    }

    @Test("a sweep where every case passes reports nothing")
    func passing() {
        let report = sweepLayout(of: Banner(), devices: [.iPad], dynamicTypeSizes: DynamicTypeSize.allCases) { _, layout in
            expectView("banner", isInside: .safeArea, in: layout)
        }
        #expect(report.failedCases.isEmpty)
        #expect(report.results.count == DynamicTypeSize.allCases.count)
    }

    @Test("OS versions are a dimension: every device runs each design named")
    func osVersions() {
        var seen: [SweepCase] = []
        let report = sweepLayout(of: Banner(), devices: [.iPad, .iPhone15], osVersions: [.iOS18, .iOS26]) { sweepCase, layout in
            seen.append(sweepCase)
            #expect(layout.windowSize == sweepCase.device.size)
        }
        #expect(seen.map(\.osVersion) == [.iOS18, .iOS26, .iOS18, .iOS26])
        #expect(seen.map(\.device.name) == ["iPad", "iPad", "iPhone 15", "iPhone 15"])
        #expect(report.table.contains("\niPhone 15  iOS 18  large      leftToRight  ok\n"))
        // Without osVersions each device runs its own design.
        let own = sweepLayout(of: Banner(), devices: [.iPad.running(.iOS18)]) { _, _ in }
        #expect(own.results.map(\.sweepCase.osVersion) == [.iOS18])
    }
}
