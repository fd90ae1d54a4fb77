import Trellis
import TrellisTesting
import XCTest

/// The same expectations from XCTest.
final class TrellisTestingXCTests: XCTestCase {
    func testFrameExpectationsInXCTest() {
        // XCTest on Linux runs tests on the main thread but cannot call `@MainActor` test methods.
        MainActor.assumeIsolated {
        let layout = Color.red.frame(width: 50, height: 50).id("square").layout(in: CGSize(width: 200, height: 200))
        XCTAssertTrue(expectFrame(of: "square", in: layout, equals: CGRect(x: 75, y: 75, width: 50, height: 50)))
        XCTAssertTrue(expectSizingBehavior(of: Color.red.frame(width: 50, height: 50), horizontal: .fixed, vertical: .fixed))
        }
    }
}
