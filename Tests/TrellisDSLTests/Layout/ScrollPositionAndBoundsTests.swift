import Foundation
import Testing
import Trellis

@Suite("ScrollPosition and GeometryProxy.bounds(of:)")
@MainActor
struct ScrollPositionAndBoundsTests {
    @Test("a position records what it is told to scroll to, and the scroll view still shows its beginning")
    func positionRecords() throws {
        var position = ScrollPosition(edge: .top)
        #expect(position.edge == .top && position.viewID == nil)
        position.scrollTo(id: 7)
        #expect(position.viewID(type: Int.self) == 7 && position.edge == nil)
        position.scrollTo(y: 40)
        #expect(position.y == 40)
        let result = ScrollView {
            VStack(spacing: 0) { ForEach(0..<20) { Color.red.frame(height: 50).id($0) } }
        }
        .scrollPosition(.constant(ScrollPosition(edge: .bottom)))
        .layout(in: CGSize(width: 100, height: 200))
        #expect(try #require(result.frame(of: 0)).minY == 0)
    }

    @Test("bounds(of:) is the named view's bounds in the reader's coordinates, nil for a name no view gives")
    func boundsOfNamedSpace() {
        let recorder = BoundsRecorder()
        _ = VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { proxy in
                recorder.record(proxy)
            }
            .frame(width: 50, height: 40)
        }
        .coordinateSpace(.named("card"))
        .frame(width: 100, height: 100)
        .layout(in: CGSize(width: 100, height: 100))
        // The stack is 100 wide (its red row) and 70 high; the reader sits 30 below its top,
        // centred across (25 in), so the stack's bounds start at (-25, -30) in the reader's.
        #expect(recorder.bounds == CGRect(x: -25, y: -30, width: 100, height: 70))
        #expect(recorder.recorded && recorder.missing == nil)
    }
}

/// Keeps what a reader's proxy said, for the test to read after the layout.
@MainActor
private final class BoundsRecorder {
    var bounds: CGRect?
    var missing: CGRect?
    var recorded = false

    func record(_ proxy: GeometryProxy) -> Color {
        bounds = proxy.bounds(of: .named("card"))
        missing = proxy.bounds(of: .named("nowhere"))
        recorded = true
        return Color.clear
    }
}
