import Testing
import Trellis

// Cases 56–72 of cases.md: OpenLayout's SwiftUI-compatibility tests
// (Tests/OpenLayoutTests/SwiftUICompatibility/SwiftUICompatibilityTests.swift). Each tree is
// wrapped in `.frame(width: W, height: H)` and laid out in a W×H window; the frames are
// OpenLayout's output for trees whose render matches real SwiftUI's pixels. `R1`, `R2`, …
// are `Rectangle()`s. Case 73 (testBig) is not written: cases.md does not give its tree.

extension Conformance {
    @Suite("OpenLayout SwiftUI-compatibility cases (OL)")
    struct OpenLayoutCases {

        // MARK: - Padding, rounding and stacks

        @Test("case 56: padding around padding (OL testSimple)")
        func simple() {
            let result = Rectangle().id("R1").padding(.leading, 10).padding(20)
                .openLayoutResult(width: 100, height: 100)
            expectFrame(result, "R1", 30, 20, 50, 60)
        }

        @Test("case 57: thirds of a VStack (OL testRounding)")
        func rounding() {
            let view = VStack(spacing: 10) {
                Rectangle().id("R1")
                Rectangle().id("R2")
                Rectangle().id("R3")
            }
            let result = view.openLayoutResult(width: 100, height: 100)
            expectFrame(result, "R1", 0, 0, 100, 26.667)
            expectFrame(result, "R2", 0, 36.667, 100, 26.667)
            expectFrame(result, "R3", 0, 73.333, 100, 26.667)
        }

