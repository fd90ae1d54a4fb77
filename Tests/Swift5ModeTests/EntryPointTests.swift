import Foundation
import Trellis
import XCTest

/// A card made of colours, declared as an app compiled in Swift 5 language mode declares its
/// views: a `View` conformance with no isolation written anywhere.
private struct Card: View {
    var body: some View {
        HStack {
            Color.blue.frame(width: 50).id("b")
            Color.red.id("r")
        }
        .frame(width: 300, height: 100)
    }
}

/// A view with state, environment and a button action, as Swift 5 app code writes them: a
/// header taller in a regular-width window, over a button whose label is a fixed frame.
private struct Panel: View {
    @State private var wide = true
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        VStack(spacing: 0) {
            Color.green.frame(height: sizeClass == .regular ? 200 : 100).id("header")
            Button(action: { wide.toggle() }) {
                Color.gray.frame(width: wide ? 200 : 100, height: 44)
            }
            .id("button")
        }
    }
}

/// Trellis's main-actor entry points, called from the nonisolated test methods of an XCTest
/// case in Swift 5 language mode, as app test targets that have not moved to Swift 6 call
/// them. The entry points are `@MainActor @preconcurrency`, as SwiftUI's view API is, so these
/// calls compile (with warnings at most under strict concurrency checking) instead of failing.
///
/// The frames follow SwiftUI's rules for views without text (see the LayoutRules article): a
/// window proposes its size (or what its safe area leaves) to the root view and centres it; a
/// colour takes the size it is offered; a fixed frame offers its size to its content; a stack
/// puts 8 points between two colours and gives the least flexible child its share first.
final class EntryPointTests: XCTestCase {
    /// The card in a 390×844 window: centred at (45, 372); the blue frame takes its 50 points,
    /// the red colour the 300 − 50 − 8 = 242 left after the spacing.
    func testLayoutInWindowPlacesTheCard() {
        let result = Card().layout(in: CGSize(width: 390, height: 844))
        XCTAssertEqual(result.frame(of: "b"), CGRect(x: 45, y: 372, width: 50, height: 100))
        XCTAssertEqual(result.frame(of: "r"), CGRect(x: 103, y: 372, width: 242, height: 100))
    }

    /// On an iPhone 15 (393×852, safe area 59 at the top and 34 at the bottom), a 100-point
    /// square is centred in the 393×759 the safe area leaves; a colour that ignores the safe
    /// area fills the whole screen.
    func testLayoutOnDeviceRespectsTheSafeArea() {
        let square = Color.red.frame(width: 100, height: 100).id("square").layout(on: .iPhone15)
        XCTAssertEqual(square.frame(of: "square"), CGRect(x: 146.5, y: 388.5, width: 100, height: 100))
        let background = Color.blue.ignoresSafeArea().id("background").layout(on: .iPhone15)
        XCTAssertEqual(background.frame(of: "background"), CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    /// The panel on an iPhone 15 (compact width): the stack is as wide as the screen (the header
    /// takes the 393 offered) and 100 + 44 = 144 tall, centred in the safe area at
    /// 59 + (759 − 144) / 2 = 366.5; the 200-wide button is centred across. On an iPad (820×1180,
    /// regular width, safe area 24 at the top and 20 at the bottom) the header is 200 tall and the
    /// stack starts at 24 + (1136 − 244) / 2 = 470.
    func testViewWithStateAndEnvironmentLaysOut() {
        let phone = Panel().layout(on: .iPhone15)
        XCTAssertEqual(phone.frame(of: "header"), CGRect(x: 0, y: 366.5, width: 393, height: 100))
        XCTAssertEqual(phone.frame(of: "button"), CGRect(x: 96.5, y: 466.5, width: 200, height: 44))
        let pad = Panel().layout(on: .iPad)
        XCTAssertEqual(pad.frame(of: "header"), CGRect(x: 0, y: 470, width: 820, height: 200))
        XCTAssertEqual(pad.frame(of: "button"), CGRect(x: 310, y: 670, width: 200, height: 44))
    }

    /// A window with insets of its own: the colour takes what they leave.
    func testLayoutWithSafeAreaInsetsFillsTheSafeArea() {
        let insets = EdgeInsets(top: 20, leading: 0, bottom: 40, trailing: 0)
        let result = Color.red.id("fill").layout(in: CGSize(width: 400, height: 800), safeAreaInsets: insets)
        XCTAssertEqual(result.frame(of: "fill"), CGRect(x: 0, y: 20, width: 400, height: 740))
    }

    /// Views without state settle in one round.
    func testLayoutSessionRunsOneRoundForViewsWithoutState() {
        let session = Card().layoutSession(in: CGSize(width: 390, height: 844))
        XCTAssertEqual(session.rounds, 1)
        XCTAssertTrue(session.settled)
        XCTAssertEqual(session.result.frame(of: "r")?.width, 242)
    }

    /// A fixed frame answers its size whatever it is offered; a bare colour answers 10 for an
    /// axis it is offered nothing on; a stack of two fixed-height colours is as wide as it is
    /// offered and 20 + 8 + 30 tall.
    func testSizeThatFitsFollowsTheProposal() {
        XCTAssertEqual(Color.red.frame(width: 40, height: 30).sizeThatFits(.unspecified), CGSize(width: 40, height: 30))
        XCTAssertEqual(Color.red.sizeThatFits(.unspecified), CGSize(width: 10, height: 10))
        let stack = VStack { Color.red.frame(height: 20); Color.blue.frame(height: 30) }
        XCTAssertEqual(stack.sizeThatFits(ProposedViewSize(width: 100, height: nil)), CGSize(width: 100, height: 58))
    }

    /// The red colour's why-chain ends with the 242×100 it was given.
    func testExplainEndsWithTheViewsSize() {
        let result = Card().layout(in: CGSize(width: 390, height: 844), explain: true)
        XCTAssertTrue(result.explain("r").hasSuffix("242×100"), result.explain("r"))
    }

    /// A colour takes what it is offered on both axes; a fixed width makes that axis fixed.
    func testSizingBehaviorOfColours() {
        XCTAssertEqual(sizingBehavior(of: Color.red), SizingBehaviors(horizontal: .expanding, vertical: .expanding))
        XCTAssertEqual(sizingBehavior(of: Color.red.frame(width: 50)), SizingBehaviors(horizontal: .fixed, vertical: .expanding))
    }

    /// A host lays the same card out again in a larger window: it is centred there,
    /// (430 − 300) / 2 = 65 across and (932 − 100) / 2 = 416 down.
    func testLayoutHostLaysTheViewOutAgainInAnotherWindow() {
        let host = LayoutHost(rootView: Card())
        let narrow = host.layout(in: CGSize(width: 390, height: 844)).result
        XCTAssertEqual(narrow.frame(of: "r"), CGRect(x: 103, y: 372, width: 242, height: 100))
        let wide = host.layout(in: CGSize(width: 430, height: 932)).result
        XCTAssertEqual(wide.frame(of: "b"), CGRect(x: 65, y: 416, width: 50, height: 100))
        XCTAssertEqual(wide.frame(of: "r"), CGRect(x: 123, y: 416, width: 242, height: 100))
    }

    /// The graph a view lowers to, and the graph file written for the command line, hold the
    /// same nodes.
    func testLayoutGraphAndWriteGraphAgree() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("Swift5ModeTests-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try Card().writeGraph(named: "Card", to: directory)
        let written = try LayoutGraph.decode(json: Data(contentsOf: file))
        XCTAssertEqual(written.count, Card().layoutGraph().count)
    }
}
