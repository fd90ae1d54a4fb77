import Testing
import Trellis
import TrellisTesting

// Cases 56–72 of Fixtures/ConformanceCases.md: OpenLayout's SwiftUI-compatibility tests
// (Tests/OpenLayoutTests/SwiftUICompatibility/SwiftUICompatibilityTests.swift). Each tree is
// wrapped in `.frame(width: W, height: H)` and laid out in a W×H window; the frames are
// OpenLayout's output for trees whose render matches real SwiftUI's pixels. `R1`, `R2`, …
// are `Rectangle()`s. Case 73 (testBig) is not written: the fixture does not give its tree.

extension Conformance {
    @Suite("OpenLayout SwiftUI-compatibility cases (OL)")
    @MainActor
    struct OpenLayoutCases {

        // MARK: - Padding, rounding and stacks

        @Test("case 56: padding around padding (OL testSimple)")
        func simple() {
            let result = Rectangle().id("R1").padding(.leading, 10).padding(20)
                .openLayoutResult(width: 100, height: 100)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 30, y: 20, width: 50, height: 60), tolerance: exact, context: caseName)
        }

        @Test("case 57: thirds of a VStack (OL testRounding)")
        func rounding() {
            let view = VStack(spacing: 10) {
                Rectangle().id("R1")
                Rectangle().id("R2")
                Rectangle().id("R3")
            }
            let result = view.openLayoutResult(width: 100, height: 100)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 0, y: 0, width: 100, height: 26.667), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 0, y: 36.667, width: 100, height: 26.667), tolerance: exact, context: caseName)
            expectFrame(of: "R3", in: result, equals: CGRect(x: 0, y: 73.333, width: 100, height: 26.667), tolerance: exact, context: caseName)
        }

        @Test("case 58: flexible and fixed frames in an HStack (OL testMixedHStack)")
        func mixedHStack() {
            let view = HStack(spacing: 10) {
                Rectangle().id("R1").frame(minWidth: 30, maxWidth: 100)
                Rectangle().id("R2").frame(width: 10)
            }
            let result = view.openLayoutResult(width: 100, height: 100)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 0, y: 0, width: 80, height: 100), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 90, y: 0, width: 10, height: 100), tolerance: exact, context: caseName)
        }

        @Test("case 59: stack alignments (OL testStackAlignments)")
        func stackAlignments() {
            let view = VStack(spacing: 10) {
                HStack(alignment: .top, spacing: 6) {
                    Rectangle().id("R1").frame(height: 20)
                    Rectangle().id("R2").frame(height: 50)
                    Rectangle().id("R3").frame(height: 35)
                }
                HStack(alignment: .bottom, spacing: 6) {
                    Rectangle().id("R4").frame(height: 20)
                    Rectangle().id("R5").frame(height: 50)
                    Rectangle().id("R6").frame(height: 35)
                }
                VStack(alignment: .leading, spacing: 4) {
                    Rectangle().id("R7").frame(width: 50)
                    Rectangle().id("R8").frame(width: 80)
                    Rectangle().id("R9").frame(width: 30)
                }
                VStack(alignment: .trailing, spacing: 4) {
                    Rectangle().id("R10").frame(width: 50)
                    Rectangle().id("R11").frame(width: 80)
                    Rectangle().id("R12").frame(width: 30)
                }
            }
            let result = view.openLayoutResult(width: 200, height: 400)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 0, y: 0, width: 62.667, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 68.667, y: 0, width: 62.667, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "R3", in: result, equals: CGRect(x: 137.333, y: 0, width: 62.667, height: 35), tolerance: exact, context: caseName)
            expectFrame(of: "R4", in: result, equals: CGRect(x: 0, y: 90, width: 62.667, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R5", in: result, equals: CGRect(x: 68.667, y: 60, width: 62.667, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "R6", in: result, equals: CGRect(x: 137.333, y: 75, width: 62.667, height: 35), tolerance: exact, context: caseName)
            expectFrame(of: "R7", in: result, equals: CGRect(x: 60, y: 120, width: 50, height: 42.333), tolerance: exact, context: caseName)
            expectFrame(of: "R8", in: result, equals: CGRect(x: 60, y: 166.333, width: 80, height: 42.333), tolerance: exact, context: caseName)
            expectFrame(of: "R9", in: result, equals: CGRect(x: 60, y: 212.667, width: 30, height: 42.333), tolerance: exact, context: caseName)
            expectFrame(of: "R10", in: result, equals: CGRect(x: 90, y: 265, width: 50, height: 42.333), tolerance: exact, context: caseName)
            expectFrame(of: "R11", in: result, equals: CGRect(x: 60, y: 311.333, width: 80, height: 42.333), tolerance: exact, context: caseName)
            expectFrame(of: "R12", in: result, equals: CGRect(x: 110, y: 357.667, width: 30, height: 42.333), tolerance: exact, context: caseName)
        }

        // MARK: - Frames

        @Test("case 60: fixed, flexible and nested frames (OL testFrameVariants)")
        func frameVariants() {
            let view = VStack(spacing: 8) {
                HStack(spacing: 6) {
                    Rectangle().id("R1").frame(width: 30, height: 20).frame(width: 60, height: 60, alignment: .topLeading)
                    Rectangle().id("R2").frame(width: 30, height: 20).frame(width: 60, height: 60, alignment: .bottomTrailing)
                    Rectangle().id("R3").frame(width: 30, height: 20).frame(width: 60, height: 60, alignment: .top)
                }
                HStack(spacing: 6) {
                    Rectangle().id("R4").frame(minWidth: 20, maxWidth: 50)
                    Rectangle().id("R5").frame(minHeight: 20, maxHeight: 40)
                    Rectangle().id("R6").frame(minWidth: 10, maxWidth: 30, minHeight: 10, maxHeight: 30)
                }
                HStack(spacing: 6) {
                    Rectangle().id("R7").frame(width: 40)
                    Rectangle().id("R8").frame(maxWidth: .infinity)
                }
                HStack(spacing: 6) {
                    Rectangle().id("R9").frame(width: 50, height: 30).frame(width: 30, height: 50)
                    Rectangle().id("R10").frame(width: 40, height: 20).frame(width: 60, height: 40, alignment: .bottomTrailing)
                }
            }
            let result = view.openLayoutResult(width: 300, height: 250)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 54, y: 0, width: 30, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 150, y: 40, width: 30, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R3", in: result, equals: CGRect(x: 201, y: 0, width: 30, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R4", in: result, equals: CGRect(x: 0, y: 68, width: 50, height: 58), tolerance: exact, context: caseName)
            expectFrame(of: "R5", in: result, equals: CGRect(x: 56, y: 77, width: 208, height: 40), tolerance: exact, context: caseName)
            expectFrame(of: "R6", in: result, equals: CGRect(x: 270, y: 82, width: 30, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "R7", in: result, equals: CGRect(x: 0, y: 134, width: 40, height: 58), tolerance: exact, context: caseName)
            expectFrame(of: "R8", in: result, equals: CGRect(x: 46, y: 134, width: 254, height: 58), tolerance: exact, context: caseName)
            expectFrame(of: "R9", in: result, equals: CGRect(x: 92, y: 210, width: 50, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "R10", in: result, equals: CGRect(x: 158, y: 225, width: 40, height: 20), tolerance: exact, context: caseName)
        }

        @Test("case 61: padding variants (OL testPaddingVariants)")
        func paddingVariants() {
            let view = VStack(spacing: 8) {
                HStack(spacing: 6) {
                    Rectangle().id("R1").padding(.top, 12)
                    Rectangle().id("R2").padding(.bottom, 12)
                    Rectangle().id("R3").padding(.leading, 20)
                    Rectangle().id("R4").padding(.trailing, 20)
                }
                HStack(spacing: 6) {
                    Rectangle().id("R5").padding([.top, .leading], 10)
                    Rectangle().id("R6").padding([.bottom, .trailing], 10)
                    Rectangle().id("R7").padding(.horizontal, 15)
                    Rectangle().id("R8").padding(.vertical, 15)
                }
                Rectangle().id("R9").padding(.leading, 20).padding(.trailing, 10).padding(.vertical, 8)
                HStack(spacing: 6) {
                    Rectangle().id("R10").frame(width: 30, height: 20).padding(8)
                    Rectangle().id("R11").frame(width: 40, height: 25).padding(.horizontal, 6)
                }
            }
            let result = view.openLayoutResult(width: 300, height: 300)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 0, y: 12, width: 70.5, height: 68), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 76.5, y: 0, width: 70.5, height: 68), tolerance: exact, context: caseName)
            expectFrame(of: "R3", in: result, equals: CGRect(x: 173, y: 0, width: 50.5, height: 80), tolerance: exact, context: caseName)
            expectFrame(of: "R4", in: result, equals: CGRect(x: 229.5, y: 0, width: 50.5, height: 80), tolerance: exact, context: caseName)
            expectFrame(of: "R5", in: result, equals: CGRect(x: 10, y: 98, width: 60.5, height: 70), tolerance: exact, context: caseName)
            expectFrame(of: "R6", in: result, equals: CGRect(x: 76.5, y: 88, width: 60.5, height: 70), tolerance: exact, context: caseName)
            expectFrame(of: "R7", in: result, equals: CGRect(x: 168, y: 88, width: 40.5, height: 80), tolerance: exact, context: caseName)
            expectFrame(of: "R8", in: result, equals: CGRect(x: 229.5, y: 103, width: 70.5, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "R9", in: result, equals: CGRect(x: 20, y: 184, width: 270, height: 64), tolerance: exact, context: caseName)
            expectFrame(of: "R10", in: result, equals: CGRect(x: 106, y: 272, width: 30, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R11", in: result, equals: CGRect(x: 156, y: 269.5, width: 40, height: 25), tolerance: exact, context: caseName)
        }

        // MARK: - Backgrounds

        @Test("case 62: backgrounds around padding (OL testBackgroundVariants)")
        func backgroundVariants() {
            let view = VStack(spacing: 10) {
                Rectangle().id("R1").padding(6).background(Rectangle().id("R2")).padding(6).background(Rectangle().id("R3"))
                HStack(spacing: 4) {
                    Rectangle().id("R4").frame(width: 30, height: 30)
                    Rectangle().id("R5").frame(width: 30, height: 30)
                }
                .padding(8)
                .background(Rectangle().id("R6"))
                Rectangle().id("R7").background(Rectangle().id("R8").padding(6))
                VStack(spacing: 4) {
                    Rectangle().id("R9").frame(width: 50)
                    Rectangle().id("R10").frame(width: 70)
                }
                .padding(6)
                .background(Rectangle().id("R11"))
            }
            let result = view.openLayoutResult(width: 200, height: 350)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 12, y: 12, width: 176, height: 67.333), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 6, y: 6, width: 188, height: 79.333), tolerance: exact, context: caseName)
            expectFrame(of: "R3", in: result, equals: CGRect(x: 0, y: 0, width: 200, height: 91.333), tolerance: exact, context: caseName)
            expectFrame(of: "R4", in: result, equals: CGRect(x: 68, y: 109.333, width: 30, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "R5", in: result, equals: CGRect(x: 102, y: 109.333, width: 30, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "R6", in: result, equals: CGRect(x: 60, y: 101.333, width: 80, height: 46), tolerance: exact, context: caseName)
            expectFrame(of: "R7", in: result, equals: CGRect(x: 0, y: 157.333, width: 200, height: 91.333), tolerance: exact, context: caseName)
            expectFrame(of: "R8", in: result, equals: CGRect(x: 6, y: 163.333, width: 188, height: 79.333), tolerance: exact, context: caseName)
            expectFrame(of: "R9", in: result, equals: CGRect(x: 75, y: 264.667, width: 50, height: 37.667), tolerance: exact, context: caseName)
            expectFrame(of: "R10", in: result, equals: CGRect(x: 65, y: 306.333, width: 70, height: 37.667), tolerance: exact, context: caseName)
            expectFrame(of: "R11", in: result, equals: CGRect(x: 59, y: 258.667, width: 82, height: 91.333), tolerance: exact, context: caseName)
        }

        @Test("case 63: backgrounds with frames (OL testBackgroundWithFrames)")
        func backgroundWithFrames() {
            let view = VStack(spacing: 8) {
                Rectangle().id("R1").frame(minWidth: 40, maxWidth: 100, minHeight: 20, maxHeight: 60).background(Rectangle().id("R2"))
                HStack(spacing: 4) {
                    Rectangle().id("R3").frame(width: 30, height: 30)
                    Rectangle().id("R4").frame(width: 30, height: 30)
                }
                .padding(10)
                .background(Rectangle().id("R5"))
                Rectangle().id("R6").background(Rectangle().id("R7").frame(width: 20, height: 20))
                Rectangle().id("R8").padding(12).background(Rectangle().id("R9")).padding(6).background(Rectangle().id("R10"))
            }
            let result = view.openLayoutResult(width: 200, height: 300)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 50, y: 0, width: 100, height: 60), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 50, y: 0, width: 100, height: 60), tolerance: exact, context: caseName)
            expectFrame(of: "R3", in: result, equals: CGRect(x: 68, y: 78, width: 30, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "R4", in: result, equals: CGRect(x: 102, y: 78, width: 30, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "R5", in: result, equals: CGRect(x: 58, y: 68, width: 84, height: 50), tolerance: exact, context: caseName)
            expectFrame(of: "R6", in: result, equals: CGRect(x: 0, y: 126, width: 200, height: 83), tolerance: exact, context: caseName)
            expectFrame(of: "R7", in: result, equals: CGRect(x: 90, y: 157.5, width: 20, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R8", in: result, equals: CGRect(x: 18, y: 235, width: 164, height: 47), tolerance: exact, context: caseName)
            expectFrame(of: "R9", in: result, equals: CGRect(x: 6, y: 223, width: 188, height: 71), tolerance: exact, context: caseName)
            expectFrame(of: "R10", in: result, equals: CGRect(x: 0, y: 217, width: 200, height: 83), tolerance: exact, context: caseName)
        }

        // MARK: - Mixed stacks

        @Test("case 64: a long VStack of mixed children (OL testLargeVStack)")
        func largeVStack() {
            let view = VStack(spacing: 6) {
                Rectangle().id("R1").frame(height: 20)
                Rectangle().id("R2")
                Rectangle().id("R3").frame(minHeight: 10, maxHeight: 30)
                Rectangle().id("R4").fixedSize()
                Rectangle().id("R5").padding(.vertical, 8)
                Rectangle().id("R6").frame(height: 16).padding(.horizontal, 12)
                Rectangle().id("R7").frame(minHeight: 20, maxHeight: .infinity)
                Rectangle().id("R8").frame(height: 24)
                Rectangle().id("R9").frame(minHeight: 8, maxHeight: 20)
                Rectangle().id("R10").fixedSize(horizontal: false, vertical: true)
                Rectangle().id("R11").padding(4).frame(minHeight: 12, maxHeight: 40)
                Rectangle().id("R12").frame(maxHeight: .infinity)
            }
            let result = view.openLayoutResult(width: 160, height: 400)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 0, y: 0, width: 160, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 0, y: 26, width: 160, height: 41), tolerance: exact, context: caseName)
            expectFrame(of: "R3", in: result, equals: CGRect(x: 0, y: 73, width: 160, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "R4", in: result, equals: CGRect(x: 75, y: 109, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R5", in: result, equals: CGRect(x: 0, y: 133, width: 160, height: 25), tolerance: exact, context: caseName)
            expectFrame(of: "R6", in: result, equals: CGRect(x: 12, y: 172, width: 136, height: 16), tolerance: exact, context: caseName)
            expectFrame(of: "R7", in: result, equals: CGRect(x: 0, y: 194, width: 160, height: 41), tolerance: exact, context: caseName)
            expectFrame(of: "R8", in: result, equals: CGRect(x: 0, y: 241, width: 160, height: 24), tolerance: exact, context: caseName)
            expectFrame(of: "R9", in: result, equals: CGRect(x: 0, y: 271, width: 160, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R10", in: result, equals: CGRect(x: 0, y: 297, width: 160, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R11", in: result, equals: CGRect(x: 4, y: 317, width: 152, height: 32), tolerance: exact, context: caseName)
            expectFrame(of: "R12", in: result, equals: CGRect(x: 0, y: 359, width: 160, height: 41), tolerance: exact, context: caseName)
        }

        @Test("case 65: nested stacks with padding, fixedSize and background (OL testComplex)")
        func complex() {
            let view = VStack(spacing: 8) {
                HStack(spacing: 8) {
                    Rectangle().id("R1")
                    Rectangle().id("R2").frame(width: 30, height: 30)
                    Rectangle().id("R3").padding(4)
                }
                HStack(spacing: 8) {
                    VStack(spacing: 4) {
                        Rectangle().id("R4")
                        Rectangle().id("R5").fixedSize()
                        Rectangle().id("R6").frame(minWidth: 10, maxWidth: 40)
                    }
                    Rectangle().id("R7").background(Rectangle().id("R8"))
                }
                HStack(spacing: 8) {
                    Rectangle().id("R9").frame(width: 20).padding(.top, 6)
                    Rectangle().id("R10").frame(minHeight: 20, maxHeight: 50, alignment: .bottom)
                }
            }
            let result = view.openLayoutResult(width: 200, height: 200)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 0, y: 0, width: 77, height: 61.333), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 85, y: 15.667, width: 30, height: 30), tolerance: exact, context: caseName)
            expectFrame(of: "R3", in: result, equals: CGRect(x: 127, y: 4, width: 69, height: 53.333), tolerance: exact, context: caseName)
            expectFrame(of: "R4", in: result, equals: CGRect(x: 0, y: 69.333, width: 96, height: 21.667), tolerance: exact, context: caseName)
            expectFrame(of: "R5", in: result, equals: CGRect(x: 43, y: 95, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R6", in: result, equals: CGRect(x: 28, y: 109, width: 40, height: 21.667), tolerance: exact, context: caseName)
            expectFrame(of: "R7", in: result, equals: CGRect(x: 104, y: 69.333, width: 96, height: 61.333), tolerance: exact, context: caseName)
            expectFrame(of: "R8", in: result, equals: CGRect(x: 104, y: 69.333, width: 96, height: 61.333), tolerance: exact, context: caseName)
            expectFrame(of: "R9", in: result, equals: CGRect(x: 0, y: 144.667, width: 20, height: 55.333), tolerance: exact, context: caseName)
            expectFrame(of: "R10", in: result, equals: CGRect(x: 28, y: 144.333, width: 172, height: 50), tolerance: exact, context: caseName)
        }

        // MARK: - fixedSize and ideal sizes

        @Test("case 66: fixedSize variants (OL testFixedSizeVariants)")
        func fixedSizeVariants() {
            let view = VStack(spacing: 8) {
                HStack(spacing: 8) {
                    Rectangle().id("R1").fixedSize()
                    Rectangle().id("R2").frame(maxWidth: .infinity)
                }
                HStack(spacing: 8) {
                    Rectangle().id("R3").fixedSize().padding(10)
                    Rectangle().id("R4").padding(10).fixedSize()
                }
                HStack(spacing: 8) {
                    Rectangle().id("R5").fixedSize().frame(minWidth: 50, maxWidth: 80)
                    Rectangle().id("R6").frame(minWidth: 50, maxWidth: 80)
                }
                HStack(spacing: 8) {
                    Rectangle().id("R7").fixedSize(horizontal: true, vertical: false)
                    Rectangle().id("R8").fixedSize(horizontal: false, vertical: true)
                    Rectangle().id("R9")
                }
            }
            let result = view.openLayoutResult(width: 250, height: 250)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 0, y: 27.667, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 18, y: 0, width: 232, height: 65.333), tolerance: exact, context: caseName)
            expectFrame(of: "R3", in: result, equals: CGRect(x: 101, y: 83.333, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R4", in: result, equals: CGRect(x: 139, y: 83.333, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R5", in: result, equals: CGRect(x: 76, y: 139, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R6", in: result, equals: CGRect(x: 129, y: 111.333, width: 80, height: 65.333), tolerance: exact, context: caseName)
            expectFrame(of: "R7", in: result, equals: CGRect(x: 0, y: 184.667, width: 10, height: 65.333), tolerance: exact, context: caseName)
            expectFrame(of: "R8", in: result, equals: CGRect(x: 18, y: 212.333, width: 112, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R9", in: result, equals: CGRect(x: 138, y: 184.667, width: 112, height: 65.333), tolerance: exact, context: caseName)
        }

        @Test("case 67: fixedSize children in stacks (OL testFixedSizeInStack)")
        func fixedSizeInStack() {
            let view = VStack(spacing: 8) {
                HStack(spacing: 6) {
                    Rectangle().id("R1").fixedSize()
                    Rectangle().id("R2")
                    Rectangle().id("R3").fixedSize()
                }
                HStack(spacing: 6) {
                    Rectangle().id("R4").fixedSize().frame(minWidth: 50, maxWidth: 80)
                    Rectangle().id("R5").frame(minWidth: 50, maxWidth: 80)
                }
                HStack(spacing: 6) {
                    Rectangle().id("R6").fixedSize(horizontal: true, vertical: false)
                    Rectangle().id("R7").fixedSize(horizontal: false, vertical: true)
                    Rectangle().id("R8")
                }
            }
            let result = view.openLayoutResult(width: 200, height: 200)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 0, y: 25.667, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 16, y: 0, width: 168, height: 61.333), tolerance: exact, context: caseName)
            expectFrame(of: "R3", in: result, equals: CGRect(x: 190, y: 25.667, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R4", in: result, equals: CGRect(x: 52, y: 95, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R5", in: result, equals: CGRect(x: 103, y: 69.333, width: 80, height: 61.333), tolerance: exact, context: caseName)
            expectFrame(of: "R6", in: result, equals: CGRect(x: 0, y: 138.667, width: 10, height: 61.333), tolerance: exact, context: caseName)
            expectFrame(of: "R7", in: result, equals: CGRect(x: 16, y: 164.333, width: 89, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R8", in: result, equals: CGRect(x: 111, y: 138.667, width: 89, height: 61.333), tolerance: exact, context: caseName)
        }

        @Test("case 68: ideal sizes of stacks under fixedSize (OL testStackIdealSize)")
        func stackIdealSize() {
            let view = HStack(spacing: 8) {
                VStack(spacing: 4) {
                    Rectangle().id("R1").frame(width: 40, height: 20)
                    Rectangle().id("R2").frame(minHeight: 10, maxHeight: 60)
                    Rectangle().id("R3").frame(width: 30, height: 15)
                }
                .fixedSize()
                VStack(spacing: 4) {
                    HStack(spacing: 4) {
                        Rectangle().id("R4").frame(width: 20, height: 20)
                        Rectangle().id("R5").frame(minWidth: 10, maxWidth: 100)
                        Rectangle().id("R6").frame(width: 15, height: 20)
                    }
                    .fixedSize()
                    Rectangle().id("R7").frame(minHeight: 20, maxHeight: .infinity)
                }
                VStack(spacing: 4) {
                    Rectangle().id("R8").frame(minWidth: 20, maxWidth: 80).fixedSize(horizontal: true, vertical: false)
                    Rectangle().id("R9").frame(minHeight: 20, maxHeight: 80).fixedSize(horizontal: false, vertical: true)
                }
            }
            let result = view.openLayoutResult(width: 300, height: 200)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 0, y: 73.5, width: 40, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 0, y: 97.5, width: 40, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R3", in: result, equals: CGRect(x: 5, y: 111.5, width: 30, height: 15), tolerance: exact, context: caseName)
            expectFrame(of: "R4", in: result, equals: CGRect(x: 82.5, y: 0, width: 20, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R5", in: result, equals: CGRect(x: 106.5, y: 0, width: 10, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R6", in: result, equals: CGRect(x: 120.5, y: 0, width: 15, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R7", in: result, equals: CGRect(x: 48, y: 24, width: 122, height: 176), tolerance: exact, context: caseName)
            expectFrame(of: "R8", in: result, equals: CGRect(x: 229, y: 0, width: 20, height: 176), tolerance: exact, context: caseName)
            expectFrame(of: "R9", in: result, equals: CGRect(x: 178, y: 180, width: 122, height: 20), tolerance: exact, context: caseName)
        }

        // MARK: - Spacers

        @Test("case 69: a Spacer gets only its minimum beside a Rectangle (OL testSpacer)")
        func spacer() {
            let view = VStack(spacing: 0) {
                Rectangle().id("R1").fixedSize()
                Spacer()
                Rectangle().id("R2")
            }
            let result = view.openLayoutResult(width: 100, height: 100)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 45, y: 0, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 0, y: 18, width: 100, height: 82), tolerance: exact, context: caseName)
        }

        @Test("case 70: several spacers in nested stacks (OL testMultipleSpacers)")
        func multipleSpacers() {
            let view = VStack(spacing: 8) {
                HStack(spacing: 0) {
                    Spacer()
                    Rectangle().id("R1").frame(width: 20, height: 20)
                    Spacer()
                    Rectangle().id("R2").frame(width: 30, height: 20)
                    Spacer()
                }
                HStack(spacing: 4) {
                    Rectangle().id("R3").fixedSize()
                    Spacer(minLength: 12)
                    Rectangle().id("R4").frame(maxWidth: .infinity, minHeight: 20)
                    Spacer(minLength: 12)
                    Rectangle().id("R5").fixedSize()
                }
                HStack(spacing: 8) {
                    VStack(spacing: 4) {
                        Rectangle().id("R6").frame(height: 20)
                        Rectangle().id("R7").frame(height: 20)
                        Spacer()
                    }
                    VStack(spacing: 4) {
                        Spacer()
                        Rectangle().id("R8").frame(height: 20)
                        Rectangle().id("R9").frame(height: 20)
                    }
                    VStack(spacing: 0) {
                        Spacer()
                        Rectangle().id("R10").fixedSize()
                        Spacer()
                    }
                }
                VStack(spacing: 4) {
                    HStack(spacing: 0) {
                        Rectangle().id("R11").frame(width: 30, height: 16)
                        Spacer(minLength: 0)
                        Rectangle().id("R12").frame(width: 40, height: 16)
                        Spacer(minLength: 0)
                        Rectangle().id("R13").frame(width: 20, height: 16)
                    }
                    HStack(spacing: 0) {
                        Spacer()
                        Rectangle().id("R14").frame(width: 50, height: 16)
                    }
                    HStack(spacing: 0) {
                        Rectangle().id("R15").frame(width: 50, height: 16)
                        Spacer()
                    }
                }
            }
            let result = view.openLayoutResult(width: 300, height: 300)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 83.333, y: 0, width: 20, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R2", in: result, equals: CGRect(x: 186.667, y: 0, width: 30, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R3", in: result, equals: CGRect(x: 0, y: 73, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R4", in: result, equals: CGRect(x: 30, y: 28, width: 240, height: 100), tolerance: exact, context: caseName)
            expectFrame(of: "R5", in: result, equals: CGRect(x: 290, y: 73, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R6", in: result, equals: CGRect(x: 0, y: 136, width: 137, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R7", in: result, equals: CGRect(x: 0, y: 160, width: 137, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R8", in: result, equals: CGRect(x: 145, y: 192, width: 137, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R9", in: result, equals: CGRect(x: 145, y: 216, width: 137, height: 20), tolerance: exact, context: caseName)
            expectFrame(of: "R10", in: result, equals: CGRect(x: 290, y: 181, width: 10, height: 10), tolerance: exact, context: caseName)
            expectFrame(of: "R11", in: result, equals: CGRect(x: 0, y: 244, width: 30, height: 16), tolerance: exact, context: caseName)
            expectFrame(of: "R12", in: result, equals: CGRect(x: 135, y: 244, width: 40, height: 16), tolerance: exact, context: caseName)
            expectFrame(of: "R13", in: result, equals: CGRect(x: 280, y: 244, width: 20, height: 16), tolerance: exact, context: caseName)
            expectFrame(of: "R14", in: result, equals: CGRect(x: 250, y: 264, width: 50, height: 16), tolerance: exact, context: caseName)
            expectFrame(of: "R15", in: result, equals: CGRect(x: 0, y: 284, width: 50, height: 16), tolerance: exact, context: caseName)
        }

        @Test("case 71: a Spacer outside a stack fills its proposal (OL testOrphanSpacer)")
        func orphanSpacer() {
            let result = Spacer().background(Rectangle().id("R1")).openLayoutResult(width: 100, height: 100)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 0, y: 0, width: 100, height: 100), tolerance: exact, context: caseName)
        }

        @Test("case 72: a fixed-size Spacer outside a stack is minLength square (OL testOrphanSpacerFixedSize)")
        func orphanSpacerFixedSize() {
            let result = Spacer().background(Rectangle().id("R1")).fixedSize().openLayoutResult(width: 100, height: 100)
            expectFrame(of: "R1", in: result, equals: CGRect(x: 46, y: 46, width: 8, height: 8), tolerance: exact, context: caseName)
        }
    }
}
