import Testing
import Trellis

/// A colour lowers to a leaf carrying its name, which pictures and explanations show, and is a
/// plain value, so that views made of colours copy without reference counting.
@Suite("Colour lowering") @MainActor
struct ColorLoweringTests {
    @Test("each way of making a colour names its node as SwiftUI code spells it")
    func namesReachTheGraph() {
        let graph = HStack {
            Color.red
            Color("AccentBlue")
            Color(red: 1, green: 0.5, blue: 0)
            Color(hue: 0.25, saturation: 1, brightness: 0.5, opacity: 0.5)
            Color.gray.opacity(0.3)
            Rectangle().fill(Color.blue)
            Rectangle()
        }.layoutGraph()
        let colors = graph.children(of: graph.root).map { graph[$0].color }
        #expect(colors == ["red", "AccentBlue", "rgb(1, 0.5, 0)", "hsb(0.25, 1, 0.5, 0.5)", "gray.opacity(0.3)", "blue", nil])
    }

    @Test("a colour, and a colour in a frame, are plain values")
    func plainValues() {
        #expect(_isPOD(Color.self))
        #expect(_isPOD(ModifiedContent<Color, _FrameLayout>.self))
    }

    @Test("colours named alike share one name, and a graph's node gives it back")
    func sharedNames() {
        let graph = VStack { Color("Brand"); Color("Brand"); Color("Other") }.layoutGraph()
        let names = graph.children(of: graph.root).map { graph.colorName(of: $0) }
        #expect(names[0] == names[1] && names[0] != names[2])
        #expect(names[0] == ColorName("Brand") && names[0]?.string == "Brand")
    }
}
