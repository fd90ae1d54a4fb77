import Testing
import Trellis

/// A graph keeps its nodes' kinds, child ranges, colours and parent marks in one table that
/// grows as nodes are added and is shared by copies until one of them changes it.
@Suite("Graph node storage")
struct GraphStorageTests {
    /// A fixed frame `index` points wide.
    private static func frame(_ index: Int) -> NodeKind {
        .frame(FrameSpec(width: CGFloat(index), height: 10, alignment: .center))
    }

    /// Red, blue or none, changing from node to node.
    private static func color(_ index: Int) -> String? {
        index.isMultiple(of: 3) ? "red" : index.isMultiple(of: 5) ? nil : "blue"
    }

    @Test("nodes keep their kinds, colours and children while the graph grows past its room", arguments: [false, true])
    func growing(reserved: Bool) {
        var graph = LayoutGraph()
        if reserved { graph.reserveCapacity(nodes: 10, children: 10) }
        var leaves: [NodeID] = []
        for index in 0..<1_000 {
            leaves.append(graph.add(Self.frame(index), color: Self.color(index)))
        }
        let root = graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: leaves)
        #expect(graph.count == 1_001)
        #expect(graph.root == root)
        #expect(Array(graph.children(of: root)) == leaves)
        for (index, leaf) in leaves.enumerated() {
            #expect(graph.kind(of: leaf) == Self.frame(index))
            #expect(graph.colorName(of: leaf)?.string == Self.color(index))
            #expect(graph.children(of: leaf).isEmpty)
        }
    }

    @Test("a copy keeps its nodes when the original grows, changes a kind or adopts a child")
    func copiesAreValues() throws {
        var graph = LayoutGraph()
        let first = graph.add(Self.frame(1), color: "red")
        let second = graph.add(Self.frame(2))
        var copy = graph

        let parent = graph.add(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.center.key)), children: [first, second])
        try graph.replaceKind(of: first, with: Self.frame(100))
        for index in 0..<100 { graph.add(Self.frame(index)) }

        #expect(copy.count == 2)
        #expect(copy.kind(of: first) == Self.frame(1))
        #expect(copy.colorName(of: first)?.string == "red")
        // The copy's nodes have no parent yet, so the copy may give them one of its own.
        let copyParent = copy.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: [second, first])
        #expect(Array(copy.children(of: copyParent)) == [second, first])
        #expect(Array(graph.children(of: parent)) == [first, second])
        #expect(graph.kind(of: first) == Self.frame(100))
        #expect(graph.count == 103)
    }
}
