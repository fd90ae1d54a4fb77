import Testing
import Trellis

/// Display-time rounding (LayoutRules article §11): each frame's corners are rounded to the nearest pixel
/// (ties up) in window coordinates, so neighbours keep sharing their edges.
@Suite("Pixel snapping")
@MainActor
struct PixelSnappingTests {
    /// Three equal rows in 100 pt: 26.667 each with 10 pt gaps (conformance case 57).
    private var rows: some View {
        VStack(spacing: 10) {
            Color.red.id("r1")
            Color.green.id("r2")
            Color.blue.id("r3")
        }
    }

    @Test("at 2× corners land on half points and adjacent views stay adjacent")
    func scaleTwo() {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let result = rows.layout(in: CGSize(width: 100, height: 100), environment: environment)
        // Unrounded: r1 0…26.667, r2 36.667…63.333, r3 73.333…100.
        #expect(result.renderedFrame(of: "r1") == CGRect(x: 0, y: 0, width: 100, height: 26.5))
        #expect(result.renderedFrame(of: "r2") == CGRect(x: 0, y: 36.5, width: 100, height: 27))
        #expect(result.renderedFrame(of: "r3") == CGRect(x: 0, y: 73.5, width: 100, height: 26.5))
        #expect(abs(result.frame(of: "r2")!.minY - 110.0 / 3) < 1e-9, "layout frames stay unrounded")
    }

    @Test("at 3× thirds of a point are already on the grid")
    func scaleThree() {
        let result = rows.layout(on: Device(name: "test", size: CGSize(width: 100, height: 100), displayScale: 3,
                                            horizontalSizeClass: .compact, verticalSizeClass: .compact))
        let r2 = result.renderedFrame(of: "r2")!
        #expect(abs(r2.minY - 110.0 / 3) < 1e-9 && abs(r2.height - 80.0 / 3) < 1e-9)
    }

    @Test("snapping twice changes nothing, and ties round up", arguments: [1.0, 2.0, 3.0] as [CGFloat])
    func snappingIsIdempotent(scale: CGFloat) {
        for rect in [CGRect(x: 0.25, y: 10.5, width: 33.3, height: 0.75), CGRect(x: -7.49, y: 2.5, width: 100.01, height: 5)] {
            let once = LayoutResult.snap(rect, scale: scale)
            #expect(LayoutResult.snap(once, scale: scale) == once)
        }
        #expect(LayoutResult.snap(CGRect(x: 0.5, y: 0, width: 1, height: 1), scale: 1).minX == 1)
    }
}
