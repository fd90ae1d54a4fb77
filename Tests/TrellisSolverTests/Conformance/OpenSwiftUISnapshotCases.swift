import Testing
import Trellis
import TrellisTesting

// Cases 1–34 of Fixtures/ConformanceCases.md: the view trees of OpenSwiftUI's snapshot tests
// (Example/OpenSwiftUIUITests/Layout/**), whose reference images are rendered by real SwiftUI
// in a 200×200 iOS canvas. Cases 35–37 (aspectRatio) are in AspectRatioCases.swift.

extension Conformance {
    @Suite("OpenSwiftUI snapshot cases (OSUI, 200×200)")
    @MainActor
    struct OpenSwiftUISnapshotCases {

        // MARK: - Stacks (HVStackUITests)

        @Test("case 1: HStack in a fixed frame (OSUI HVStackUITests.stackFrameElementFrameHStack)")
        func stackFrameElementFrameHStack() {
            let view = HStack {
                Color.red.id("red").frame(width: 50, height: 50)
                Color.blue.id("blue").frame(width: 50, height: 50)
            }
            .id("hstack")
            .frame(width: 150, height: 150)
            .background(Color.black.id("black"))
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "black", in: result, equals: CGRect(x: 25, y: 25, width: 150, height: 150), tolerance: exact, context: caseName)
            expectFrame(of: "hstack", in: result, equals: CGRect(x: 46, y: 75, width: 108, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "red", in: result, equals: CGRect(x: 46, y: 75, width: 50, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 104, y: 75, width: 50, height: 50), tolerance: exact, context: caseName)
        }

