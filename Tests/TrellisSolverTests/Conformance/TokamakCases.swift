import Testing
import Trellis
import TrellisTesting

// Cases 38–47 and 51 of Fixtures/ConformanceCases.md: the trees of Tokamak's layout tests
// (Tests/TokamakLayoutTests), each rendered by real SwiftUI in a 500×500 NSHostingView.
// Cases 48–50 (aspectRatio) are in AspectRatioCases.swift.

extension Conformance {
    @Suite("Tokamak layout cases (TOK, 500×500)")
    @MainActor
    struct TokamakCases {

        // MARK: - Stacks (StackTests)

        @Test("case 38: VStack of two Colors (TOK StackTests)")
        func vStackOfTwo() {
            let view = VStack {
                Color.red.id("first")
                Color.blue.id("second")
            }
            let result = view.layout(in: tokamakWindow)
            expectFrame(of: "first", in: result, equals: CGRect(x: 0, y: 0, width: 500, height: 246), tolerance: exact, context: caseName)
            expectFrame(of: "second", in: result, equals: CGRect(x: 0, y: 254, width: 500, height: 246), tolerance: exact, context: caseName)
        }

        @Test("case 39: HStack of two Colors (TOK StackTests)")
        func hStackOfTwo() {
            let view = HStack {
                Color.red.id("first")
                Color.blue.id("second")
            }
            let result = view.layout(in: tokamakWindow)
            expectFrame(of: "first", in: result, equals: CGRect(x: 0, y: 0, width: 246, height: 500), tolerance: exact, context: caseName)
            expectFrame(of: "second", in: result, equals: CGRect(x: 254, y: 0, width: 246, height: 500), tolerance: exact, context: caseName)
        }

        @Test("case 40: VStack(spacing: 0) of two Colors (TOK StackTests)")
        func vStackWithoutSpacing() {
            let view = VStack(spacing: 0) {
                Color.red.id("first")
                Color.blue.id("second")
            }
            let result = view.layout(in: tokamakWindow)
            expectFrame(of: "first", in: result, equals: CGRect(x: 0, y: 0, width: 500, height: 250), tolerance: exact, context: caseName)
            expectFrame(of: "second", in: result, equals: CGRect(x: 0, y: 250, width: 500, height: 250), tolerance: exact, context: caseName)
        }

        @Test("case 40: HStack(spacing: 0) of two Colors (TOK StackTests)")
        func hStackWithoutSpacing() {
            let view = HStack(spacing: 0) {
                Color.red.id("first")
                Color.blue.id("second")
            }
            let result = view.layout(in: tokamakWindow)
            expectFrame(of: "first", in: result, equals: CGRect(x: 0, y: 0, width: 250, height: 500), tolerance: exact, context: caseName)
            expectFrame(of: "second", in: result, equals: CGRect(x: 250, y: 0, width: 250, height: 500), tolerance: exact, context: caseName)
        }

        @Test(
            "case 41: VStack alignment with a narrow child (TOK StackTests)",
            arguments: [(HorizontalAlignment.leading, 0 as CGFloat), (.center, 225), (.trailing, 450)]
        )
        func vStackAlignment(alignment: HorizontalAlignment, x: CGFloat) {
            let view = VStack(alignment: alignment) {
                Color.red.id("first")
                Color.blue.id("second").frame(width: 50)
            }
            let result = view.layout(in: tokamakWindow)
            expectFrame(of: "first", in: result, equals: CGRect(x: 0, y: 0, width: 500, height: 246), tolerance: exact, context: caseName)
            expectFrame(of: "second", in: result, equals: CGRect(x: x, y: 254, width: 50, height: 246), tolerance: exact, context: caseName)
        }

        @Test(
            "case 42: HStack alignment with a short child (TOK StackTests)",
            arguments: [(VerticalAlignment.top, 0 as CGFloat), (.center, 225), (.bottom, 450)]
        )
        func hStackAlignment(alignment: VerticalAlignment, y: CGFloat) {
            let view = HStack(alignment: alignment) {
                Color.red.id("first")
                Color.blue.id("second").frame(height: 50)
            }
            let result = view.layout(in: tokamakWindow)
            expectFrame(of: "first", in: result, equals: CGRect(x: 0, y: 0, width: 246, height: 500), tolerance: exact, context: caseName)
            expectFrame(of: "second", in: result, equals: CGRect(x: 254, y: y, width: 246, height: 50), tolerance: exact, context: caseName)
        }

