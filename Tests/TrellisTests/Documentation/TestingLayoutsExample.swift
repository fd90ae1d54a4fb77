// The examples of "Testing layouts", verbatim: a Swift Testing suite, an XCTest case and a
// device sweep, all run with the other tests.
import Foundation
import Testing
import Trellis
import TrellisExamples
import TrellisTesting
import XCTest

struct ProfileCardView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Circle()
                    .frame(width: 48, height: 48)
                    .accessibilityIdentifier("avatar")
                VStack(alignment: .leading, spacing: 2) {
                    Text("Ada Lovelace")
                        .font(.headline)
                    Text("Mathematician")
                        .font(.subheadline)
                }
                Spacer()
                Button("Follow") {}
                    .accessibilityIdentifier("follow")
            }
            Text("Wrote the first published algorithm meant for a machine.")
                .accessibilityIdentifier("bio")
        }
        .padding()
    }
}

@Suite @MainActor struct ProfileCardTests {
    @Test func headerReadsLeadingToTrailing() {
        let layout = ProfileCardView().layout(on: .iPhone15)
        expectView(.accessibilityIdentifier("avatar"), isLeftOf: .text("Ada Lovelace"), spacing: 12, in: layout)
        expectView(.text("Ada Lovelace"), isAbove: .text("Mathematician"), spacing: 2, in: layout)
        expectAligned(.text("Ada Lovelace"), .text("Mathematician"), on: .left, in: layout)
        expectAligned(.accessibilityIdentifier("avatar"), .accessibilityIdentifier("bio"), on: .left, in: layout)
        expectView(.accessibilityIdentifier("follow"), isInside: .safeArea, in: layout)
    }
}

extension ProfileCardTests {
    @Test func fitsEveryPhoneAtEveryTextSize() {
        sweepLayout(of: ProfileCardView(), devices: [.iPhoneSE, .iPhone15, .iPhone15ProMax],
                    dynamicTypeSizes: [.large, .xxxLarge, .accessibility3]) { _, layout in
            expectNoWarnings(in: layout)
            expectNotTruncated(in: layout)
            expectNoOverlap([.text("Ada Lovelace"), .accessibilityIdentifier("follow")], in: layout)
            expectView(.accessibilityIdentifier("follow"), isInside: .safeArea, in: layout)
        }
    }
}

struct Card: View {
    var body: some View {
        HStack {
            Color.blue.frame(width: 50).accessibilityIdentifier("icon")
            Color.red.accessibilityIdentifier("body")
        }
        .frame(width: 300, height: 100)
    }
}

@Suite @MainActor struct CardLayoutTests {
    @Test func bodyTakesWhatTheIconLeaves() {
        let layout = Card().layout(on: .iPhone15)
        expectFrame(of: "body", in: layout, equals: CGRect(x: 104.5, y: 388.5, width: 242, height: 100))
        expectSize(of: "icon", in: layout, equals: CGSize(width: 50, height: 100))
    }

    @Test func cardIsFixed() {
        expectSizingBehavior(of: Card(), horizontal: .fixed, vertical: .fixed)
    }

    @Test func fitsEveryDevice() {
        expectNoOverflow(of: Card(), across: Device.allPhones + Device.allPads)
    }

    @Test func snapshot() {
        assertLayoutSnapshot(of: Card().layout(on: .iPhoneSE), as: .frames, named: "iPhoneSE")
    }
}

extension CardLayoutTests {
    @Test func inlineSnapshot() {
        assertInlineLayoutSnapshot(of: Card().layout(on: .iPhoneSE), as: .frames) {
            """
            HStack: 37.5 293.5 300 100
              frame 'icon': 37.5 293.5 50 100
                Color.blue: 37.5 293.5 50 100
              Color.red 'body': 95.5 293.5 242 100
            """
        }
    }
}

final class CardLayoutXCTests: XCTestCase {
    func testBody() {
        MainActor.assumeIsolated {
            let layout = Card().layout(on: .iPhone15)
            expectFrame(of: "body", in: layout, equals: CGRect(x: 104.5, y: 388.5, width: 242, height: 100))
        }
    }
}

@Suite("Testing layouts article")
@MainActor
struct TestingLayoutsArticleTests {
    @Test("the dashboard's header spans every iPad window")
    func devices() {
        forEachDevice(Device.allPads, layingOut: Dashboard()) { device, layout in
            expectSize(of: "header", in: layout, equals: CGSize(width: device.size.width, height: min(400, (device.size.height - 44) / 2)))
        }
    }

    @Test("the profile card's sweep prints the table the article shows")
    func sweepTable() throws {
        let blocks = DocumentationFiles.codeBlocks(in: try DocumentationFiles.text("Documentation/Trellis.docc/TestingLayouts.md")).map(\.text)
        let report = sweepLayout(of: ProfileCardView(), devices: [.iPhoneSE, .iPhone15, .iPhone15ProMax],
                                 dynamicTypeSizes: [.large, .xxxLarge, .accessibility3]) { _, layout in
            expectNotTruncated(in: layout)
        }
        #expect(blocks.contains(report.table))
        // As the article says: at accessibility3 the name wraps and the card grows taller.
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility3
        let large = ProfileCardView().layout(on: .iPhoneSE)
        let huge = ProfileCardView().layout(on: .iPhoneSE, environment: environment)
        let oneLine = Text("Ada Lovelace").font(.headline).layout(in: CGSize(width: 2000, height: 2000), environment: environment)
        let lineHeight = try #require(oneLine.frame(ofText: "Ada Lovelace")?.height)
        #expect((huge.frame(ofText: "Ada Lovelace")?.height ?? 0) >= 2 * lineHeight)
        #expect((huge.frame(ofText: "Mathematician")?.maxY ?? 0) > (large.frame(ofText: "Mathematician")?.maxY ?? .infinity))
    }

    @Test("a failing expectFrame reads as the article shows")
    func failureMessage() throws {
        // The pictures' file names hold the test's name and line, which differ between the
        // article's test and this one; only the folder they are in is compared.
        @Sendable func withoutNames(_ text: String) -> String {
            text.replacing(#/\.build/trellis-failures/[^ ,]+\.(?<ext>svg|html)/#) { ".build/trellis-failures/….\($0.ext)" }
        }
        let blocks = DocumentationFiles.codeBlocks(in: try DocumentationFiles.text("Documentation/Trellis.docc/TestingLayouts.md")).map { withoutNames($0.text) }
        withKnownIssue {
            expectFrame(of: "body", in: Card().layout(on: .iPhone15), equals: CGRect(x: 104.5, y: 388.5, width: 250, height: 100))
        } matching: { issue in
            blocks.contains(withoutNames(issue.comments.map(\.rawValue).joined(separator: "\n")))
        }
    }
}
