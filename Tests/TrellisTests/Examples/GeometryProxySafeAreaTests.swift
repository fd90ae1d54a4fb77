import Testing
import Trellis

/// `GeometryProxy.safeAreaInsets`: how far a reader's frame reaches into the safe area's
/// insets. A probe in the reader's content is sized from the proxy's insets, so its size shows
/// what the reader saw. Expected values follow from the device insets and the rule that a view
/// ignoring the safe area grows into the insets its frame reaches.
@Suite("GeometryProxy safe-area insets") @MainActor
struct GeometryProxySafeAreaTests {
    /// A reader whose content is a probe `top + bottom` wide and `leading + trailing` tall.
    private func reader() -> some View {
        GeometryReader { proxy in
            let insets = proxy.safeAreaInsets
            Color.red.frame(width: insets.top + insets.bottom, height: insets.leading + insets.trailing).id("probe")
        }
    }

    @Test("a reader inside the safe area sees no insets")
    func insideSafeArea() {
        let result = reader().id("reader").layout(on: .iPhone15)
        #expect(result.frame(of: "reader") == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(result.frame(of: "probe") == CGRect(x: 0, y: 59, width: 0, height: 0))
    }

    @Test("a reader that ignores the safe area sees the insets it grew into")
    func ignoringReader() {
        // Portrait: grown to the whole 393×852 screen, so top 59 and bottom 34 (93 wide probe).
        let portrait = reader().ignoresSafeArea().layout(on: .iPhone15)
        #expect(portrait.frame(of: "probe") == CGRect(x: 0, y: 0, width: 93, height: 0))
        // Only the top ignored: 59 at the top, nothing at the bottom.
        let top = reader().ignoresSafeArea(edges: .top).layout(on: .iPhone15)
        #expect(top.frame(of: "probe") == CGRect(x: 0, y: 0, width: 59, height: 0))
        // Landscape, sides only: 59 on each side (118 tall probe), no bottom inset reached.
        let sides = reader().ignoresSafeArea(edges: .horizontal).layout(on: Device.iPhone15.landscape)
        #expect(sides.frame(of: "probe") == CGRect(x: 0, y: 0, width: 0, height: 118))
    }

    @Test("a reader in a reader's content measures within the outer reader's safe area")
    func nestedReader() {
        let nested = GeometryReader { _ in self.reader() }.ignoresSafeArea().layout(on: .iPhone15)
        #expect(nested.frame(of: "probe") == CGRect(x: 0, y: 0, width: 93, height: 0))
    }

    @Test("without a safe area every reader sees zero insets")
    func noSafeArea() {
        let result = reader().ignoresSafeArea().layout(in: CGSize(width: 300, height: 500))
        #expect(result.frame(of: "probe") == CGRect(x: 0, y: 0, width: 0, height: 0))
    }
}
