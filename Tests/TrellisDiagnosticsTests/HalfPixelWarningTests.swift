import Foundation
import Testing
import Trellis

/// A view that reaches less than half a pixel beyond its bounds draws on the same pixels as
/// its bounds, so no warning says it is out of bounds; by half a pixel or more it is.
@Suite("Half-pixel differences in warnings and sweeps") @MainActor
struct HalfPixelWarningTests {
    /// A colour `width` wide centred in a 100-pt frame: it reaches (width − 100) / 2 beyond
    /// each side of the frame.
    private func warnings(width: CGFloat, scale: CGFloat) -> [LayoutWarning] {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        return Color.red.frame(width: width, height: 10).id("bar").frame(width: 100, height: 10)
            .layout(in: CGSize(width: 390, height: 844), environment: environment).warnings
            .filter { $0.kind == .outOfBounds }
    }

    @Test("at 3×, 0.1 pt beyond each side (0.3 px) is not out of bounds; 0.2 pt (0.6 px) is",
          arguments: [(CGFloat(100.2), false), (100.4, true)])
    func threeX(width: CGFloat, warns: Bool) {
        #expect(warnings(width: width, scale: 3).isEmpty != warns)
    }

    @Test("at 1×, 0.2 pt (0.2 px) is not out of bounds; 0.6 pt (0.6 px) is",
          arguments: [(CGFloat(100.4), false), (101.2, true)])
    func oneX(width: CGFloat, warns: Bool) {
        #expect(warnings(width: width, scale: 1).isEmpty != warns)
    }

    @Test("a sweep on a display scale tries only whole-pixel windows and reports changes there")
    func sweepOnPixelGrid() {
        // A 300.2-pt card centred in a frame as wide as the window reaches half the difference
        // beyond each side: more than half a pixel at 3× (1/6 pt) in windows narrower than
        // 300.2 − 2/6 ≈ 299.87. Windows are whole pixels, so the change is at 300 (900 px):
        // at 299.667 (899 px) it reaches 0.27 pt, at 300 only 0.1.
        let graph = Color.red.frame(width: 300.2, height: 10).id("card").frame(maxWidth: .infinity).layoutGraph()
        let changes = StructureSweep(graph: graph, safeAreaInsets: nil, displayScale: 3)
            .changes(from: CGSize(width: 200, height: 100), to: CGSize(width: 400, height: 100))
        #expect(changes.count == 1)
        let width = changes.first?.size.width ?? 0
        #expect(abs(width * 3 - (width * 3).rounded()) < 1e-9, "\(width) is not a whole number of pixels")
        #expect(abs(width - 300) < 1e-9, "\(changes)")
    }
}
