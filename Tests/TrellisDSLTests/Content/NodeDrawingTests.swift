import Testing
import Trellis

// What a graph records of a view's drawing beyond its colour: a shape's stroke (centred on the
// edge or inside it) and the shadows behind a view. None of it changes layout.

@Suite("Strokes and shadows in the graph")
@MainActor
struct NodeDrawingTests {
    private let window = CGSize(width: 200, height: 200)

    @Test("stroke is centred on the edge, strokeBorder inside it; a filled shape has no stroke")
    func strokes() throws {
        let result = VStack {
            RoundedRectangle(cornerRadius: 4).stroke(.black, lineWidth: 2).frame(width: 40, height: 20).id("stroked")
            Circle().strokeBorder(.red, lineWidth: 3).frame(width: 20, height: 20).id("bordered")
            Circle().fill(.blue).frame(width: 20, height: 20).id("filled")
        }
        .layout(in: window)
        func stroke(_ name: String) throws -> StrokeDrawing? {
            let node = try #require(result.graph.nodes(named: name).first)
            let leaf = try #require(result.graph.subtree(of: node).first { result.graph.colorName(of: $0) != nil })
            return result.graph.drawing(of: leaf)?.stroke
        }
        #expect(try stroke("stroked") == StrokeDrawing(lineWidth: 2, placement: .centred))
        #expect(try stroke("bordered") == StrokeDrawing(lineWidth: 3, placement: .inside))
        #expect(try stroke("filled") == nil)
    }

    @Test("A shadow is recorded on the view it is drawn behind, with its colour and offset")
    func shadow() throws {
        let result = Color.blue.frame(width: 40, height: 20).shadow(color: .black, radius: 0, x: 4, y: 3).id("card").layout(in: window)
        let node = try #require(result.graph.nodes(named: "card").first)
        let shadows = result.graph.drawing(of: node)?.shadows ?? []
        #expect(shadows == [ShadowDrawing(color: ColorName("black"), radius: 0, x: 4, y: 3)])
        #expect(result.frame(ofNode: node)?.size == CGSize(width: 40, height: 20))
    }

    @Test("clipShape, clipped and cornerRadius mark the view they cut; other drawing modifiers do not")
    func clips() throws {
        let result = VStack {
            Capsule().stroke(.black, lineWidth: 4).clipShape(Capsule()).frame(width: 40, height: 20).id("clipShape")
            Color.red.clipped().frame(width: 40, height: 20).id("clipped")
            Color.red.cornerRadius(6).frame(width: 40, height: 20).id("corner")
            Color.red.opacity(0.5).frame(width: 40, height: 20).id("plain")
        }
        .layout(in: window)
        func isClipped(_ name: String) throws -> Bool {
            let node = try #require(result.graph.nodes(named: name).first)
            return result.graph.subtree(of: node).contains { result.graph.drawing(of: $0)?.isClipped == true }
        }
        #expect(try isClipped("clipShape") && isClipped("clipped") && isClipped("corner"))
        #expect(try !isClipped("plain"))
    }

