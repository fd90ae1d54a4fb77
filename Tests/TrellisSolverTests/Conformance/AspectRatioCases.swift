import Testing
import Trellis
import TrellisTesting

// Cases 35–37 (OpenSwiftUI AspectRatioLayoutUITests, 200×200 iOS canvas) and 48–50 (Tokamak
// AspectRatioTests, 500×500 NSHostingView) of Fixtures/ConformanceCases.md: aspectRatio with and without a ratio,
// in both content modes.

extension Conformance {
    @Suite("aspectRatio cases (OSUI 200×200, TOK 500×500)")
    @MainActor
    struct AspectRatioCases {

        // MARK: - OpenSwiftUI AspectRatioLayoutUITests

        @Test("case 35: ratio 0.5 fitted in 100×50 and filling 50×100 (OSUI AspectRatioLayoutUITests.aspectRatioHalfInRect)")
        func aspectRatioHalfInRect() {
            let view = ZStack {
                Color.red.aspectRatio(0.5, contentMode: .fit).id("red").frame(width: 100, height: 50)
                Color.green.aspectRatio(0.5, contentMode: .fill).id("green").frame(width: 50, height: 100)
            }
            .frame(width: 100, height: 100)
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 87.5, y: 75, width: 25, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 75, y: 50, width: 50, height: 100), tolerance: exact, context: caseName)
        }

        @Test("case 36: ratio sizes 2×1 fitted and 20×10 filling, overflowing its frame (OSUI AspectRatioLayoutUITests.aspectRatioTwoInSquare)")
        func aspectRatioTwoInSquare() {
            let view = ZStack {
                Color.red.aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit).id("red").frame(width: 100, height: 50)
                Color.green.aspectRatio(CGSize(width: 20, height: 10), contentMode: .fill).id("green").frame(width: 50, height: 100)
            }
            .frame(width: 100, height: 100)
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 50, y: 75, width: 100, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 0, y: 50, width: 200, height: 100), tolerance: exact, context: caseName)
        }

        @Test("case 37: no ratio uses the Color's 10×10 ideal size, ratio 1 (OSUI AspectRatioLayoutUITests.aspectRatioNilInSquare)")
        func aspectRatioNilInSquare() {
            let view = ZStack {
                Color.red.aspectRatio(contentMode: .fit).id("red").frame(width: 100, height: 50)
                Color.green.aspectRatio(contentMode: .fill).id("green").frame(width: 50, height: 100)
            }
            .frame(width: 200, height: 200)
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 75, y: 75, width: 50, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 50, y: 50, width: 100, height: 100), tolerance: exact, context: caseName)
        }

        // MARK: - Tokamak AspectRatioTests

        @Test("case 48: ratio 1 fitted in a 200×100 frame (TOK AspectRatioTests)")
        func squareFittedInWideFrame() {
            let result = Color.red.aspectRatio(1, contentMode: .fit).id("red").frame(width: 200, height: 100).layout(in: tokamakWindow)
            expectFrame(of: "red", in: result, equals: CGRect(x: 200, y: 200, width: 100, height: 100), tolerance: exact, context: caseName)
        }

        @Test("case 49: ratio 1.5 in a 100×100 frame (TOK AspectRatioTests)", arguments: [
            (ContentMode.fit, CGRect(x: 200, y: 216.667, width: 100, height: 66.667)),
            (.fill, CGRect(x: 175, y: 200, width: 150, height: 100)),
        ])
        func wideRatioInSquare(mode: ContentMode, expected: CGRect) {
            let result = Color.red.aspectRatio(1.5, contentMode: mode).id("red").frame(width: 100, height: 100).layout(in: tokamakWindow)
            expectFrame(of: "red", in: result, equals: expected, tolerance: exact, context: caseName)
        }

        @Test("case 50: ratio 0.5 in a 100×100 frame (TOK AspectRatioTests)", arguments: [
            (ContentMode.fit, CGRect(x: 225, y: 200, width: 50, height: 100)),
            (.fill, CGRect(x: 200, y: 150, width: 100, height: 200)),
        ])
        func tallRatioInSquare(mode: ContentMode, expected: CGRect) {
            let result = Color.red.aspectRatio(0.5, contentMode: mode).id("red").frame(width: 100, height: 100).layout(in: tokamakWindow)
            expectFrame(of: "red", in: result, equals: expected, tolerance: exact, context: caseName)
        }
    }
}
