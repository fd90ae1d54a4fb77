import Testing
import Trellis

/// Expected behaviours are the ones "Understanding SwiftUI Layout Behaviors" lists for the
/// same views, and follow from the rules the solver implements.
@Suite("Sizing behaviours")
@MainActor
struct SizingBehaviorTests {
    @Test("Color expands on both axes")
    func color() {
        #expect(sizingBehavior(of: Color.red) == SizingBehaviors(horizontal: .expanding, vertical: .expanding))
    }

    @Test("a fixed frame is fixed; a frame fixed on one axis keeps the child's behaviour on the other")
    func frames() {
        #expect(sizingBehavior(of: Color.red.frame(width: 40, height: 20)) == SizingBehaviors(horizontal: .fixed, vertical: .fixed))
        #expect(sizingBehavior(of: Color.red.frame(width: 40)) == SizingBehaviors(horizontal: .fixed, vertical: .expanding))
    }

    @Test("fixedSize makes a Color its ideal 10×10")
    func fixedSize() {
        #expect(sizingBehavior(of: Color.red.fixedSize()) == SizingBehaviors(horizontal: .fixed, vertical: .fixed))
    }

    @Test("a flexible frame up to a maximum expands; an ideal-only Color inside a frame with min and ideal hugs")
    func flexibleFrames() {
        #expect(sizingBehavior(of: Color.red.frame(maxWidth: 200)).horizontal == .expanding)
        // Proposed nil the frame takes its ideal 80; proposed more it clamps to min…max,
        // which ends at the ideal here, so it never grows past it but shrinks to 20.
        #expect(sizingBehavior(of: Color.red.frame(minWidth: 20, idealWidth: 80, maxWidth: 80)).horizontal == .hugging)
    }

    @Test("an aspect ratio is proportional")
    func aspectRatio() {
        #expect(sizingBehavior(of: Color.red.aspectRatio(2, contentMode: .fit)) == SizingBehaviors(horizontal: .proportional, vertical: .proportional))
    }

    @Test("a stack of fixed views is fixed; with a Spacer it expands along its axis only")
    func stacks() {
        let fixed = HStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        #expect(sizingBehavior(of: fixed) == SizingBehaviors(horizontal: .fixed, vertical: .fixed))
        let spaced = HStack { Color.red.frame(width: 10, height: 10); Spacer() }
        #expect(sizingBehavior(of: spaced) == SizingBehaviors(horizontal: .expanding, vertical: .fixed))
    }
}

@Suite("Frame table")
@MainActor
struct FrameTableTests {
    @Test("the text tree lists each view's frame and, on request, its behaviour per axis")
    func textTree() {
        let result = HStack {
            Color.blue.frame(width: 50).id("b")
            Color.red.id("r")
        }
        .frame(width: 300, height: 100)
        .layout(in: CGSize(width: 390, height: 844))
        #expect(result.frameTable(behaviors: true) == """
            view               x    y  width  height  behaviour
            HStack            45  372    300     100  expanding / expanding
              frame 'b'       45  372     50     100  fixed / expanding
                Color.blue    45  372     50     100  expanding / expanding
              Color.red 'r'  103  372    242     100  expanding / expanding
            """)
    }
}