        @Test("case 43: minHeight frame beside a prioritised Color in a VStack (TOK StackTests)")
        func vStackMinHeightAndPriority() {
            let view = VStack {
                Color.red.id("first").frame(minHeight: 50)
                Color.blue.id("second").layoutPriority(1)
            }
            let result = view.layout(in: tokamakWindow)
            expectFrame(of: "first", in: result, equals: CGRect(x: 0, y: 0, width: 500, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "second", in: result, equals: CGRect(x: 0, y: 58, width: 500, height: 442), tolerance: exact, context: caseName)
        }

        @Test("case 44: minHeight frame beside a prioritised Color in an HStack (TOK StackTests)")
        func hStackMinHeightAndPriority() {
            let view = HStack {
                Color.red.id("first").frame(minHeight: 50)
                Color.blue.id("second").layoutPriority(1)
            }
            let result = view.layout(in: tokamakWindow)
            expectFrame(of: "first", in: result, equals: CGRect(x: 0, y: 0, width: 0, height: 500), tolerance: exact, context: caseName)
            expectFrame(of: "second", in: result, equals: CGRect(x: 8, y: 0, width: 492, height: 500), tolerance: exact, context: caseName)
        }

        // MARK: - Frames (FrameTests)

        /// The frames of cases 45 (fixed) and 46 (flexible) around a Color.
        enum FrameVariant: String, Sendable, CustomTestStringConvertible {
            case fixedBoth = ".frame(width: 200, height: 100)"
            case fixedWidth = ".frame(width: 200)"
            case fixedHeight = ".frame(height: 200)"
            case flexBoth = ".frame(minWidth: 0, maxWidth: 200, minHeight: 0, maxHeight: 100)"
            case flexWidth = ".frame(minWidth: 0, maxWidth: 200)"
            case flexHeight = ".frame(minHeight: 0, maxHeight: 200)"

            var testDescription: String { rawValue }

            @ViewBuilder
            func apply(to content: some View) -> some View {
                switch self {
                case .fixedBoth: content.frame(width: 200, height: 100)
                case .fixedWidth: content.frame(width: 200)
                case .fixedHeight: content.frame(height: 200)
                case .flexBoth: content.frame(minWidth: 0, maxWidth: 200, minHeight: 0, maxHeight: 100)
                case .flexWidth: content.frame(minWidth: 0, maxWidth: 200)
                case .flexHeight: content.frame(minHeight: 0, maxHeight: 200)
                }
            }
        }

        @Test(
            "case 45: fixed frames around a Color (TOK FrameTests)",
            arguments: [
                (FrameVariant.fixedBoth, CGRect(x: 150, y: 200, width: 200, height: 100)),
                (.fixedWidth, CGRect(x: 150, y: 0, width: 200, height: 500)),
                (.fixedHeight, CGRect(x: 0, y: 150, width: 500, height: 200)),
            ]
        )
        func fixedFrameAroundColor(variant: FrameVariant, expected: CGRect) {
            let result = variant.apply(to: Color.red.id("color")).layout(in: tokamakWindow)
            expectFrame(of: "color", in: result, equals: expected, tolerance: exact, context: caseName)
        }

        @Test(
            "case 46: flexible frames around a Color (TOK FrameTests)",
            arguments: [
                (FrameVariant.flexBoth, CGRect(x: 150, y: 200, width: 200, height: 100)),
                (.flexWidth, CGRect(x: 150, y: 0, width: 200, height: 500)),
                (.flexHeight, CGRect(x: 0, y: 150, width: 500, height: 200)),
            ]
        )
        func flexibleFrameAroundColor(variant: FrameVariant, expected: CGRect) {
            let result = variant.apply(to: Color.red.id("color")).layout(in: tokamakWindow)
            expectFrame(of: "color", in: result, equals: expected, tolerance: exact, context: caseName)
        }

        @Test(
            "case 47: aligned view in an infinite frame (TOK FrameTests)",
            arguments: [
                AlignedOrigin(.topLeading, 0, 0), AlignedOrigin(.top, 200, 0), AlignedOrigin(.topTrailing, 400, 0),
                AlignedOrigin(.leading, 0, 200), AlignedOrigin(.center, 200, 200), AlignedOrigin(.trailing, 400, 200),
                AlignedOrigin(.bottomLeading, 0, 400), AlignedOrigin(.bottom, 200, 400), AlignedOrigin(.bottomTrailing, 400, 400),
            ]
        )
        func alignmentInInfiniteFrame(_ rect: AlignedOrigin) {
            let view = Color.red.id("rect").frame(width: 100, height: 100)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: rect.alignment)
                .background(Color.gray.id("gray"))
            let result = view.layout(in: tokamakWindow)
            expectFrame(of: "gray", in: result, equals: CGRect(x: 0, y: 0, width: 500, height: 500), tolerance: exact, context: caseName)
            expectFrame(of: "rect", in: result, equals: CGRect(x: rect.x, y: rect.y, width: 100, height: 100), tolerance: exact, context: caseName)
        }

        // MARK: - Overlay and background (ContainedZLayoutTests)

        /// Whether case 51 adds its secondary view with `.background` or `.overlay`.
        enum SecondaryLayer: String, Sendable, CaseIterable, CustomTestStringConvertible {
            case background, overlay

            var testDescription: String { ".\(rawValue)" }
        }

        @Test(
            "case 51: aligned background and overlay (TOK ContainedZLayoutTests)",
            arguments: SecondaryLayer.allCases, [
                AlignedOrigin(.topLeading, 200, 200), AlignedOrigin(.top, 225, 200), AlignedOrigin(.topTrailing, 250, 200),
                AlignedOrigin(.leading, 200, 225), AlignedOrigin(.center, 225, 225), AlignedOrigin(.trailing, 250, 225),
                AlignedOrigin(.bottomLeading, 200, 250), AlignedOrigin(.bottom, 225, 250), AlignedOrigin(.bottomTrailing, 250, 250),
            ]
        )
        func alignedSecondaryLayer(layer: SecondaryLayer, secondary: AlignedOrigin) {
            let main = Color.red.id("main").frame(width: 100, height: 100)
            let result: LayoutResult
            switch layer {
            case .background:
                result = main.background(alignment: secondary.alignment) { Color.blue.id("secondary").frame(width: 50, height: 50) }
                    .layout(in: tokamakWindow)
            case .overlay:
                result = main.overlay(alignment: secondary.alignment) { Color.blue.id("secondary").frame(width: 50, height: 50) }
                    .layout(in: tokamakWindow)
            }
            expectFrame(of: "main", in: result, equals: CGRect(x: 200, y: 200, width: 100, height: 100), tolerance: exact, context: caseName)
            expectFrame(of: "secondary", in: result, equals: CGRect(x: secondary.x, y: secondary.y, width: 50, height: 50), tolerance: exact, context: caseName)
        }
    }
}
