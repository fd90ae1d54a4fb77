import Foundation
import Testing
import Trellis

/// Bar margins follow the window's width: the same bar is 16 pt from the edges of a 375- or
/// 393-pt iPhone and 20 pt from those of a 428- or 430-pt one, on iOS 18 and iOS 26. The expected
/// values are the container measurements named in each test (renderings of real SwiftUI).
@Suite("Bar margins by the window's width") @MainActor
struct BarMarginWidthTests {
    /// An inline bar with a text button at each end (RSSReader's add-feed sheet).
    static func toolbar() -> some View {
        NavigationStack {
            Color.clear
                .navigationTitle("Add feed")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {}.id("leading") }
                    ToolbarItem(placement: .confirmationAction) { Button("Add") {}.id("trailing") }
                }
        }
    }

    /// A large title over a list (Challenge's character list, Home Assistant's servers screen).
    static func largeTitle() -> some View {
        NavigationStack {
            List { Text("Rick") }
                .navigationTitle("Characters")
        }
    }

    /// A portrait iPhone layout `width` pt wide running `design`.
    static func phone(_ width: CGFloat, _ design: OSVersion) -> Device {
        Device(name: "\(Int(width))-pt iPhone", size: CGSize(width: width, height: 900), displayScale: 3,
               horizontalSizeClass: .compact, verticalSizeClass: .regular,
               safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)).running(design)
    }

    /// The leading and trailing margins of the toolbar's buttons on `device`.
    static func margins(on device: Device) throws -> (leading: CGFloat, trailing: CGFloat) {
        let result = toolbar().layout(on: device)
        let leading = try #require(result.frame(of: "leading")), trailing = try #require(result.frame(of: "trailing"))
        return (leading.minX, device.size.width - trailing.maxX)
    }

    @Test("iOS 18.4 puts the same bar's buttons 16 from the edges at 375 and 393 pt and 20 at 430 (rss-toolbar-leading-375, rss-toolbar-leading, rss-toolbar-leading-430)")
    func iOS18ByWidth() throws {
        for (width, expected) in [(375.0, 16.0), (393, 16), (430, 20)] {
            let margins = try Self.margins(on: Self.phone(width, .iOS18))
            #expect(abs(margins.leading - expected) < 0.01, "leading margin at \(width) pt")
            #expect(abs(margins.trailing - expected) < 0.01, "trailing margin at \(width) pt")
        }
    }

    @Test("iOS 26.1 starts a large title 20 from the edge of a 428-pt iPhone (challenge-largetitle-leading-428); 26.0 keeps 16 on a 390-pt one (ha-loc-toolbartrail-26)")
    func iOS26ByWidth() throws {
        let wide = try #require(Self.largeTitle().layout(on: Self.phone(428, .iOS26_0)).frame(ofText: "Characters"))
        #expect(abs(wide.minX - 20) < 0.01)
        #expect(abs(try Self.margins(on: Self.phone(390, .iOS26_0)).leading - 16) < 0.01)
        #expect(abs(try Self.margins(on: Self.phone(428, .iOS26_0)).trailing - 20) < 0.01)
    }

    @Test("a regular-width window keeps its 20-pt margin, however narrow")
    func regularWidth() throws {
        let narrowPad = Device(name: "narrow pad", size: CGSize(width: 390, height: 900), displayScale: 2,
                               horizontalSizeClass: .regular, verticalSizeClass: .regular).running(.iOS18)
        #expect(abs(try Self.margins(on: narrowPad).leading - 20) < 0.01)
    }

    @Test("a host laid out again in a wider or narrower window moves its bar to that width's margin")
    func relayoutFollowsTheWidth() throws {
        var environment = EnvironmentValues()
        environment.osVersion = .iOS18
        environment.horizontalSizeClass = .compact
        let host = LayoutHost(rootView: Self.toolbar(), environment: environment)
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        for (width, expected) in [(390.0, 16.0), (430, 20), (393, 16)] {
            let frame = try #require(host.layout(in: CGSize(width: width, height: 900), safeAreaInsets: insets).result.frame(of: "leading"))
            #expect(abs(frame.minX - expected) < 0.01, "leading margin at \(width) pt")
        }
    }
}
