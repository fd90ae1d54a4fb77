import Testing
import Trellis
import TrellisTestSupport

/// A graph keeps each node's kind, colour and names in columns of their own; a node read back
/// has what it was given.
@Suite("Graph node storage")
struct NodeStorageTests {
    @Test("each node reads back its kind, colour and names, shared colours and repeated names included")
    func readsBack() {
        var graph = LayoutGraph()
        let red = graph.color("red", ids: ["first"])
        let blue = graph.color("blue")
        let again = graph.color("red", ids: ["a", "b"])
        let plain = graph.add(.padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), children: [again])
        graph.addName("late", to: red)
        let root = graph.add(.zstack(ZStackSpec()), children: [red, blue, plain])
        #expect(graph[red].color == "red" && graph[red].ids == ["first", "late"])
        #expect(graph[blue].color == "blue" && graph[blue].ids.isEmpty)
        #expect(graph[again].color == "red" && graph[again].ids == ["a", "b"])
        #expect(graph[plain].color == nil && graph[plain].kind == .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)))
        #expect(graph[root].kind == .zstack(ZStackSpec()))
        #expect(graph.nodes(named: "late") == [red])
        #expect(graph.displayName(of: again) == "Color.red")
    }

    @Test("colours past the 65,534th distinct one are kept too")
    func manyColours() {
        var graph = LayoutGraph()
        let count = 70_000
        let leaves = (0..<count).map { graph.color("c\($0)") }
        _ = graph.add(.zstack(ZStackSpec()), children: leaves)
        for index in [0, 1, 65_533, 65_534, 65_535, count - 1] {
            #expect(graph[leaves[index]].color == "c\(index)", "node \(index)")
        }
        let repeated = graph.color("c65540")
        #expect(graph[repeated].color == "c65540")
    }
}

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

/// A flexible frame's limits on an axis keep each unset limit as a pattern of their own.
@Suite("Flexible frame limits")
struct FlexFrameLimitsTests {
    @Test("limits are empty only when none is set; a NaN or an infinity given is a limit set")
    func emptiness() {
        #expect(FlexFrameSpec.Limits().isEmpty)
        #expect(FlexFrameSpec.Limits(min: nil, ideal: nil, max: nil).isEmpty)
        for limits in [FlexFrameSpec.Limits(min: 0), FlexFrameSpec.Limits(ideal: 10), FlexFrameSpec.Limits(max: .infinity), FlexFrameSpec.Limits(max: .nan)] {
            #expect(!limits.isEmpty, "\(limits)")
        }
        var cleared = FlexFrameSpec.Limits(min: 5)
        cleared.min = nil
        #expect(cleared.isEmpty && cleared == FlexFrameSpec.Limits())
    }
}