        @Test("case 2: VStack in a fixed frame (OSUI HVStackUITests.stackFrameElementFrameVStack)")
        func stackFrameElementFrameVStack() {
            let view = VStack {
                Color.red.id("red").frame(width: 50, height: 50)
                Color.blue.id("blue").frame(width: 50, height: 50)
            }
            .frame(width: 150, height: 150)
            .background(Color.black)
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 75, y: 46, width: 50, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 75, y: 104, width: 50, height: 50), tolerance: exact, context: caseName)
        }

        @Test("case 3: nested VStack/HStack in a fixed frame (OSUI HVStackUITests.stackFrameElementFrameHVStack)")
        func stackFrameElementFrameHVStack() {
            let view = VStack {
                Color.red.id("red").frame(width: 40, height: 40)
                Color.blue.id("blue").frame(width: 40, height: 40)
                HStack {
                    Color.green.id("green").frame(width: 40, height: 40)
                    Color.yellow.id("yellow").frame(width: 40, height: 40)
                }
            }
            .id("vstack")
            .frame(width: 150, height: 150)
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "vstack", in: result, equals: CGRect(x: 56, y: 32, width: 88, height: 136), tolerance: exact, context: caseName)
            expectFrame(of: "red", in: result, equals: CGRect(x: 80, y: 32, width: 40, height: 40), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 80, y: 80, width: 40, height: 40), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 56, y: 128, width: 40, height: 40), tolerance: exact, context: caseName)
            expectFrame(of: "yellow", in: result, equals: CGRect(x: 104, y: 128, width: 40, height: 40), tolerance: exact, context: caseName)
        }

        @Test("case 4: nested VStack/HStack without a frame (OSUI HVStackUITests.elementFrameHVStack)")
        func elementFrameHVStack() {
            let view = VStack {
                Color.red.id("red").frame(width: 40, height: 40)
                Color.blue.id("blue").frame(width: 40, height: 40)
                HStack {
                    Color.green.id("green").frame(width: 40, height: 40)
                    Color.yellow.id("yellow").frame(width: 40, height: 40)
                }
            }
            .id("vstack")
            .background(Color.black.id("black"))
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "black", in: result, equals: CGRect(x: 56, y: 32, width: 88, height: 136), tolerance: exact, context: caseName)
            expectFrame(of: "vstack", in: result, equals: CGRect(x: 56, y: 32, width: 88, height: 136), tolerance: exact, context: caseName)
            expectFrame(of: "red", in: result, equals: CGRect(x: 80, y: 32, width: 40, height: 40), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 80, y: 80, width: 40, height: 40), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 56, y: 128, width: 40, height: 40), tolerance: exact, context: caseName)
            expectFrame(of: "yellow", in: result, equals: CGRect(x: 104, y: 128, width: 40, height: 40), tolerance: exact, context: caseName)
        }

        private var elementFrameSpacingView: some View {
            VStack(spacing: 20) {
                Color.red.id("red").frame(width: 40, height: 40)
                Color.blue.id("blue").frame(width: 40, height: 40)
                HStack(spacing: 30) {
                    Color.green.id("green").frame(width: 40, height: 40)
                    Color.yellow.id("yellow").frame(width: 40, height: 40)
                }
            }
            .id("vstack")
            .background(Color.black.id("black"))
        }

        @Test("case 5: explicit spacing (OSUI HVStackUITests.elementFrameSpacingHVStack)")
        func elementFrameSpacingHVStack() {
            let result = elementFrameSpacingView.layout(in: openSwiftUICanvas)
            expectFrame(of: "vstack", in: result, equals: CGRect(x: 45, y: 20, width: 110, height: 160), tolerance: exact, context: caseName)
            expectFrame(of: "black", in: result, equals: CGRect(x: 45, y: 20, width: 110, height: 160), tolerance: exact, context: caseName)
            expectFrame(of: "red", in: result, equals: CGRect(x: 80, y: 20, width: 40, height: 40), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 80, y: 80, width: 40, height: 40), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 45, y: 140, width: 40, height: 40), tolerance: exact, context: caseName)
        }

        @Test(
            "case 5: yellow's frame as published",
            .disabled("""
                The fixture gives yellow as published, (125, 140, 40, 40), which contradicts the case's own numbers: \
                the VStack is (45, 20, 110, 160) and green is at x = 45, so with HStack(spacing: 30) \
                yellow starts at 45 + 40 + 30 = 115 and ends at 155, the VStack's right edge; at 125 \
                it would end 10 pt outside the stack. The OSUI numbers are derived by hand (see the fixture's sources table); \
                Trellis lays yellow out at (115, 140, 40, 40).
                """))
        func elementFrameSpacingYellow() {
            let result = elementFrameSpacingView.layout(in: openSwiftUICanvas)
            expectFrame(of: "yellow", in: result, equals: CGRect(x: 125, y: 140, width: 40, height: 40), tolerance: exact, context: caseName)
        }

        @Test("case 6: leading and top alignment (OSUI HVStackUITests.elementFrameAlignmentHVStack)")
        func elementFrameAlignmentHVStack() {
            let view = VStack(alignment: .leading) {
                Color.red.id("red").frame(width: 30, height: 30)
                Color.blue.id("blue").frame(width: 40, height: 40)
                HStack(alignment: .top) {
                    Color.green.id("green").frame(width: 50, height: 50)
                    Color.yellow.id("yellow").frame(width: 60, height: 60)
                }
            }
            .id("vstack")
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "vstack", in: result, equals: CGRect(x: 41, y: 27, width: 118, height: 146), tolerance: exact, context: caseName)
            expectFrame(of: "red", in: result, equals: CGRect(x: 41, y: 27, width: 30, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 41, y: 65, width: 40, height: 40), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 41, y: 113, width: 50, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "yellow", in: result, equals: CGRect(x: 99, y: 113, width: 60, height: 60), tolerance: exact, context: caseName)
        }

        @Test("case 7: all-flexible nested stacks (OSUI HVStackUITests.defaultHVStack)")
        func defaultHVStack() {
            let view = VStack {
                Color.red.id("red")
                Color.blue.id("blue")
                HStack {
                    Color.green.id("green")
                    Color.yellow.id("yellow")
                }
            }
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 0, y: 0, width: 200, height: 61.333), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 0, y: 69.333, width: 200, height: 61.333), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 0, y: 138.667, width: 96, height: 61.333), tolerance: exact, context: caseName)
            expectFrame(of: "yellow", in: result, equals: CGRect(x: 104, y: 138.667, width: 96, height: 61.333), tolerance: exact, context: caseName)
        }

        @Test("case 8: layoutPriority in a VStack (OSUI HVStackUITests.layoutPriorityForHVStack)")
        func layoutPriorityForHVStack() {
            let view = VStack {
                Color.red.id("red")
                Color.blue.id("blue").layoutPriority(1)
                HStack {
                    Color.green.id("green")
                    Color.yellow.id("yellow")
                }
                .id("hstack")
            }
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 0, y: 0, width: 200, height: 0), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 0, y: 8, width: 200, height: 184), tolerance: exact, context: caseName)
            expectFrame(of: "hstack", in: result, equals: CGRect(x: 0, y: 200, width: 200, height: 0), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 0, y: 200, width: 96, height: 0), tolerance: exact, context: caseName)
            expectFrame(of: "yellow", in: result, equals: CGRect(x: 104, y: 200, width: 96, height: 0), tolerance: exact, context: caseName)
        }

        @Test("case 9: equal split around a fixed child (OSUI HVStackUITests.sameSizeInVStack)")
        func sameSizeInVStack() {
            let view = VStack(spacing: 20) {
                Color.red.id("red")
                Color.yellow.id("yellow").frame(width: 10, height: 10)
                Color.blue.id("blue")
            }
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 0, y: 0, width: 200, height: 75), tolerance: exact, context: caseName)
            expectFrame(of: "yellow", in: result, equals: CGRect(x: 95, y: 95, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 0, y: 125, width: 200, height: 75), tolerance: exact, context: caseName)
        }

        // MARK: - Frames (FrameLayoutUITests)

        @Test("case 10: empty frame() (OSUI FrameLayoutUITests.noFrame)")
        func noFrame() {
            // The source writes `.frame()`, deprecated in SwiftUI and Trellis alike; it means this.
            let result = Color.red.id("red").frame(width: nil, height: nil).layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 0, y: 0, width: 200, height: 200), tolerance: exact, context: caseName)
        }

        @Test("case 11: fixed frame (OSUI FrameLayoutUITests.frameSize)")
        func frameSize() {
            let result = Color.red.id("red").frame(width: 50, height: 50).layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 75, y: 75, width: 50, height: 50), tolerance: exact, context: caseName)
        }

        @Test("case 12: max-only flexible frames in stacks (OSUI FrameLayoutUITests.flexFrameMax)")
        func flexFrameMax() {
            let view = VStack {
                VStack(alignment: .leading) {
                    Color.red.id("v50").frame(maxWidth: 50, maxHeight: 50)
                    Color.green.id("v40").frame(maxWidth: 40, maxHeight: 30)
                    Color.blue.id("v30").frame(maxWidth: 30, maxHeight: 30)
                }
                .id("inner")
                HStack(alignment: .top) {
                    Color.red.id("h50").frame(maxWidth: 50, maxHeight: 50)
                    Color.green.id("h40").frame(maxWidth: 40, maxHeight: 30)
                    Color.blue.id("h30").frame(maxWidth: 30, maxHeight: 30)
                }
                .id("hstack")
            }
            .id("outer")
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "outer", in: result, equals: CGRect(x: 32, y: 8, width: 136, height: 184), tolerance: exact, context: caseName)
            expectFrame(of: "inner", in: result, equals: CGRect(x: 75, y: 8, width: 50, height: 126), tolerance: exact, context: caseName)
            expectFrame(of: "v50", in: result, equals: CGRect(x: 75, y: 8, width: 50, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "v40", in: result, equals: CGRect(x: 75, y: 66, width: 40, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "v30", in: result, equals: CGRect(x: 75, y: 104, width: 30, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "hstack", in: result, equals: CGRect(x: 32, y: 142, width: 136, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "h50", in: result, equals: CGRect(x: 32, y: 142, width: 50, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "h40", in: result, equals: CGRect(x: 90, y: 142, width: 40, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "h30", in: result, equals: CGRect(x: 138, y: 142, width: 30, height: 30), tolerance: exact, context: caseName)
        }

        // MARK: - Spacers (SpacerUITests)

        @Test("case 13: Spacer in a framed HStack (OSUI SpacerUITests.spacerInHStack)")
        func spacerInHStack() {
            let view = HStack {
                Color.red.id("red").frame(width: 50, height: 50)
                Spacer()
                Color.blue.id("blue").frame(width: 50, height: 50)
            }
            .frame(width: 200, height: 80)
            .id("frame")
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "frame", in: result, equals: CGRect(x: 0, y: 60, width: 200, height: 80), tolerance: exact, context: caseName)
            expectFrame(of: "red", in: result, equals: CGRect(x: 0, y: 75, width: 50, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 150, y: 75, width: 50, height: 50), tolerance: exact, context: caseName)
        }

        @Test("case 14: Spacer in a framed VStack (OSUI SpacerUITests.spacerInVStack)")
        func spacerInVStack() {
            let view = VStack {
                Color.red.id("red").frame(width: 50, height: 50)
                Spacer()
                Color.blue.id("blue").frame(width: 50, height: 50)
            }
            .frame(width: 80, height: 200)
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 75, y: 0, width: 50, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 75, y: 150, width: 50, height: 50), tolerance: exact, context: caseName)
        }

        @Test("case 15: two spacers in an overflowing frame (OSUI SpacerUITests.multipleSpacersInHStack)")
        func multipleSpacersInHStack() {
            let view = HStack {
                Color.red.id("red").frame(width: 40, height: 50)
                Spacer().id("spacer1")
                Color.blue.id("blue").frame(width: 40, height: 50)
                Spacer().id("spacer2")
                Color.green.id("green").frame(width: 40, height: 50)
            }
            .frame(width: 250, height: 80)
            .id("frame")
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "frame", in: result, equals: CGRect(x: -25, y: 60, width: 250, height: 80), tolerance: exact, context: caseName)
            expectFrame(of: "red", relativeTo: "frame", in: result, equals: CGRect(x: 0, y: 15, width: 40, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", relativeTo: "frame", in: result, equals: CGRect(x: 105, y: 15, width: 40, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "green", relativeTo: "frame", in: result, equals: CGRect(x: 210, y: 15, width: 40, height: 50), tolerance: exact, context: caseName)
            // No gap next to a Spacer (the LayoutRules article, stack spacing); *medium*.
            expectWidth(of: "spacer1", in: result, equals: 65, tolerance: exact, context: caseName)
            expectWidth(of: "spacer2", in: result, equals: 65, tolerance: exact, context: caseName)
        }

        @Test("case 16: Spacer(minLength: 0) binds (OSUI SpacerUITests.spacerWithZeroMinLength)")
        func spacerWithZeroMinLength() {
            let view = HStack {
                Color.red.id("red").frame(width: 80, height: 50)
                Spacer(minLength: 0)
                Color.blue.id("blue").frame(width: 80, height: 50)
            }
            .frame(width: 160, height: 80)
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 20, y: 75, width: 80, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 100, y: 75, width: 80, height: 50), tolerance: exact, context: caseName)
        }

        @Test("case 17: large Spacer minLength (OSUI SpacerUITests.spacerWithLargeMinLength)")
        func spacerWithLargeMinLength() {
            let view = HStack {
                Color.red.id("red").frame(width: 30, height: 50)
                Spacer(minLength: 100).id("spacer")
                Color.blue.id("blue").frame(width: 30, height: 50)
            }
            .frame(width: 200, height: 80)
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 0, y: 75, width: 30, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 170, y: 75, width: 30, height: 50), tolerance: exact, context: caseName)
            expectWidth(of: "spacer", in: result, equals: 140, tolerance: exact, context: caseName)
        }

        /// Where case 18 puts the Spacer in `HStack { red; blue }`.
        enum SpacerPosition: String, Sendable, CustomTestStringConvertible {
            case end = "spacerAtEndInHStack"
            case start = "spacerAtStartInHStack"

            var testDescription: String { rawValue }
        }

        @Test(
            "case 18: Spacer at the end or the start of an HStack (OSUI SpacerUITests)",
            arguments: [(SpacerPosition.end, 0 as CGFloat, 58 as CGFloat), (.start, 92, 150)]
        )
        func spacerAtOneEnd(position: SpacerPosition, redX: CGFloat, blueX: CGFloat) {
            let view = HStack {
                if position == .start { Spacer() }
                Color.red.id("red").frame(width: 50, height: 50)
                Color.blue.id("blue").frame(width: 50, height: 50)
                if position == .end { Spacer() }
            }
            .frame(width: 200, height: 80)
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: redX, y: 75, width: 50, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: blueX, y: 75, width: 50, height: 50), tolerance: exact, context: caseName)
        }

        @Test("case 18: spacers at both ends of an HStack (OSUI SpacerUITests.spacersAtBothEndsInHStack)")
        func spacersAtBothEndsInHStack() {
            let view = HStack {
                Spacer().id("leadingSpacer")
                Color.red.id("red").frame(width: 50, height: 50)
                Color.blue.id("blue").frame(width: 50, height: 50)
                Spacer().id("trailingSpacer")
            }
            .frame(width: 200, height: 80)
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 46, y: 75, width: 50, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 104, y: 75, width: 50, height: 50), tolerance: exact, context: caseName)
            expectWidth(of: "leadingSpacer", in: result, equals: 46, tolerance: exact, context: caseName)
            expectWidth(of: "trailingSpacer", in: result, equals: 46, tolerance: exact, context: caseName)
        }

        @Test("case 19: Spacer in an unframed HStack (OSUI SpacerUITests.spacerInHStackWithoutFrame)")
        func spacerInHStackWithoutFrame() {
            let view = HStack {
                Color.red.id("red").frame(width: 50, height: 50)
                Spacer()
                Color.blue.id("blue").frame(width: 50, height: 50)
            }
            .id("stack")
            .background(Color.gray)
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "stack", in: result, equals: CGRect(x: 0, y: 75, width: 200, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "red", in: result, equals: CGRect(x: 0, y: 75, width: 50, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 150, y: 75, width: 50, height: 50), tolerance: exact, context: caseName)
        }

        @Test("case 20: Spacer in an unframed VStack (OSUI SpacerUITests.spacerInVStackWithoutFrame)")
        func spacerInVStackWithoutFrame() {
            let view = VStack {
                Color.red.id("red").frame(width: 50, height: 50)
                Spacer()
                Color.blue.id("blue").frame(width: 50, height: 50)
            }
            .id("stack")
            .background(Color.gray)
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "stack", in: result, equals: CGRect(x: 75, y: 0, width: 50, height: 200), tolerance: exact, context: caseName)
            expectFrame(of: "red", in: result, equals: CGRect(x: 75, y: 0, width: 50, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 75, y: 150, width: 50, height: 50), tolerance: exact, context: caseName)
        }

        // MARK: - ZStack, overlay and background (ZStackUITests)

        @Test(
            "case 21: ZStack alignment (OSUI ZStackUITests.alignment)",
            arguments: [
                AlignedOrigin(.center, 90, 90), AlignedOrigin(.top, 90, 70), AlignedOrigin(.bottom, 90, 110),
                AlignedOrigin(.leading, 70, 90), AlignedOrigin(.trailing, 110, 90),
                AlignedOrigin(.topLeading, 70, 70), AlignedOrigin(.topTrailing, 110, 70),
                AlignedOrigin(.bottomLeading, 70, 110), AlignedOrigin(.bottomTrailing, 110, 110),
            ]
        )
        func zStackAlignment(_ small: AlignedOrigin) {
            let view = ZStack(alignment: small.alignment) {
                Color.red.id("big").frame(width: 60, height: 60)
                Color.blue.id("small").frame(width: 20, height: 20)
            }
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "big", in: result, equals: CGRect(x: 70, y: 70, width: 60, height: 60), tolerance: exact, context: caseName)
            expectFrame(of: "small", in: result, equals: CGRect(x: small.x, y: small.y, width: 20, height: 20), tolerance: exact, context: caseName)
        }

        @Test("case 22: ZStack sized by its highest layoutPriority (OSUI ZStackUITests.layoutPriority)")
        func zStackLayoutPriority() {
            let view = ZStack(alignment: .leading) {
                Color.blue.id("blue").frame(width: 100, height: 100).layoutPriority(-0.1)
                Color.red.id("red").frame(width: 60, height: 60)
                Color.green.id("green").frame(width: 40, height: 40).layoutPriority(1)
            }
            .id("zstack")
            .overlay { Color.black.id("black").frame(width: 20, height: 20) }
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "zstack", in: result, equals: CGRect(x: 80, y: 80, width: 40, height: 40), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 80, y: 50, width: 100, height: 100), tolerance: exact, context: caseName)
            expectFrame(of: "red", in: result, equals: CGRect(x: 80, y: 70, width: 60, height: 60), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 80, y: 80, width: 40, height: 40), tolerance: exact, context: caseName)
            expectFrame(of: "black", in: result, equals: CGRect(x: 90, y: 90, width: 20, height: 20), tolerance: exact, context: caseName)
        }

        @Test("case 23: aligned overlay and background (OSUI ZStackUITests.overlayAndBackground)")
        func overlayAndBackground() {
            let view = ZStack(alignment: .leading) {
                Color.red.id("red").frame(width: 200, height: 200)
            }
            .overlay(alignment: .topLeading) { Color.green.id("green").frame(width: 100, height: 100) }
            .background(alignment: .bottomTrailing) { Color.blue.id("blue").frame(width: 100, height: 100) }
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 0, y: 0, width: 200, height: 200), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 0, y: 0, width: 100, height: 100), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 100, y: 100, width: 100, height: 100), tolerance: exact, context: caseName)
        }

        // MARK: - Padding (PaddingLayoutUITests)

        /// A padding applied by cases 24–29 to `Color.blue.frame(width: 50, height: 30)`.
        enum Padding: String, Sendable {
            case standard = ".padding()"
            case length20 = ".padding(20)"
            case length0 = ".padding(0)"
            case top30 = ".padding(.top, 30)"
            case bottom30 = ".padding(.bottom, 30)"
            case leading30 = ".padding(.leading, 30)"
            case trailing30 = ".padding(.trailing, 30)"
            case horizontal40 = ".padding(.horizontal, 40)"
            case vertical40 = ".padding(.vertical, 40)"
            case topTrailing25 = ".padding([.top, .trailing], 25)"
            case insets10_20_30_15 = ".padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 15))"
            case insets5_50_10_5 = ".padding(EdgeInsets(top: 5, leading: 50, bottom: 10, trailing: 5))"

            @ViewBuilder
            func apply(to content: some View) -> some View {
                switch self {
                case .standard: content.padding()
                case .length20: content.padding(20)
                case .length0: content.padding(0)
                case .top30: content.padding(.top, 30)
                case .bottom30: content.padding(.bottom, 30)
                case .leading30: content.padding(.leading, 30)
                case .trailing30: content.padding(.trailing, 30)
                case .horizontal40: content.padding(.horizontal, 40)
                case .vertical40: content.padding(.vertical, 40)
                case .topTrailing25: content.padding([.top, .trailing], 25)
                case .insets10_20_30_15: content.padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 15))
                case .insets5_50_10_5: content.padding(EdgeInsets(top: 5, leading: 50, bottom: 10, trailing: 5))
                }
            }
        }

        /// A padding variant with the expected frames of the red background and the blue view.
        /// Where the file gives only the blue view's origin, its size is the fixed frame's 50×30.
        struct PaddingCase: Sendable, CustomTestStringConvertible {
            let padding: Padding
            let red: CGRect
            let blue: CGRect

            init(_ padding: Padding, red: (CGFloat, CGFloat, CGFloat, CGFloat), blue: (CGFloat, CGFloat)) {
                self.padding = padding
                self.red = CGRect(x: red.0, y: red.1, width: red.2, height: red.3)
                self.blue = CGRect(x: blue.0, y: blue.1, width: 50, height: 30)
            }

            var testDescription: String { padding.rawValue }
        }

        /// Lays out `Color.blue.frame(width: 50, height: 30)<padding>.background(Color.red)` and checks both frames.
        private func expectPadding(_ padding: PaddingCase,
                                   fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            let view = padding.padding.apply(to: Color.blue.id("blue").frame(width: 50, height: 30))
                .background(Color.red.id("red"))
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: padding.red, tolerance: exact, context: caseName, fileID: fileID, filePath: filePath, line: line, column: column)
            expectFrame(of: "blue", in: result, equals: padding.blue, tolerance: exact, context: caseName, fileID: fileID, filePath: filePath, line: line, column: column)
        }

        @Test("case 24: default padding (OSUI PaddingLayoutUITests.defaultPadding)")
        func defaultPadding() {
            expectPadding(PaddingCase(.standard, red: (59, 69, 82, 62), blue: (75, 85)))
        }

        @Test(
            "case 25: uniform padding (OSUI PaddingLayoutUITests)",
            arguments: [
                PaddingCase(.length20, red: (55, 65, 90, 70), blue: (75, 85)),
                PaddingCase(.length0, red: (75, 85, 50, 30), blue: (75, 85)),
            ]
        )
        func uniformPadding(_ padding: PaddingCase) {
            expectPadding(padding)
        }

        @Test(
            "case 26: single-edge padding (OSUI PaddingLayoutUITests)",
            arguments: [
                PaddingCase(.top30, red: (75, 70, 50, 60), blue: (75, 100)),
                PaddingCase(.bottom30, red: (75, 70, 50, 60), blue: (75, 70)),
                PaddingCase(.leading30, red: (60, 85, 80, 30), blue: (90, 85)),
                PaddingCase(.trailing30, red: (60, 85, 80, 30), blue: (60, 85)),
            ]
        )
        func singleEdgePadding(_ padding: PaddingCase) {
            expectPadding(padding)
        }

        @Test(
            "case 27: axis padding (OSUI PaddingLayoutUITests)",
            arguments: [
                PaddingCase(.horizontal40, red: (35, 85, 130, 30), blue: (75, 85)),
                PaddingCase(.vertical40, red: (75, 45, 50, 110), blue: (75, 85)),
            ]
        )
        func axisPadding(_ padding: PaddingCase) {
            expectPadding(padding)
        }

        @Test("case 28: edge-set padding (OSUI PaddingLayoutUITests)")
        func edgeSetPadding() {
            expectPadding(PaddingCase(.topTrailing25, red: (62.5, 72.5, 75, 55), blue: (62.5, 97.5)))
        }

        @Test(
            "case 29: EdgeInsets padding (OSUI PaddingLayoutUITests)",
            arguments: [
                PaddingCase(.insets10_20_30_15, red: (57.5, 65, 85, 70), blue: (77.5, 75)),
                PaddingCase(.insets5_50_10_5, red: (47.5, 77.5, 105, 45), blue: (97.5, 82.5)),
            ]
        )
        func edgeInsetsPadding(_ padding: PaddingCase) {
            expectPadding(padding)
        }

        @Test("case 30: nested padding with backgrounds (OSUI PaddingLayoutUITests)")
        func nestedPadding() {
            let view = Color.blue.id("blue").frame(width: 50, height: 30)
                .padding(10)
                .background(Color.green.id("green"))
                .padding(20)
                .background(Color.red.id("red"))
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 45, y: 55, width: 110, height: 90), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 65, y: 75, width: 70, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 75, y: 85, width: 50, height: 30), tolerance: exact, context: caseName)
        }

        @Test("case 31: nested single-edge paddings (OSUI PaddingLayoutUITests)")
        func mixedEdgesNestedPadding() {
            let view = Color.blue.id("blue").frame(width: 50, height: 30)
                .padding(.leading, 30)
                .background(Color.green.id("green"))
                .padding(.top, 20)
                .background(Color.red.id("red"))
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 60, y: 75, width: 80, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 60, y: 95, width: 80, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 90, y: 95, width: 50, height: 30), tolerance: exact, context: caseName)
        }

        @Test("case 32: padding inside VStack(spacing: 0) (OSUI PaddingLayoutUITests.paddingInVStack)")
        func paddingInVStack() {
            let view = VStack(spacing: 0) {
                Color.blue.id("blue").frame(height: 30).padding(.bottom, 20).background(Color.red.id("red"))
                Color.green.id("green").frame(height: 30).padding(.top, 15).background(Color.yellow.id("yellow"))
            }
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 0, y: 52.5, width: 200, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 0, y: 52.5, width: 200, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "yellow", in: result, equals: CGRect(x: 0, y: 102.5, width: 200, height: 45), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 0, y: 117.5, width: 200, height: 30), tolerance: exact, context: caseName)
        }

        @Test("case 33: padding inside HStack(spacing: 0) (OSUI PaddingLayoutUITests.paddingInHStack)")
        func paddingInHStack() {
            let view = HStack(spacing: 0) {
                Color.blue.id("blue").frame(width: 50).padding(.trailing, 25).background(Color.red.id("red"))
                Color.green.id("green").frame(width: 50).padding(.leading, 15).background(Color.yellow.id("yellow"))
            }
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 30, y: 0, width: 75, height: 200), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 30, y: 0, width: 50, height: 200), tolerance: exact, context: caseName)
            expectFrame(of: "yellow", in: result, equals: CGRect(x: 105, y: 0, width: 65, height: 200), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 120, y: 0, width: 50, height: 200), tolerance: exact, context: caseName)
        }

        // MARK: - fixedSize (FixedSizeLayoutUITests)

        @Test("case 34: fixedSize per axis on a Color (OSUI FixedSizeLayoutUITests.colorFixedSize)")
        func colorFixedSize() {
            let view = ZStack {
                Color.red.id("red").fixedSize(horizontal: true, vertical: false).frame(width: 100, height: 100)
                Color.green.id("green").fixedSize(horizontal: false, vertical: true).frame(width: 100, height: 100)
                Color.blue.id("blue").fixedSize(horizontal: false, vertical: false).frame(width: 100, height: 100)
            }
            let result = view.layout(in: openSwiftUICanvas)
            expectFrame(of: "red", in: result, equals: CGRect(x: 95, y: 50, width: 10, height: 100), tolerance: exact, context: caseName)
            expectFrame(of: "green", in: result, equals: CGRect(x: 50, y: 95, width: 100, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "blue", in: result, equals: CGRect(x: 50, y: 50, width: 100, height: 100), tolerance: exact, context: caseName)
        }
    }
}
