import Testing
import Trellis
import TrellisTesting

@Suite("expectPreviewsLayOutCleanly")
@MainActor
struct PreviewExpectationTests {
    private nonisolated func message(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined() }

    @Test func everyPreviewOfTheTestBinaryLaysOutCleanlyOnPhonesAndPads() {
        #expect(expectPreviewsLayOutCleanly(on: [.iPhoneSE, .iPhone15, .iPad]))
    }

    @Test func aPreviewWithAWarningFailsWithItsPlaceDeviceAndExplanation() {
        let tooWide = Preview("Too wide", traits: .fixedLayout(width: 100, height: 100)) {
            Color.red.frame(width: 300, height: 10).id("bar")
        }
        withKnownIssue {
            expectPreviewsLayOutCleanly(on: [.iPhone15], previews: [tooWide])
        } matching: { issue in
            let text = message(issue)
            return text.hasPrefix("1 of 1 preview layout has warnings:\n'Too wide' (TrellisPreviewTests/PreviewExpectationTests.swift:15) on iPhone 15 393×852:\n")
                && text.contains("  why:\n    'bar' offered 100×100 by the window\n")
        }
    }

    @Test func noPreviewsAtAllIsAFailure() {
        withKnownIssue {
            expectPreviewsLayOutCleanly(previews: [])
        } matching: { issue in
            message(issue) == "no previews to lay out: the binary registers no #Preview"
        }
    }
}
