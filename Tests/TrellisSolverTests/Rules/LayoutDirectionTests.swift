import Testing
import Trellis

/// Right-to-left layout mirrors the left-to-right one (LayoutRules article §2.5: a right-to-left
/// HStack runs from the right; §8: leading and trailing swap sides). Expected frames are the LTR frames mirrored
/// about the mirrored view's vertical centre line.
@Suite("Layout direction")
@MainActor
struct LayoutDirectionTests {
    private var rightToLeft: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        return environment
    }

    private var row: some View {
        HStack(spacing: 10) {
            Color.red.frame(width: 50, height: 20).id("first")
            Color.blue.frame(width: 30, height: 20).id("second")
            Spacer()
        }
        .padding(.leading, 12)
        .frame(width: 200, height: 40, alignment: .leading)
    }

    @Test("an HStack runs from the trailing edge and leading padding moves to the right")
    func stackRunsFromTheRight() {
        let window = CGSize(width: 200, height: 40)
        let ltr = row.layout(in: window)
        #expect(ltr.frame(of: "first") == CGRect(x: 12, y: 10, width: 50, height: 20))
        #expect(ltr.frame(of: "second") == CGRect(x: 72, y: 10, width: 30, height: 20))
        let rtl = row.layout(in: window, environment: rightToLeft)
        // Mirrored in the 200-wide window: x' = 200 − x − width.
        #expect(rtl.frame(of: "first") == CGRect(x: 138, y: 10, width: 50, height: 20))
        #expect(rtl.frame(of: "second") == CGRect(x: 98, y: 10, width: 30, height: 20))
    }

    @Test("a subtree set back to left-to-right keeps its own order inside its mirrored place")
    func nestedDirections() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            HStack(spacing: 0) {
                Color.green.frame(width: 20, height: 10).id("b")
                Color.blue.frame(width: 30, height: 10).id("c")
            }
            .environment(\.layoutDirection, .leftToRight)
            .id("inner")
        }
        let result = view.layout(in: CGSize(width: 90, height: 10), environment: rightToLeft)
        // LTR: a 0…40, inner 40…90 (b 40…60, c 60…90). The whole row is mirrored in 90 pt:
        // a 50…90, inner 0…50; inside inner, LTR order is kept: b 0…20, c 20…50.
        #expect(result.frame(of: "a") == CGRect(x: 50, y: 0, width: 40, height: 10))
        #expect(result.frame(of: "inner") == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: 20, y: 0, width: 30, height: 10))
    }

    @Test("the environment's direction reaches @Environment readers")
    func directionIsReadable() {
        struct Arrow: View {
            @Environment(\.layoutDirection) private var direction
            var body: some View {
                Color.red.frame(width: direction == .rightToLeft ? 30 : 10, height: 10).id("arrow")
            }
        }
        #expect(Arrow().layout(in: CGSize(width: 100, height: 100), environment: rightToLeft).frame(of: "arrow")?.width == 30)
    }
}
