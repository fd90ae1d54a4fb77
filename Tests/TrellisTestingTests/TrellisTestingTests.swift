import Foundation
import Testing
import Trellis
import TrellisExamples
import TrellisTesting

@Suite("TrellisTesting")
@MainActor
struct TrellisTestingTests {
    private var card: LayoutResult {
        HStack {
            Color.blue.frame(width: 50).id("b")
            Color.red.id("r")
        }
        .frame(width: 300, height: 100)
        .layout(in: CGSize(width: 390, height: 844))
    }

    @Test("frame, size and position expectations pass within the tolerance")
    func passingExpectations() {
        #expect(expectFrame(of: "r", in: card, equals: CGRect(x: 103.3, y: 372, width: 242, height: 100)))
        #expect(expectSize(of: "b", in: card, equals: CGSize(width: 50, height: 100)))
        #expect(expectPosition(of: "b", in: card, equals: CGPoint(x: 45, y: 372)))
    }

    @Test("a failing frame expectation shows expected, actual and the why-chain")
    func failureExplainsItself() {
        withKnownIssue {
            expectFrame(of: "r", in: card, equals: CGRect(x: 103, y: 372, width: 250, height: 100))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("expected: (103, 372, 250, 100)") && text.contains("actual: (103, 372, 242, 100)")
                && text.contains("why:\n    frame offered 390×844 by the window\n") && text.contains("spacing 8 leaves 292")
        }
    }

    @Test("width, height and frames relative to a container pass within the tolerance")
    func partialAndRelativeExpectations() {
        // The 300×100 frame is centred in 390×844: its top-leading corner is at (45, 372).
        #expect(expectWidth(of: "b", in: card, equals: 50))
        #expect(expectHeight(of: "r", in: card, equals: 100.4))
        #expect(expectFrame(of: "r", relativeTo: "b", in: card, equals: CGRect(x: 58, y: 0, width: 242, height: 100), tolerance: 0.01))
        withKnownIssue {
            expectWidth(of: "b", in: card, equals: 51, tolerance: 0.5)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("width of 'b'") && text.contains("expected: 51") && text.contains("actual: 50")
        }
        withKnownIssue {
            expectFrame(of: "r", relativeTo: "b", in: card, equals: CGRect(x: 50, y: 0, width: 242, height: 100))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("frame of 'r' relative to 'b'") && text.contains("expected: (50, 0, 242, 100)")
                && text.contains("actual: (58, 0, 242, 100)")
        }
    }

    @Test("a context starts every failure message, including a missing container")
    func contextNamesTheCase() {
        withKnownIssue {
            expectHeight(of: "b", in: card, equals: 90, context: "case 7: two boxes")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("case 7: two boxes: height of 'b'")
        }
        withKnownIssue {
            expectFrame(of: "r", relativeTo: "card", in: card, equals: .zero, context: "case 8")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("case 8: no view named 'card' was laid out")
        }
    }

    @Test("a missing view is reported with the names the layout has")
    func missingView() {
        withKnownIssue {
            expectFrame(of: "title", in: card, equals: .zero)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no view named 'title' was laid out; the named views are 'b', 'r'")
        }
    }

    @Test("sizing behaviour expectations")
    func sizingBehaviors() {
        #expect(expectSizingBehavior(of: Color.red.frame(height: 40), horizontal: .expanding, vertical: .fixed))
        withKnownIssue {
            expectSizingBehavior(of: Color.red, horizontal: .fixed, vertical: .expanding)
        }
    }

    @Test("device sweeps find overflows per device")
    func deviceSweeps() {
        #expect(expectNoOverflow(of: Dashboard(), across: Device.allPhones + Device.allPads))
        // 400 pt of fixed width overflows the iPhone SE (375) and iPhone 15 (393) in portrait;
        // the Pro Max (430) and every landscape window are wide enough.
        let wide = HStack(spacing: 0) { Color.red.frame(width: 200); Color.blue.frame(width: 200) }
        withKnownIssue {
            expectNoOverflow(of: wide, across: Device.allPhones)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("overflows on 2 of 6 devices")
        }
        var widths: [CGFloat] = []
        forEachDevice(Device.allPads, layingOut: Dashboard()) { device, layout in
            widths.append(layout.frame(of: "content")?.width ?? 0)
            expectSize(of: "header", in: layout, equals: CGSize(width: device.size.width, height: min(400, (device.size.height - 44) / 2)))
        }
        #expect(widths == [820, 1180])
    }
}

@Suite("Device sweeps see views out of bounds") @MainActor
struct DeviceSweepBoundsTests {
    @Test("expectNoOverflow fails for a view pushed past the bottom safe area")
    func pastTheSafeArea() {
        let footer = VStack {
            Spacer()
            Color.gray.frame(height: 20).id("footer").offset(y: 30)
        }
        withKnownIssue {
            expectNoOverflow(of: footer, across: [.iPhone15])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("'footer' (393×20 at x 0…393, y 828…848) sticks out of the safe area")
        }
        let bar = VStack {
            Spacer()
            Color.gray.frame(height: 40).id("bar").ignoresSafeArea(edges: .bottom)
        }
        #expect(expectNoOverflow(of: bar, across: [.iPhone15]))
    }
}
