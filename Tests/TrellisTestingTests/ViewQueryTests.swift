import Foundation
import Testing
import Trellis
import TrellisTesting

/// A view of the test's own, found by its type.
private struct Badge: View {
    var body: some View {
        Color.green.frame(width: 20, height: 20)
    }
}

/// A view whose body is another view of the test's own.
private struct Row: View {
    var body: some View {
        HStack(spacing: 8) {
            Badge()
            Text("Sign in").accessibilityIdentifier("signIn")
        }
    }
}

@Suite("Finding views by identifier, text and type") @MainActor
struct ViewQueryTests {
    private var screen: LayoutResult {
        VStack(spacing: 10) {
            Row()
            Badge()
            Text("OK")
            Text("OK")
        }
        .layout(in: CGSize(width: 400, height: 400))
    }

    @Test("an accessibility identifier names the view it is applied to, as .id does")
    func accessibilityIdentifier() throws {
        let frame = try #require(screen.frame(of: "signIn"))
        #expect(screen.frame(ofText: "Sign in") == frame)
        #expect(expectFrame(of: .accessibilityIdentifier("signIn"), in: screen, equals: frame))
    }

    @Test("a text is found by its exact content; none or several give nil, and all are listed")
    func text() {
        #expect(screen.frame(ofText: "Sign") == nil)
        #expect(screen.frame(ofText: "OK") == nil)
        let oks = screen.frames(ofText: "OK")
        #expect(oks.count == 2)
        // The two texts are stacked 10 points apart (the VStack's spacing).
        #expect(oks.count == 2 && abs(oks[1].minY - oks[0].maxY - 10) < 0.01)
    }

    @Test("views are found by their type, through views whose body is another view")
    func type() {
        let badges = screen.frames(of: Badge.self)
        #expect(badges.count == 2)
        #expect(badges.allSatisfy { $0.size == CGSize(width: 20, height: 20) })
        // Row's body is the HStack: one frame, as wide as the badge, the spacing and the text.
        let rows = screen.frames(of: Row.self)
        let text = screen.frame(ofText: "Sign in")
        #expect(rows.count == 1 && text != nil && abs(rows[0].width - (20 + 8 + (text?.width ?? 0))) < 0.01)
        #expect(screen.frames(of: ViewQueryTests.self).isEmpty)
    }

    @Test("an expectation fails when a text or type query matches several views")
    func ambiguity() {
        withKnownIssue {
            expectHeight(of: .text("OK"), in: screen, equals: 20)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("2 views match text \"OK\", at (")
        }
        withKnownIssue {
            expectSize(of: .type(Badge.self), in: screen, equals: CGSize(width: 20, height: 20))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("2 views match view of type Badge") && text.contains("say which you mean with .nth(1)…nth(2)")
                && text.contains("or give it an accessibilityIdentifier of its own")
        }
    }

    @Test("a query that matches nothing lists what the layout has of its sort")
    func missing() {
        withKnownIssue {
            expectWidth(of: .text("Log in"), in: screen, equals: 10)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("no text \"Log in\" was laid out; the texts are \"Sign in\", \"OK\"" + "\n  pictures: ")
        }
        withKnownIssue {
            expectWidth(of: .type(ViewQueryTests.self), in: screen, equals: 10)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("no view of type ViewQueryTests was laid out; the view types are Badge, Row" + "\n  pictures: ")
        }
        withKnownIssue {
            expectWidth(of: .accessibilityIdentifier("logIn"), in: screen, equals: 10)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("no view with accessibility identifier 'logIn' was laid out; the named views are 'signIn'" + "\n  pictures: ")
        }
    }

    @Test("a failing expectation on a query names the query and carries the why-chain")
    func failureNamesQuery() {
        withKnownIssue {
            expectSize(of: .type(Row.self), in: screen, equals: CGSize(width: 10, height: 10))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("size of view of type Row") && text.contains("why:\n    ") && text.contains(" offered 400×400 by the window\n")
        }
    }
}
