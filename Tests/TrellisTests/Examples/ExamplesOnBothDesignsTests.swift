import Testing
import Trellis
import TrellisExamples
import TrellisTesting

/// The built-in examples (those `trellis examples` and `trellis demo` lay out) on every device
/// preset, upright and turned, in every iOS design: no warnings, no text cut short.
@Suite("Examples on both iOS designs")
@MainActor
struct ExamplesOnBothDesignsTests {
    /// The example the command line calls `name`.
    private static func example(named name: String) -> AnyView? {
        switch name {
        case "color-picker": AnyView(AdaptiveColorPicker())
        case "dashboard": AnyView(Dashboard())
        case "tag-cloud": AnyView(TagCloud())
        case "settings": AnyView(SettingsGrid())
        case "photo-grid": AnyView(PhotoGrid())
        case "profile": AnyView(ProfileCard())
        case "checkout": AnyView(CheckoutScreen())
        default: nil
        }
    }

    @Test("every example lays out with no warnings on every device in every design",
          arguments: ["color-picker", "dashboard", "tag-cloud", "settings", "photo-grid", "profile", "checkout"])
    func noWarnings(name: String) throws {
        let view = try #require(Self.example(named: name))
        let report = sweepLayout(of: view, devices: [.iPhoneSE, .iPhone15, .iPad], osVersions: OSVersion.allCases) { _, layout in
            expectNoWarnings(in: layout)
        }
        #expect(report.results.count == 3 * OSVersion.allCases.count)
    }

    @Test("the checkout list follows each design: iOS 18's 20-pt margins and 44-pt rows, iOS 26's 16 and 51")
    func checkoutRows() throws {
        let older = CheckoutScreen().layout(on: .iPhone15.running(.iOS18))
        let newer = CheckoutScreen().layout(on: .iPhone15)
        // Row content starts at the card margin plus the row inset.
        #expect(try #require(older.frame(of: "item 1")).minX == 40)
        #expect(try #require(newer.frame(of: "item 1")).minX == 32)
        // The first row's content is centred in a row of the design's minimum height or more.
        let olderPitch = try #require(older.frame(of: "item 2")).minY - #require(older.frame(of: "item 1")).minY
        let newerPitch = try #require(newer.frame(of: "item 2")).minY - #require(newer.frame(of: "item 1")).minY
        // (The metrics are in hundredths of a point, so positions carry a rounding residue.)
        #expect(olderPitch >= 44 - 0.001 && newerPitch >= 51 - 0.001)
        #expect(newerPitch > olderPitch)
    }
}
