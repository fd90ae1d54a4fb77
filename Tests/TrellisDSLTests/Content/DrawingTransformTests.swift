import Foundation
import Testing
import Trellis

// The transforms a view is drawn through (`rotationEffect`, `scaleEffect`, `transformEffect`,
// `rotation3DEffect`) and the lines a custom shape's ink is drawn with, as the graph records
// them for comparisons with renderings. Neither changes layout.

@Suite("Drawing transforms and ink outlines in the graph")
@MainActor
struct DrawingTransformTests {
    private let window = CGSize(width: 200, height: 200)

    /// The transforms recorded in the subtree of the view named `name`, and that view's frame.
    private func transforms(_ name: String, in result: LayoutResult) throws -> ([DrawingTransform], CGRect?) {
        let node = try #require(result.graph.nodes(named: name).first)
        let recorded = result.graph.subtree(of: node).flatMap { result.graph.drawing(of: $0)?.transforms ?? [] }
        return (recorded, result.frame(ofNode: node))
    }

    /// Expects the linear part of `transform` to be (`a`, `b`, `c`, `d`), within a millionth.
    private func expectLinear(_ transform: DrawingTransform?, _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) {
        guard let affine = transform?.affine else { return #expect(transform?.affine != nil) }
        for (value, wanted) in zip([affine.a, affine.b, affine.c, affine.d], [a, b, c, d]) {
            #expect(abs(value - wanted) < 1e-6, "\(affine) against \(a), \(b), \(c), \(d)")
        }
    }

    @Test("A half turn about the vertical axis mirrors the view across it; the frame stays")
    func halfTurnMirrors() throws {
        let result = VStack {
            Color.blue.frame(width: 40, height: 20).rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)).id("flipped")
            Color.blue.frame(width: 40, height: 20).rotation3DEffect(.degrees(180), axis: (x: 1, y: 0, z: 0)).id("upsideDown")
            Color.blue.frame(width: 40, height: 20).rotation3DEffect(.degrees(360), axis: (x: 0, y: 1, z: 0)).id("wholeTurn")
            Color.blue.frame(width: 40, height: 20).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)).id("perspective")
        }
        .layout(in: window)
        let (flipped, frame) = try transforms("flipped", in: result)
        #expect(flipped.count == 1 && flipped.first?.anchor == .center)
        expectLinear(flipped.first, -1, 0, 0, 1)
        #expect(frame?.size == CGSize(width: 40, height: 20))
        expectLinear(try transforms("upsideDown", in: result).0.first, 1, 0, 0, -1)
        expectLinear(try transforms("wholeTurn", in: result).0.first, 1, 0, 0, 1)
        // A quarter of a half turn out of the plane is seen in perspective: not an affine map.
        let perspective = try transforms("perspective", in: result).0
        #expect(perspective.count == 1 && perspective.first?.affine == nil)
    }

    @Test("rotationEffect turns clockwise on screen, scaleEffect scales about its anchor, transformEffect about the origin")
    func planeTransforms() throws {
        let result = VStack {
            Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(90)).id("turned")
            Color.red.frame(width: 40, height: 20).scaleEffect(x: 2, y: 0.5, anchor: .topLeading).id("scaled")
            Color.red.frame(width: 40, height: 20).transformEffect(CGAffineTransform(translationX: 5, y: 7)).id("moved")
            Color.red.frame(width: 40, height: 20).opacity(0.5).id("plain")
        }
        .layout(in: window)
        expectLinear(try transforms("turned", in: result).0.first, 0, 1, -1, 0)
        let scaled = try transforms("scaled", in: result).0
        expectLinear(scaled.first, 2, 0, 0, 0.5)
        #expect(scaled.first?.anchor == .topLeading)
        let moved = try transforms("moved", in: result).0
        #expect(moved.first?.affine?.tx == 5 && moved.first?.affine?.ty == 7 && moved.first?.anchor == .topLeading)
        #expect(try transforms("plain", in: result).0.isEmpty)
    }

    @Test("A custom shape's ink outline is its path in the frame, with the stroke's width and cap")
    func inkOutline() throws {
        struct Bar: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in path.addLines([CGPoint(x: 10, y: rect.midY), CGPoint(x: rect.maxX - 10, y: rect.midY)]) }
            }
        }
        let result = VStack(spacing: 0) {
            Color.clear.frame(width: 100, height: 30)
            Bar().stroke(.black, style: StrokeStyle(lineWidth: 4, lineCap: .round)).frame(width: 100, height: 20).id("bar")
        }
        .layout(in: CGSize(width: 100, height: 50))
        let node = try #require(result.graph.nodes(named: "bar").first)
        let leaf = try #require(result.graph.subtree(of: node).first { result.graph.colorName(of: $0) != nil })
        let frame = try #require(result.frame(ofNode: leaf))
        let outline = try #require(result.graph.drawing(of: leaf)?.ink?.outline(in: frame))
        // The path is drawn in the shape's own bounds and moved to its frame, 30 pt down.
        #expect(outline.polylines == [[CGPoint(x: 10, y: 40), CGPoint(x: 90, y: 40)]])
        #expect(outline.lineWidth == 4 && outline.cap == .round && outline.join == .miter)
    }
}
