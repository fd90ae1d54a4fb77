import Testing
import Trellis

/// `.environment(\.displayScale, _)` applies to its subtree when frames are snapped. Two
/// 3.3-point squares centred in a 10-point window sit at 3.35…6.65 on both axes: on a 1× grid
/// that rounds to 3…7, on a 2× grid to 3.5…6.5 (6.7 and 13.3 half-pixels round to 7 and 13).
@Suite("Display scale per subtree") @MainActor
struct SubtreeDisplayScaleTests {
    private let window = CGSize(width: 10, height: 10)

    private func squares(scale: CGFloat) -> some View {
        ZStack {
            Color.red.frame(width: 3.3, height: 3.3).id("a")
            Color.blue.frame(width: 3.3, height: 3.3).id("b").environment(\.displayScale, scale)
        }
    }

    @Test("the subtree's scale, not the root's, snaps its frames")
    func subtreeScale() {
        let result = squares(scale: 2).layout(in: window)
        #expect(result.frame(of: "b") == CGRect(x: 3.35, y: 3.35, width: 3.3, height: 3.3))
        #expect(result.renderedFrame(of: "a") == CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(result.renderedFrame(of: "b") == CGRect(x: 3.5, y: 3.5, width: 3, height: 3))
        let node = result.node(named: "b")!
        #expect(result.renderedFrames[node.index] == CGRect(x: 3.5, y: 3.5, width: 3, height: 3))
    }

    @Test("the scale reaches every view of the subtree and an inner setting wins")
    func nested() {
        let view = VStack {
            Color.red.frame(width: 3.3, height: 3.3).id("inner2")
            Color.blue.frame(width: 3.3, height: 3.3).id("inner1").environment(\.displayScale, 1)
        }
        .environment(\.displayScale, 2)
        // The stack (3.3 × 14.6 with 8 spacing) is centred in a 10 × 20 window: x 3.35…6.65.
        let result = view.layout(in: CGSize(width: 10, height: 20))
        #expect(result.renderedFrame(of: "inner2").map { ($0.minX, $0.maxX) } ?? (0, 0) == (3.5, 6.5))
        #expect(result.renderedFrame(of: "inner1").map { ($0.minX, $0.maxX) } ?? (0, 0) == (3, 7))
    }

    @Test("a device's scale is the root's; a subtree may still differ")
    func onDevice() {
        // iPhone SE is 2×; the subtree asks for 3×. The square sits at (375 − 3.3) / 2 = 185.85
        // across: 557.55 pixels at 3× rounds to 558, i.e. 186; its right edge 189.15 × 3 =
        // 567.45 rounds to 567, i.e. 189.
        let result = Color.red.frame(width: 3.3, height: 3.3).id("s").environment(\.displayScale, 3).layout(on: .iPhoneSE)
        #expect(result.renderedFrame(of: "s").map { ($0.minX, $0.maxX) } ?? (0, 0) == (186, 189))
    }

    @Test("a scale that is not positive and finite leaves the surrounding grid")
    func badScale() {
        let result = squares(scale: 0).layout(in: window)
        #expect(result.renderedFrame(of: "b") == CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(squares(scale: .nan).layout(in: window).renderedFrame(of: "b") == CGRect(x: 3, y: 3, width: 4, height: 4))
    }
}
