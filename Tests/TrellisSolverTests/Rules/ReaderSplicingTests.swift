import Foundation
import Testing
import Trellis

/// A result's graph holds each reader's content as the reader's children, and laying that
/// graph out again gives the frames the layout with content functions gave.
@Suite("GeometryReader content spliced into the result")
@MainActor
struct ReaderSplicingTests {
    /// Layouts with readers: one in a stack, one in a scroll view, nested readers, readers
    /// whose content depends on their size and position, and readers resolving anchors of
    /// views outside them.
    nonisolated private static let layouts: [(name: String, window: CGSize, result: @MainActor @Sendable () -> LayoutResult)] = [
        ("a reader beside a fixed view", CGSize(width: 390, height: 844), {
            HStack {
                GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2).id("half") }
                Color.blue.frame(width: 100)
            }
            .layout(in: CGSize(width: 390, height: 844))
        }),
        ("a reader in a vertical scroll view", CGSize(width: 390, height: 844), {
            ScrollView { GeometryReader { _ in Color.red.id("fill") } }.layout(in: CGSize(width: 390, height: 844))
        }),
        ("nested readers", CGSize(width: 400, height: 200), {
            GeometryReader { outer in
                VStack {
                    GeometryReader { inner in
                        Color.red.frame(width: inner.size.width / 4, height: outer.size.height / 4).id("leaf")
                    }
                    .frame(width: outer.size.width / 2)
                    Color.green.frame(height: 20)
                }
            }
            .padding(10)
            .layout(in: CGSize(width: 400, height: 200))
        }),
        ("content placed from the reader's window position", CGSize(width: 390, height: 844), {
            VStack(spacing: 0) {
                Color.blue.frame(height: 100)
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.frame(in: .global).minY, height: 10).id("probe")
                    Text("hello").id("text")
                }
                Color.blue.frame(height: 50)
            }
            .layout(in: CGSize(width: 390, height: 844))
        }),
        ("a reader resolving anchors of the views it overlays", CGSize(width: 300, height: 300), {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                    .anchorPreference(key: CentresKey.self, value: .center) { [$0] }
                Color.red.frame(width: 40, height: 40)
            }
            .overlayPreferenceValue(CentresKey.self) { centres in
                GeometryReader { proxy in
                    let centre = proxy[centres[0]]
                    Color.blue.frame(width: 2, height: 2).id("dot").offset(x: centre.x, y: centre.y)
                }
            }
            .layout(in: CGSize(width: 300, height: 300))
        }),
    ]

    @Test("laying the spliced graph out again gives the same frames", arguments: layouts.indices)
    func sameFramesAgain(_ index: Int) {
        let (name, window, layout) = Self.layouts[index]
        let result = layout()
        let again = LayoutSolver().layout(result.graph, in: window)
        #expect(again.frames == result.frames, "\(name)")
        #expect(again.graph.count == result.graph.count, "\(name)")
    }

    @Test("no reader of the spliced graph keeps a content function, so the graph can be saved")
    func graphHasNoContentFunctions() throws {
        let result = Self.layouts[2].result()
        #expect(result.graph.geometryContents.isEmpty)
        let decoded = try LayoutGraph.decode(json: result.graph.jsonData())
        #expect(LayoutSolver().layout(decoded, in: Self.layouts[2].window).frames == result.frames)
    }

    @Test("the content's views come just before their reader, and the nodes after it move up")
    func nodeOrder() {
        var content = LayoutGraph()
        let sized = content.addMeasuredLeaf(SizeFunction(name: "inside") { _ in CGSize(width: 5, height: 6) }, ids: ["inside"])
        let framed = content.add(.frame(FrameSpec(width: 30)), children: [sized])
        content.add(.geometryReader(GeometryReaderSpec()), children: [framed])

        var outer = LayoutGraph()
        let before = outer.addMeasuredLeaf(SizeFunction(name: "before") { _ in .zero }, ids: ["before"])
        let reader = outer.addGeometryReader(content: GeometryContent { _ in LayoutGraph() }, ids: ["reader"])
        let unplaced = outer.addGeometryReader(content: GeometryContent { _ in LayoutGraph() })
        let after = outer.add(.shape(ShapeSpec(shape: .color)), ids: ["after"], color: "red")
        let stack = outer.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: [before, reader, unplaced, after])

        let splice = outer.splicing([reader: content])
        let graph = splice.graph
        #expect(graph.count == outer.count + content.count - 1)
        for id in graph.nodeIDs {
            #expect(graph.children(of: id).allSatisfy { $0 < id })
        }
        // before 0, the content's leaf 1 and frame 2, the reader 3, the unplaced reader 4,
        // after 5, the stack last.
        #expect(splice.outerNodes == [0, 3, 4, 5, 6].map(NodeID.init))
        #expect(splice.contentNodes[reader] == [1, 2, 3].map(NodeID.init))
        #expect(graph.root == splice.outerNodes[stack.index])
        #expect(graph.children(of: graph.root).map { $0 } == [0, 3, 4, 5].map(NodeID.init))
        #expect(graph.children(of: NodeID(3)).map { $0 } == [NodeID(2)])
        #expect(graph.children(of: NodeID(4)).isEmpty)
        #expect(graph.nodes(named: "inside") == [NodeID(1)])
        #expect(graph.nodes(named: "reader") == [NodeID(3)])
        #expect(graph.nodes(named: "after") == [NodeID(5)])
        #expect(graph.geometryContents.isEmpty)
        for id in [NodeID(3), NodeID(4)] {
            guard case .geometryReader(let spec) = graph.kind(of: id) else { Issue.record("\(id) is not a reader"); continue }
            #expect(spec.content == nil)
        }
        // The content's size function follows the outer graph's in the table.
        guard case .measuredLeaf(let function) = graph.kind(of: NodeID(1)) else { Issue.record("node 1 is not the measured leaf"); return }
        #expect(graph.sizeFunction(function).name == "inside")
        #expect(graph.displayName(of: NodeID(0)) == "before")
    }
}

/// The anchored centres, in view-tree order.
private struct CentresKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
        value += nextValue()
    }
}