    @Test("A filled shape's stroke (iOS 17's chaining) is drawn over the fill and lays out as the shape")
    func fillThenStroke() throws {
        let result = Circle().fill(.red).stroke(.black, lineWidth: 2).frame(width: 30, height: 30).id("dot").layout(in: window)
        let node = try #require(result.graph.nodes(named: "dot").first)
        let painted = result.graph.subtree(of: node).filter { result.graph.colorName(of: $0) != nil }
        #expect(painted.map { result.graph.colorName(of: $0)?.string } == ["red", "black"])
        #expect(painted.map { result.graph.drawing(of: $0)?.stroke } == [nil, StrokeDrawing(lineWidth: 2, placement: .centred)])
        for leaf in painted { #expect(result.frame(ofNode: leaf)?.size == CGSize(width: 30, height: 30)) }
    }

    /// The ink box of the shape leaf under the view named `name`.
    private func ink(_ name: String, in result: LayoutResult) throws -> CGRect? {
        let node = try #require(result.graph.nodes(named: name).first)
        let leaf = try #require(result.graph.subtree(of: node).first { result.graph.colorName(of: $0) != nil })
        let frame = try #require(result.frame(ofNode: leaf))
        return result.graph.drawing(of: leaf)?.ink?.box(in: frame)
    }

    /// Expects `box` within `tolerance` of `expected` on every edge.
    private func expectBox(_ box: CGRect?, _ expected: CGRect, within tolerance: CGFloat = 0.01) {
        guard let box else { return #expect(box != nil) }
        for (value, wanted) in zip([box.minX, box.minY, box.maxX, box.maxY], [expected.minX, expected.minY, expected.maxX, expected.maxY]) {
            #expect(abs(value - wanted) < tolerance, "\(box) against \(expected)")
        }
    }

    @Test("A ring trimmed to half its length paints the half of its frame where its arc lies, caps included")
    func trimmedRingInk() throws {
        // A circle's path starts at its rightmost point and runs clockwise on screen: the first
        // half is the bottom half, which a 270° rotation turns to the right half. The circle is
        // inset by half the 20-pt line, so the band reaches the 200-pt frame's right, top and
        // bottom edges. Butt caps stop at the ends (x = 100); round caps reach 10 pt beyond them.
        // Trellis follows the circle through straight pieces, whose ends lean up to 0.12 pt.
        func ring(_ cap: CGLineCap) -> some View {
            Circle().inset(by: 10).trim(from: 0, to: 0.5).rotation(.degrees(270))
                .stroke(.blue, style: StrokeStyle(lineWidth: 20, lineCap: cap))
                .frame(width: 200, height: 200)
        }
        let result = HStack(spacing: 0) {
            ring(.butt).id("butt")
            ring(.round).id("round")
            ring(.square).id("square")
        }
        .layout(in: CGSize(width: 600, height: 200))
        expectBox(try ink("butt", in: result), CGRect(x: 100, y: 0, width: 100, height: 200), within: 0.15)
        expectBox(try ink("round", in: result), CGRect(x: 290, y: 0, width: 110, height: 200), within: 0.15)
        expectBox(try ink("square", in: result), CGRect(x: 490, y: 0, width: 110, height: 200), within: 0.15)
    }

    @Test("A filled custom shape paints its path's box; a built-in shape records no ink (it paints its frame)")
    func customShapeInk() throws {
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.midX, y: rect.minY),
                                   CGPoint(x: rect.midX, y: rect.midY)])
                    path.closeSubpath()
                }
            }
        }
        // A shape draws in its own bounds, at the origin (SwiftUI's `path(in:)` is given them), so
        // a path that ignores the rectangle's origin is still drawn where the shape is.
        struct Tick: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in path.addLines([CGPoint(x: 0, y: rect.height / 2), CGPoint(x: rect.width / 4, y: rect.height)]) }
            }
        }
        let result = VStack(spacing: 0) {
            Wedge().fill(.red).frame(width: 40, height: 20).id("wedge")
            Rectangle().stroke(.black, lineWidth: 2).frame(width: 40, height: 20).id("rectangle")
            Tick().stroke(.black, lineWidth: 2).frame(width: 40, height: 20).id("tick")
        }
        .layout(in: CGSize(width: 40, height: 60))
        expectBox(try ink("wedge", in: result), CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(try ink("rectangle", in: result) == nil)
        // The tick runs from (0, 50) to (10, 60), at 45°: its 2-pt band's butt ends reach 1/√2 pt
        // beyond its end points on each axis.
        let lean = 1 / CGFloat(2).squareRoot()
        expectBox(try ink("tick", in: result), CGRect(x: -lean, y: 50 - lean, width: 10 + 2 * lean, height: 10 + 2 * lean))
    }

    @Test("A stroked polyline's miter reaches its tip within the limit, and is bevelled beyond it")
    func miterJoins() {
        // A right angle: the bands reach half the width beyond the corner on both axes, and
        // the butt-capped ends stop at their points.
        let corner = Path { path in path.addLines([CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)]) }
        expectBox(corner.strokedBounds(StrokeStyle(lineWidth: 2)), CGRect(x: -1, y: -1, width: 11, height: 11))
        // A sharp spike (a 20 x 2 zigzag) reaches far beyond its points with a miter, not with a bevel.
        let spike = Path { path in path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 1), CGPoint(x: 0, y: 2)]) }
        let mitred = spike.strokedBounds(StrokeStyle(lineWidth: 2, miterLimit: 100))
        let bevelled = spike.strokedBounds(StrokeStyle(lineWidth: 2, lineJoin: .bevel))
        #expect(mitred.maxX > 35)
        #expect(bevelled.maxX < 21.1)
    }
}