        @Test("case 58: flexible and fixed frames in an HStack (OL testMixedHStack)")
        func mixedHStack() {
            let view = HStack(spacing: 10) {
                Rectangle().id("R1").frame(minWidth: 30, maxWidth: 100)
                Rectangle().id("R2").frame(width: 10)
            }
            let result = view.openLayoutResult(width: 100, height: 100)
            expectFrame(result, "R1", 0, 0, 80, 100)
            expectFrame(result, "R2", 90, 0, 10, 100)
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
            expectFrame(result, "R1", 0, 0, 62.667, 20)
            expectFrame(result, "R2", 68.667, 0, 62.667, 50)
            expectFrame(result, "R3", 137.333, 0, 62.667, 35)
            expectFrame(result, "R4", 0, 90, 62.667, 20)
            expectFrame(result, "R5", 68.667, 60, 62.667, 50)
            expectFrame(result, "R6", 137.333, 75, 62.667, 35)
            expectFrame(result, "R7", 60, 120, 50, 42.333)
            expectFrame(result, "R8", 60, 166.333, 80, 42.333)
            expectFrame(result, "R9", 60, 212.667, 30, 42.333)
            expectFrame(result, "R10", 90, 265, 50, 42.333)
            expectFrame(result, "R11", 60, 311.333, 80, 42.333)
            expectFrame(result, "R12", 110, 357.667, 30, 42.333)
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
            expectFrame(result, "R1", 54, 0, 30, 20)
            expectFrame(result, "R2", 150, 40, 30, 20)
            expectFrame(result, "R3", 201, 0, 30, 20)
            expectFrame(result, "R4", 0, 68, 50, 58)
            expectFrame(result, "R5", 56, 77, 208, 40)
            expectFrame(result, "R6", 270, 82, 30, 30)
            expectFrame(result, "R7", 0, 134, 40, 58)
            expectFrame(result, "R8", 46, 134, 254, 58)
            expectFrame(result, "R9", 92, 210, 50, 30)
            expectFrame(result, "R10", 158, 225, 40, 20)
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
            expectFrame(result, "R1", 0, 12, 70.5, 68)
            expectFrame(result, "R2", 76.5, 0, 70.5, 68)
            expectFrame(result, "R3", 173, 0, 50.5, 80)
            expectFrame(result, "R4", 229.5, 0, 50.5, 80)
            expectFrame(result, "R5", 10, 98, 60.5, 70)
            expectFrame(result, "R6", 76.5, 88, 60.5, 70)
            expectFrame(result, "R7", 168, 88, 40.5, 80)
            expectFrame(result, "R8", 229.5, 103, 70.5, 50)
            expectFrame(result, "R9", 20, 184, 270, 64)
            expectFrame(result, "R10", 106, 272, 30, 20)
            expectFrame(result, "R11", 156, 269.5, 40, 25)
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
            expectFrame(result, "R1", 12, 12, 176, 67.333)
            expectFrame(result, "R2", 6, 6, 188, 79.333)
            expectFrame(result, "R3", 0, 0, 200, 91.333)
            expectFrame(result, "R4", 68, 109.333, 30, 30)
            expectFrame(result, "R5", 102, 109.333, 30, 30)
            expectFrame(result, "R6", 60, 101.333, 80, 46)
            expectFrame(result, "R7", 0, 157.333, 200, 91.333)
            expectFrame(result, "R8", 6, 163.333, 188, 79.333)
            expectFrame(result, "R9", 75, 264.667, 50, 37.667)
            expectFrame(result, "R10", 65, 306.333, 70, 37.667)
            expectFrame(result, "R11", 59, 258.667, 82, 91.333)
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
            expectFrame(result, "R1", 50, 0, 100, 60)
            expectFrame(result, "R2", 50, 0, 100, 60)
            expectFrame(result, "R3", 68, 78, 30, 30)
            expectFrame(result, "R4", 102, 78, 30, 30)
            expectFrame(result, "R5", 58, 68, 84, 50)
            expectFrame(result, "R6", 0, 126, 200, 83)
            expectFrame(result, "R7", 90, 157.5, 20, 20)
            expectFrame(result, "R8", 18, 235, 164, 47)
            expectFrame(result, "R9", 6, 223, 188, 71)
            expectFrame(result, "R10", 0, 217, 200, 83)
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
            expectFrame(result, "R1", 0, 0, 160, 20)
            expectFrame(result, "R2", 0, 26, 160, 41)
            expectFrame(result, "R3", 0, 73, 160, 30)
            expectFrame(result, "R4", 75, 109, 10, 10)
            expectFrame(result, "R5", 0, 133, 160, 25)
            expectFrame(result, "R6", 12, 172, 136, 16)
            expectFrame(result, "R7", 0, 194, 160, 41)
            expectFrame(result, "R8", 0, 241, 160, 24)
            expectFrame(result, "R9", 0, 271, 160, 20)
            expectFrame(result, "R10", 0, 297, 160, 10)
            expectFrame(result, "R11", 4, 317, 152, 32)
            expectFrame(result, "R12", 0, 359, 160, 41)
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
            expectFrame(result, "R1", 0, 0, 77, 61.333)
            expectFrame(result, "R2", 85, 15.667, 30, 30)
            expectFrame(result, "R3", 127, 4, 69, 53.333)
            expectFrame(result, "R4", 0, 69.333, 96, 21.667)
            expectFrame(result, "R5", 43, 95, 10, 10)
            expectFrame(result, "R6", 28, 109, 40, 21.667)
            expectFrame(result, "R7", 104, 69.333, 96, 61.333)
            expectFrame(result, "R8", 104, 69.333, 96, 61.333)
            expectFrame(result, "R9", 0, 144.667, 20, 55.333)
            expectFrame(result, "R10", 28, 144.333, 172, 50)
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
            expectFrame(result, "R1", 0, 27.667, 10, 10)
            expectFrame(result, "R2", 18, 0, 232, 65.333)
            expectFrame(result, "R3", 101, 83.333, 10, 10)
            expectFrame(result, "R4", 139, 83.333, 10, 10)
            expectFrame(result, "R5", 76, 139, 10, 10)
            expectFrame(result, "R6", 129, 111.333, 80, 65.333)
            expectFrame(result, "R7", 0, 184.667, 10, 65.333)
            expectFrame(result, "R8", 18, 212.333, 112, 10)
            expectFrame(result, "R9", 138, 184.667, 112, 65.333)
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
            expectFrame(result, "R1", 0, 25.667, 10, 10)
            expectFrame(result, "R2", 16, 0, 168, 61.333)
            expectFrame(result, "R3", 190, 25.667, 10, 10)
            expectFrame(result, "R4", 52, 95, 10, 10)
            expectFrame(result, "R5", 103, 69.333, 80, 61.333)
            expectFrame(result, "R6", 0, 138.667, 10, 61.333)
            expectFrame(result, "R7", 16, 164.333, 89, 10)
            expectFrame(result, "R8", 111, 138.667, 89, 61.333)
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
            expectFrame(result, "R1", 0, 73.5, 40, 20)
            expectFrame(result, "R2", 0, 97.5, 40, 10)
            expectFrame(result, "R3", 5, 111.5, 30, 15)
            expectFrame(result, "R4", 82.5, 0, 20, 20)
            expectFrame(result, "R5", 106.5, 0, 10, 20)
            expectFrame(result, "R6", 120.5, 0, 15, 20)
            expectFrame(result, "R7", 48, 24, 122, 176)
            expectFrame(result, "R8", 229, 0, 20, 176)
            expectFrame(result, "R9", 178, 180, 122, 20)
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
            expectFrame(result, "R1", 45, 0, 10, 10)
            expectFrame(result, "R2", 0, 18, 100, 82)
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
            expectFrame(result, "R1", 83.333, 0, 20, 20)
            expectFrame(result, "R2", 186.667, 0, 30, 20)
            expectFrame(result, "R3", 0, 73, 10, 10)
            expectFrame(result, "R4", 30, 28, 240, 100)
            expectFrame(result, "R5", 290, 73, 10, 10)
            expectFrame(result, "R6", 0, 136, 137, 20)
            expectFrame(result, "R7", 0, 160, 137, 20)
            expectFrame(result, "R8", 145, 192, 137, 20)
            expectFrame(result, "R9", 145, 216, 137, 20)
            expectFrame(result, "R10", 290, 181, 10, 10)
            expectFrame(result, "R11", 0, 244, 30, 16)
            expectFrame(result, "R12", 135, 244, 40, 16)
            expectFrame(result, "R13", 280, 244, 20, 16)
            expectFrame(result, "R14", 250, 264, 50, 16)
            expectFrame(result, "R15", 0, 284, 50, 16)
        }

        @Test("case 71: a Spacer outside a stack fills its proposal (OL testOrphanSpacer)")
        func orphanSpacer() {
            let result = Spacer().background(Rectangle().id("R1")).openLayoutResult(width: 100, height: 100)
            expectFrame(result, "R1", 0, 0, 100, 100)
        }

        @Test("case 72: a fixed-size Spacer outside a stack is minLength square (OL testOrphanSpacerFixedSize)")
        func orphanSpacerFixedSize() {
            let result = Spacer().background(Rectangle().id("R1")).fixedSize().openLayoutResult(width: 100, height: 100)
            expectFrame(result, "R1", 46, 46, 8, 8)
        }
    }
}
