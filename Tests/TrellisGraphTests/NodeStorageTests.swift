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
