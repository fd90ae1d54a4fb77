import Foundation
import Testing

/// `trellis previews` lists and lays out the `#Preview`s built into the `trellis` binary.
@Suite("trellis previews")
struct PreviewsCommandTests {
    @Test func listNamesEveryPreviewWithItsPlace() throws {
        let (status, output, _) = try runTool(["previews", "--list"])
        #expect(status == 0)
        let names = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first ?? "" }
        #expect(names == ["Color picker, landscape", "Dashboard", "Profile card", "Follow toggle"])
        #expect(output.contains("TrellisExamples/Dashboard.swift:"))
    }

    @Test func aNamedPreviewIsLaidOutAsItsTraitsSayOnEachDevice() throws {
        let (status, output, _) = try runTool(["previews", "Color picker, landscape", "--device", "iPhone SE", "--device", "iPad"])
        #expect(status == 0)
        // Turned to landscape: the iPhone SE's 667×375 and the iPad's 1180×820.
        #expect(output.contains("Color picker, landscape (TrellisExamples/AdaptiveColorPicker.swift:"))
        #expect(output.contains(") on iPhone SE (landscape) 667×375, window 667×375\nview"))
        #expect(output.contains(") on iPad (landscape) 1180×820, window 1180×820\nview"))
        #expect(!output.contains("Dashboard"))
    }

    @Test func aFixedLayoutPreviewGetsAWindowOfThatSize() throws {
        let (status, output, _) = try runTool(["previews", "Profile card"])
        #expect(status == 0)
        #expect(output.contains(") on iPhone 15 393×852, window 360×260\nview"))
    }

    @Test func anUnknownPreviewIsAUsageError() throws {
        let (status, _, error) = try runTool(["previews", "Nope"])
        #expect(status == 64)
        #expect(error.hasPrefix("error: no preview named 'Nope'; the previews are 'Color picker, landscape', 'Dashboard', 'Profile card', 'Follow toggle'"))
    }
}
