import Testing
import Trellis

/// A colour name is made once per process: names made from the same text, on any thread, are
/// the same value.
@Suite("Colour names")
struct ColorNameTests {
    @Test("names with the same text are equal and hash alike; others differ")
    func equality() {
        let first = ColorName("teal"), second = ColorName("te" + "al"), other = ColorName("Teal")
        #expect(first == second && first.hashValue == second.hashValue && first.string == "teal")
        #expect(first != other && other.description == "Teal")
    }

    @Test("names made at once on many threads are one name")
    func concurrent() async {
        let names = await withTaskGroup(of: ColorName.self) { group in
            for _ in 0..<64 { group.addTask { ColorName("made-concurrently") } }
            return await group.reduce(into: [ColorName]()) { $0.append($1) }
        }
        #expect(Set(names).count == 1 && names.count == 64)
    }

    @Test("a node added with a made name reads back its text")
    func graphNodes() {
        var graph = LayoutGraph()
        let leaf = graph.add(.shape(ShapeSpec(shape: .color)), color: ColorName("violet"))
        #expect(graph[leaf].color == "violet" && graph.colorName(of: leaf) == ColorName("violet"))
    }
}
