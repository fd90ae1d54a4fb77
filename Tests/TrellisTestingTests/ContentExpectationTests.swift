import Foundation
import Testing
import Trellis
import TrellisTesting

@Suite("Warnings, truncation and overlap") @MainActor
struct ContentExpectationTests {
    private nonisolated func message(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined() }

    @Test("no warnings, unless of an ignored kind")
    func warnings() {
        let clean = Color.red.frame(width: 10, height: 10).layout(in: CGSize(width: 100, height: 100))
        #expect(expectNoWarnings(in: clean))
        let negative = Color.red.frame(width: -10, height: 10).layout(in: CGSize(width: 100, height: 100))
        #expect(expectNoWarnings(in: negative, ignoring: [.invalidValue]))
        withKnownIssue {
            expectNoWarnings(in: negative, context: "negative width")
        } matching: { issue in
            message(issue).hasPrefix("negative width: the layout has 1 warning:\n- invalidValue: ")
        }
    }

    @Test("a text cut to one line in a narrow frame is truncated; a short one is not")
    func truncation() {
        let layout = VStack {
            Text("A sentence far too long for the narrow frame it is given").lineLimit(1).frame(width: 60).accessibilityIdentifier("long")
            Text("Hi").accessibilityIdentifier("short")
        }
        .layout(in: CGSize(width: 390, height: 844))
        #expect(expectNotTruncated("short", in: layout))
        withKnownIssue {
            expectNotTruncated(in: layout)
        } matching: { issue in
            let text = message(issue)
            return text.hasPrefix("1 text is truncated:\n- Text \"A sentence far too l\" (56 characters) is truncated: its text needs ")
                && text.contains(" on one line and got ") && text.contains(" in 1 line; ") && text.contains("\n  why:\n    VStack offered 390×844 by the window\n")
        }
        withKnownIssue {
            expectNotTruncated("long", in: layout)
        } matching: { issue in
            message(issue).hasPrefix("1 text is truncated")
        }
    }

    @Test("a truncated text is reported in the words of the layout's own warning, with the size it needs on one line")
    func truncationInTheWarningsWords() throws {
        let headline = Text("Autumn sale: everything in the shop at half price").lineLimit(1).accessibilityIdentifier("headline")
        let layout = headline.frame(width: 131.75).layout(in: CGSize(width: 390, height: 844))
        let warning = try #require(layout.warnings.first { $0.kind == .textTruncated })
        // What the text needs is its ideal size, on one line: what it takes offered nothing,
        // never what it would take wrapped in the width it got.
        let ideal = headline.sizeThatFits(.unspecified)
        let frame = try #require(layout.frame(of: "headline"))
        #expect(ideal.width > 131.75)
        #expect(warning.message.hasPrefix(
            "'headline' is truncated: its text needs \(PointFormat.string(ideal)) on one line and got \(PointFormat.string(frame.size)) in 1 line; "))
        withKnownIssue {
            expectNotTruncated(in: layout)
        } matching: { issue in
            message(issue).hasPrefix("1 text is truncated:\n- \(warning.message)\n  why:\n")
        }
    }

    @Test("views side by side do not overlap; views stacked in a ZStack do")
    func overlap() {
        let row = HStack {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
        }
        .layout(in: CGSize(width: 200, height: 200))
        #expect(expectNoOverlap(["a", "b"], in: row))
        let pile = ZStack {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
            Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("b")
        }
        .layout(in: CGSize(width: 200, height: 200))
        withKnownIssue {
            expectNoOverlap(["a", "b"], in: pile)
        } matching: { issue in
            // The ZStack centres both squares: the small one lies wholly on the big one.
            message(issue).hasPrefix("views overlap:\n- 'a' (75, 75, 50, 50) and 'b' (85, 85, 30, 30) share (85, 85, 30, 30)\n  pictures: ")
        }
    }
}
