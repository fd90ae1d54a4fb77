import Testing
import Trellis
import TrellisTesting

@Suite("Registered previews")
@MainActor
struct RegisteredPreviewTests {
    /// The previews of SamplePreviews.swift, by name.
    private func preview(_ name: String?) throws -> Preview {
        try #require(Preview.all.first { $0.fileID == "TrellisPreviewTests/SamplePreviews.swift" && $0.name == name })
    }

    @Test func everyPreviewOfTheBinaryIsFoundWithItsNameAndPlaceInFileOrder() {
        let samples = Preview.all.filter { $0.fileID == "TrellisPreviewTests/SamplePreviews.swift" }
        #expect(samples.map(\.name) == ["Badge", "Fixed square", nil, "Two rows", "Copied width", "Body argument interpolated"])
        #expect(samples.map(\.line) == [6, 10, 15, 19, 24, 34])
        #expect(samples.allSatisfy { $0.column == 1 && $0.filePath.hasSuffix("Tests/TrellisPreviewTests/SamplePreviews.swift") })
        #expect(samples[2].displayName == "TrellisPreviewTests/SamplePreviews.swift:15")
    }

    @Test func sizeThatFitsLaysTheViewOutAtTheSizeItChooses() throws {
        let layout = try preview("Badge").layout(on: .iPhone15)
        #expect(layout.frame(of: "badge") == CGRect(x: 0, y: 0, width: 120, height: 40))
    }

    @Test func aFixedLayoutIsAWindowOfThatSizeWithoutSafeArea() throws {
        let layout = try preview("Fixed square").layout(on: .iPhone15)
        #expect(layout.frame(of: "square") == CGRect(x: 75, y: 25, width: 50, height: 50))
    }

    @Test func landscapeTurnsTheDevice() throws {
        let preview = try preview(nil)
        #expect(preview.device(for: .iPhone15) == Device.iPhone15.landscape)
        #expect(preview.device(for: Device.iPhone15.landscape) == Device.iPhone15.landscape)
        // iPhone 15 in landscape: 852×393, safe area 59 on each side and 21 at the bottom.
        #expect(preview.layout(on: .iPhone15).frame(of: "fill") == CGRect(x: 59, y: 0, width: 734, height: 372))
    }

    @Test func severalViewsInABodyStackVertically() throws {
        // As at the root of a hosting controller: an implicit VStack, centred in the safe area
        // (iPhone SE: 375×667, 20 at the top leaves 647; two colours 100 tall with the default
        // spacing of 8 between them make 208, centred: (647 - 208) / 2 + 20 = 239.5).
        let layout = try preview("Two rows").layout(on: .iPhoneSE)
        #expect(layout.frame(of: "top") == CGRect(x: 0, y: 239.5, width: 375, height: 100))
        #expect(layout.frame(of: "bottom") == CGRect(x: 0, y: 347.5, width: 375, height: 100))
    }

    @Test func previewableStateIsTheViewsState() throws {
        let layout = try preview("Copied width").layout(on: .iPhone15)
        #expect(layout.frame(of: "copy")?.width == 120)
    }

    @Test func aBodyArgumentAndTheLastLayoutTraitCount() throws {
        let preview = try preview("Body argument interpolated")
        #expect(preview.device(for: .iPad) == .iPad)
        #expect(preview.layout(on: .iPad).frame(of: "green") == CGRect(x: 45, y: 40, width: 10, height: 20))
    }

    @Test func previewsMadeByHandAreLaidOutTheSameWay() {
        let preview = Preview("By hand", traits: .fixedLayout(width: 40, height: 40)) { Color.red.frame(width: 10, height: 10).id("dot") }
        #expect(preview.line == #line - 1)
        #expect(preview.layout(on: .iPhone15).frame(of: "dot") == CGRect(x: 15, y: 15, width: 10, height: 10))
    }
}
