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
}
