import Foundation
import Testing
import Trellis

/// Inset-grouped lists follow the window's width as well as the design: phones keep each
/// design's own card margin and row inset, and a 450-pt window changes them the opposite way on
/// iOS 18 and iOS 26. Row heights follow the text size, not the width. The expected values are
/// the container measurements named in each test (renderings of real SwiftUI), laid out at the
/// renderings' text sizes (medium on the phones, the default, large, in the window).
@Suite("List margins and row heights by the window's width") @MainActor
struct ListWindowWidthTests {
    /// A compact-width window `width` pt wide running `design`: a portrait iPhone's safe area, or
    /// none for a snapshot test's window.
    static func window(_ width: CGFloat, _ design: OSVersion, safeArea: Bool = true) -> Device {
        Device(name: "\(Int(width))-pt window", size: CGSize(width: width, height: 900), displayScale: 3,
               horizontalSizeClass: .compact, verticalSizeClass: .regular,
               safeAreaInsets: safeArea ? EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0) : EdgeInsets()).running(design)
    }

    /// The card's leading edge, the row content's, and the row's height of a one-line list on
    /// `device`.
    static func row(on device: Device, size: DynamicTypeSize = .large) throws -> (card: CGFloat, content: CGFloat, height: CGFloat) {
        let result = ContainerCalibrationViews.labeledRow().dynamicTypeSize(size).layout(on: device)
        let cell = try #require(result.frame(of: "cell0")), label = try #require(result.frame(of: "label"))
        return (cell.minX, label.minX, cell.height)
    }

    @Test("iOS 18 keeps a 20-pt card and 20-pt inset on 375-, 390- and 414-pt iPhones (sn-settings-margin-18, sv-listrow-margin-18, cx-campaign-margin-414-55) and starts content at 32 in a 450-pt window (rc-debug-separatorx-18), with 44-pt rows throughout")
    func iOS18ByWidth() throws {
        for width in [375.0, 390, 414] {
            let row = try Self.row(on: Self.window(width, .iOS18), size: .medium)
            #expect(abs(row.card - 20) < 0.01 && abs(row.content - 40) < 0.01, "\(width) pt: \(row)")
            #expect(abs(row.height - 44) < 0.01, "\(width) pt: \(row)")
        }
        let wide = try Self.row(on: Self.window(450, .iOS18, safeArea: false))
        #expect(abs(wide.content - 32) < 0.01 && abs(wide.height - 44) < 0.01, "\(wide)")
    }

    @Test("iOS 26 starts content at 32 with 51-pt rows on a 390-pt iPhone at Dynamic Type medium (sv-listrow-margin-26, ha-gest-shake-26) and at 40 with 52-pt rows in a 450-pt window (rc-debug-separatorx-260, rc-debug-rowpitch-260)")
    func iOS26ByWidth() throws {
        let phone = try Self.row(on: Self.window(390, .iOS26_0), size: .medium)
        #expect(abs(phone.content - 32) < 0.01 && abs(phone.height - 51) < 0.01, "\(phone)")
        let wide = try Self.row(on: Self.window(450, .iOS26_0, safeArea: false))
        #expect(abs(wide.content - 40) < 0.01 && abs(wide.height - 52) < 0.01, "\(wide)")
    }

    @Test("a host laid out again in a wider or narrower window gives its list that width's insets; its rows stay 52 at the default text size")
    func relayoutFollowsTheWidth() throws {
        var environment = EnvironmentValues()
        environment.osVersion = .iOS26_0
        environment.horizontalSizeClass = .compact
        let host = LayoutHost(rootView: ContainerCalibrationViews.labeledRow(), environment: environment)
        for (width, expected) in [(390.0, 32.0), (450, 40), (390, 32)] {
            let result = host.layout(in: CGSize(width: width, height: 900), safeAreaInsets: EdgeInsets()).result
            let label = try #require(result.frame(of: "label")), cell = try #require(result.frame(of: "cell0"))
            #expect(abs(label.minX - expected) < 0.01, "row content at \(width) pt")
            #expect(abs(cell.height - 52) < 0.01, "row height at \(width) pt")
        }
    }
}
