import Foundation
import Testing
import Trellis

@Suite("Custom shapes, paths, geometry, presentations and accessibility identifiers") @MainActor
struct ShapeAndPresentationTests {
    private struct Wedge: Shape {
        func path(in rect: CGRect) -> Path { Path(rect) }
    }

    private struct Pill: Shape {
        func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 12) }
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            CGSize(width: min(proposal.width ?? 80, 80), height: 24)
        }
    }

    @Test("a custom shape takes the proposal; one with sizeThatFits is sized by it")
    func customShapesLayOutAsSwiftUIs() {
        let result = VStack(spacing: 0) {
            Wedge().id("wedge")
            Pill().fill(.red).id("pill")
        }.layout(in: CGSize(width: 200, height: 124))
        // The pill answers 80 × 24 whatever the height offered; the wedge takes the other 100.
        #expect(result.frame(of: "pill") == CGRect(x: 60, y: 100, width: 80, height: 24))
        #expect(result.frame(of: "wedge") == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test("a path's bounding rectangle follows its curves, not their control points")
    func boundingRect() {
        let circle = Path(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 40))
        let bounds = circle.boundingRect
        #expect(abs(bounds.minX - 10) < 1e-9 && abs(bounds.maxY - 60) < 1e-9 && abs(bounds.width - 40) < 1e-9)
        var arc = Path()
        arc.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(abs(arc.boundingRect.width - 10) < 1e-9 && abs(arc.boundingRect.height - 10) < 1e-9)
        #expect(Path().boundingRect.isNull)
    }

    @Test("affine transforms concatenate, invert and move points, sizes and rectangles")
    func affineTransforms() {
        let move = CGAffineTransform(translationX: 5, y: -3), grow = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(grow)) == CGPoint(x: 12, y: -6))
        #expect(CGPoint(x: 12, y: -6).applying(move.concatenating(grow).inverted()) == CGPoint(x: 1, y: 1))
        #expect(CGSize(width: 1, height: 1).applying(move.concatenating(grow)) == CGSize(width: 2, height: 3))
        let quarter = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(quarter.width - 20) < 1e-9 && abs(quarter.height - 10) < 1e-9 && abs(quarter.minX + 20) < 1e-9)
        #expect(Angle.degrees(180) + .radians(.pi) == .degrees(360))
    }

    @Test("presented content is not laid out with the screen, and can be laid out on its own")
    func presentedContent() {
        let screen = VStack {
            Color.blue.frame(width: 50, height: 50).id("button")
                .sheet(isPresented: .constant(true)) { Color.red.frame(width: 300, height: 200).id("sheet") }
                .popover(isPresented: .constant(false)) { Text("Never") }
        }
        let result = screen.layout(in: CGSize(width: 100, height: 100))
        #expect(result.frame(of: "sheet") == nil)
        #expect(result.frame(of: "button") == CGRect(x: 25, y: 25, width: 50, height: 50))
        let presented = screen.presentedContent()
        #expect(presented.count == 1)
        let sheet = presented.first?.layout(in: CGSize(width: 390, height: 844))
        #expect(sheet?.frame(of: "sheet") == CGRect(x: 45, y: 322, width: 300, height: 200))
    }

    @Test("accessibilityIdentifier names the view's node, as .id does, adding no node")
    func accessibilityIdentifierNames() {
        let named = HStack { Color.red.frame(width: 40, height: 30).accessibilityIdentifier("save") }
        let plain = HStack { Color.red.frame(width: 40, height: 30) }
        let result = named.layout(in: CGSize(width: 100, height: 100))
        #expect(result.frame(of: "save") == CGRect(x: 30, y: 35, width: 40, height: 30))
        #expect(named.layoutGraph().count == plain.layoutGraph().count)
    }
}
